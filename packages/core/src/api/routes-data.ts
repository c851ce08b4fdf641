import {
  zCollectorsResponse,
  zCollectorsSavePayload,
  zCollectorsXlsxUploadPayload,
  zCollectorsXlsxUploadResponse,
} from '../schemas/collector';
import {
  zCreatedResponse,
  zDataNamesQuery,
  zEmptyPayload,
  zFileUploadPayload,
  zIdParams,
  zOkResponse,
} from '../schemas/common';
import {
  zFileImportResponse,
  zImportJobsResponse,
  zImportQueuedResponse,
  zManualImportPreview,
} from '../schemas/data-import';
import {
  zDemographiesOrderPayload,
  zDemographiesResponse,
  zDemographyCreatePayload,
  zDemographyUpdatePayload,
} from '../schemas/demography';
import {
  zDocumentDownloadParams,
  zDocumentDownloadTokenResponse,
  zDocumentsResponse,
  zDocumentUploadPayload,
} from '../schemas/document';
import { zTicketQuery } from '../schemas/download-ticket';
import { zLimitsResponse, zProviderIdParams } from '../schemas/provider';
import { zTopicsParams, zTopicsResponse, zTopicsSavePayload } from '../schemas/question';
import { adminScoped, defineRoute, userScoped } from './route-definition';
import { SPREADSHEET_ERROR_CODES } from '../errors/spreadsheet-errors';

/** Demography calls; writes answer `editing-locked` once the date has responses (spec 2 §4, §7). */
export const demographyRoutes = {
  /** `GET survey-dates/{id}/demographies`, in their order (spec 2 §7). */
  demographiesList: defineRoute({
    ...userScoped,
    summary: 'List a survey date’s demographies',
    embed: true,
    method: 'GET',
    path: 'survey-dates/{id}/demographies',
    params: zIdParams,
    query: zDataNamesQuery,
    response: zDemographiesResponse,
  }),
  /** `POST survey-dates/{id}/demographies`; the body's survey_date_id must equal the path's (spec 2 §7). */
  demographiesCreate: defineRoute({
    ...adminScoped,
    summary: 'Create a demography',
    errors: ['editing-locked', 'conflict'],
    method: 'POST',
    path: 'survey-dates/{id}/demographies',
    params: zIdParams,
    body: zDemographyCreatePayload,
    response: zCreatedResponse,
  }),
  /** `PUT demographies/{id}`: the same fields plus answer ids (spec 2 §7). */
  demographiesUpdate: defineRoute({
    ...adminScoped,
    summary: 'Change a demography',
    errors: ['editing-locked', 'conflict'],
    method: 'PUT',
    path: 'demographies/{id}',
    params: zIdParams,
    body: zDemographyUpdatePayload,
    response: zOkResponse,
  }),
  /** `DELETE demographies/{id}` (spec 2 §7). */
  demographiesDelete: defineRoute({
    ...adminScoped,
    summary: 'Delete a demography',
    errors: ['editing-locked'],
    method: 'DELETE',
    path: 'demographies/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /** `PUT survey-dates/{id}/demographies-order`: the ids in their new order (spec 2 §4, §7). */
  demographiesOrder: defineRoute({
    ...adminScoped,
    summary: 'Reorder a survey date’s demographies',
    errors: ['editing-locked'],
    method: 'PUT',
    path: 'survey-dates/{id}/demographies-order',
    params: zIdParams,
    body: zDemographiesOrderPayload,
    response: zOkResponse,
  }),
} as const;

/** Collector and question calls; writes answer `editing-locked` once the date has responses (spec 2 §4, §7). */
export const collectorRoutes = {
  /** `GET survey-dates/{id}/collectors` (spec 2 §7). */
  collectorsList: defineRoute({
    ...adminScoped,
    summary: 'List a survey date’s collectors',
    method: 'GET',
    path: 'survey-dates/{id}/collectors',
    params: zIdParams,
    response: zCollectorsResponse,
  }),
  /**
   * `PUT survey-dates/{id}/collectors`: the whole list (spec 2 §7); a provider collector the date's surveys do not
   * have is `validation-failed`, one another date of the account holds `collector-on-other-date` (docs/import.md).
   */
  collectorsSave: defineRoute({
    ...adminScoped,
    summary: 'Save a survey date’s collectors',
    errors: ['editing-locked', 'collector-on-other-date'],
    method: 'PUT',
    path: 'survey-dates/{id}/collectors',
    params: zIdParams,
    body: zCollectorsSavePayload,
    response: zOkResponse,
  }),
  /** `POST survey-dates/{id}/collectors-xlsx`: the xlsx as a data URL; cell errors name the cell (spec 2 §7, §8). */
  collectorsXlsxUpload: defineRoute({
    ...adminScoped,
    summary: 'Upload the collectors spreadsheet',
    errors: [
      'editing-locked',
      'collector-on-other-date',
      'cant-find-collector-id',
      'cant-find-worker-group',
      'invalid-file',
      'unsupported-media-type',
      'server-busy',
      ...SPREADSHEET_ERROR_CODES,
    ],
    method: 'POST',
    path: 'survey-dates/{id}/collectors-xlsx',
    params: zIdParams,
    body: zCollectorsXlsxUploadPayload,
    response: zCollectorsXlsxUploadResponse,
  }),
  /** `GET survey-dates/{id}/collectors-xlsx?t={ticket}`: the sample xlsx, opened in a new tab (spec 2 §7). */
  collectorsXlsxDownload: defineRoute({
    ...adminScoped,
    summary: 'Download the collectors spreadsheet',
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'survey-dates/{id}/collectors-xlsx',
    params: zIdParams,
    query: zTicketQuery,
    ticket: { resource: 'collectors-xlsx', idParam: 'id' },
  }),
  /** `GET survey-dates/{id}/worker-group/{workerGroupId}/question-groups` (spec 2 §7). */
  topicsList: defineRoute({
    ...userScoped,
    summary: 'List a worker group’s question groups',
    embed: true,
    method: 'GET',
    path: 'survey-dates/{id}/worker-group/{workerGroupId}/question-groups',
    params: zTopicsParams,
    query: zDataNamesQuery,
    response: zTopicsResponse,
  }),
  /** `PUT question-groups`: the topics of a worker group on a date, replacing the stored ones (spec 2 §7). */
  topicsSave: defineRoute({
    ...adminScoped,
    summary: 'Save question groups',
    errors: ['editing-locked', 'not-found'],
    method: 'PUT',
    path: 'question-groups',
    body: zTopicsSavePayload,
    response: zOkResponse,
  }),
} as const;

/** Provider import calls (spec 1 §7, spec 2 §7). */
export const importRoutes = {
  /** `GET data-import/limits`: queue length and per-key daily limits (spec 2 §7). */
  dataImportLimits: defineRoute({
    ...adminScoped,
    summary: 'Get the import queue length and provider limits',
    accountScoped: false,
    method: 'GET',
    path: 'data-import/limits',
    response: zLimitsResponse,
  }),
  /**
   * `GET data-import/jobs`: the session account's running and recent import jobs with their progress
   * (docs/import.md "The import queue").
   */
  dataImportJobs: defineRoute({
    ...adminScoped,
    summary: 'List the session account’s import jobs',
    method: 'GET',
    path: 'data-import/jobs',
    response: zImportJobsResponse,
  }),
  /** `POST data-import/surveys` (the spec writes a trailing slash): refreshes the provider survey list (spec 2 §7). */
  dataImportSurveys: defineRoute({
    ...adminScoped,
    summary: 'Queue the import of the provider survey list',
    errors: ['no-session-account', 'provider-error'],
    accountScoped: false,
    method: 'POST',
    path: 'data-import/surveys',
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/surveys/{id}/details`: reimports a provider survey's design (spec 2 §7). */
  dataImportSurveyDetails: defineRoute({
    ...adminScoped,
    summary: 'Queue the import of a survey’s details',
    errors: ['provider-error'],
    method: 'POST',
    path: 'data-import/surveys/{id}/details',
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/surveys/{id}/collectors`: reimports its collectors (spec 2 §7). */
  dataImportSurveyCollectors: defineRoute({
    ...adminScoped,
    summary: 'Queue the import of a survey’s collectors',
    errors: ['provider-error'],
    method: 'POST',
    path: 'data-import/surveys/{id}/collectors',
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/surveys/{id}/responses`: reimports its responses (spec 2 §7). */
  dataImportSurveyResponses: defineRoute({
    ...adminScoped,
    summary: 'Queue the import of a survey’s responses',
    errors: ['provider-error'],
    method: 'POST',
    path: 'data-import/surveys/{id}/responses',
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/manual-import`: multipart xlsx/xls/csv; bad rows answer `manual-import-rows-invalid` (spec 2 §7, §8). */
  dataImportManual: defineRoute({
    ...adminScoped,
    summary: 'Import responses from a spreadsheet',
    errors: [
      'no-file-found',
      'cant-decode-file',
      'manual-import-missing-column',
      'manual-import-rows-invalid',
      'not-found',
      'invalid-file',
      'unsupported-media-type',
      'server-busy',
      ...SPREADSHEET_ERROR_CODES,
    ],
    bodyKind: 'upload',
    method: 'POST',
    path: 'data-import/manual-import',
    body: zFileUploadPayload,
    response: zFileImportResponse,
  }),
  /**
   * `POST data-import/manual-import/preview`: the same multipart file, read and checked as the
   * import would, storing nothing: its layout, rows, respondents per collector and the full error
   * list (docs/import.md "The manual import").
   */
  dataImportManualPreview: defineRoute({
    ...adminScoped,
    summary: 'Preview a spreadsheet import',
    errors: [
      'no-file-found',
      'cant-decode-file',
      'manual-import-missing-column',
      'not-found',
      'invalid-file',
      'unsupported-media-type',
      'server-busy',
      ...SPREADSHEET_ERROR_CODES,
    ],
    bodyKind: 'upload',
    method: 'POST',
    path: 'data-import/manual-import/preview',
    body: zFileUploadPayload,
    response: zManualImportPreview,
  }),
  /** `POST admin/import-csv`: a multipart csv import into the session account (spec 1 §7 names only its headers). */
  adminImportCsv: defineRoute({
    ...adminScoped,
    summary: 'Import a csv file into the session account',
    errors: ['invalid-file', 'unsupported-media-type'],
    bodyKind: 'upload',
    method: 'POST',
    path: 'admin/import-csv',
    body: zFileUploadPayload,
    response: zFileImportResponse,
  }),
} as const;

/** Document calls (spec 2 §7). */
export const documentRoutes = {
  /** `GET survey-dates/{id}/documents` (spec 2 §7). */
  documentsList: defineRoute({
    ...userScoped,
    summary: 'List a survey date’s documents',
    method: 'GET',
    path: 'survey-dates/{id}/documents',
    params: zIdParams,
    response: zDocumentsResponse,
  }),
  /** `POST survey-dates/{id}/documents`: name, file_name, file as a data URL (spec 2 §7). */
  documentsUpload: defineRoute({
    ...adminScoped,
    summary: 'Upload a document',
    errors: ['invalid-file', 'unsupported-media-type'],
    method: 'POST',
    path: 'survey-dates/{id}/documents',
    params: zIdParams,
    body: zDocumentUploadPayload,
    response: zCreatedResponse,
  }),
  /** `DELETE documents/{id}` (spec 2 §7). */
  documentsDelete: defineRoute({
    ...adminScoped,
    summary: 'Delete a document',
    method: 'DELETE',
    path: 'documents/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /** `POST documents/{id}/download`: a single-use token for the download URL (spec 2 §7). */
  documentsDownloadToken: defineRoute({
    ...userScoped,
    summary: 'Get a single-use document download link',
    method: 'POST',
    path: 'documents/{id}/download',
    params: zIdParams,
    body: zEmptyPayload,
    response: zDocumentDownloadTokenResponse,
  }),
  /** `GET documents/download/{token}`: the file, opened in a new window (spec 2 §7). */
  documentsDownload: defineRoute({
    ...userScoped,
    summary: 'Download a document with its single-use token',
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'documents/download/{token}',
    params: zDocumentDownloadParams,
  }),
} as const;
