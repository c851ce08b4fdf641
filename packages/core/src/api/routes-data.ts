import {
  zCollectorsResponse,
  zCollectorsSavePayload,
  zCollectorsXlsxUploadPayload,
  zCollectorsXlsxUploadResponse,
} from '../schemas/collector';
import {
  zCreatedResponse,
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
import {
  zQuestionGroupsParams,
  zQuestionGroupsResponse,
  zQuestionGroupsSavePayload,
} from '../schemas/question';
import { adminScoped, defineRoute, userScoped } from './route-definition';

/** Demography calls; writes answer `editing-locked` once the date has responses (spec 2 §4, §7). */
export const demographyRoutes = {
  /** `GET survey-dates/{id}/demographies`, in their order (spec 2 §7). */
  demographiesList: defineRoute({
    ...userScoped,
    embed: true,
    method: 'GET',
    path: 'survey-dates/{id}/demographies',
    params: zIdParams,
    response: zDemographiesResponse,
  }),
  /** `POST survey-dates/{id}/demographies`; the body's survey_date_id must equal the path's (spec 2 §7). */
  demographiesCreate: defineRoute({
    ...adminScoped,
    method: 'POST',
    path: 'survey-dates/{id}/demographies',
    params: zIdParams,
    body: zDemographyCreatePayload,
    response: zCreatedResponse,
  }),
  /** `PUT demographies/{id}`: the same fields plus answer ids (spec 2 §7). */
  demographiesUpdate: defineRoute({
    ...adminScoped,
    method: 'PUT',
    path: 'demographies/{id}',
    params: zIdParams,
    body: zDemographyUpdatePayload,
    response: zOkResponse,
  }),
  /** `DELETE demographies/{id}` (spec 2 §7). */
  demographiesDelete: defineRoute({
    ...adminScoped,
    method: 'DELETE',
    path: 'demographies/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /** `PUT survey-dates/{id}/demographies-order`: the ids in their new order (spec 2 §4, §7). */
  demographiesOrder: defineRoute({
    ...adminScoped,
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
    method: 'GET',
    path: 'survey-dates/{id}/collectors',
    params: zIdParams,
    response: zCollectorsResponse,
  }),
  /** `PUT survey-dates/{id}/collectors`: the whole list (spec 2 §7). */
  collectorsSave: defineRoute({
    ...adminScoped,
    method: 'PUT',
    path: 'survey-dates/{id}/collectors',
    params: zIdParams,
    body: zCollectorsSavePayload,
    response: zOkResponse,
  }),
  /** `POST survey-dates/{id}/collectors-xlsx`: the xlsx as a data URL; cell errors name the cell (spec 2 §7, §8). */
  collectorsXlsxUpload: defineRoute({
    ...adminScoped,
    method: 'POST',
    path: 'survey-dates/{id}/collectors-xlsx',
    params: zIdParams,
    body: zCollectorsXlsxUploadPayload,
    response: zCollectorsXlsxUploadResponse,
  }),
  /** `GET survey-dates/{id}/collectors-xlsx?t={ticket}`: the sample xlsx, opened in a new tab (spec 2 §7). */
  collectorsXlsxDownload: defineRoute({
    ...adminScoped,
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'survey-dates/{id}/collectors-xlsx',
    params: zIdParams,
    query: zTicketQuery,
    ticket: { resource: 'collectors-xlsx', idParam: 'id' },
  }),
  /** `GET survey-dates/{id}/worker-group/{workerGroupId}/question-groups` (spec 2 §7). */
  questionGroupsList: defineRoute({
    ...userScoped,
    embed: true,
    method: 'GET',
    path: 'survey-dates/{id}/worker-group/{workerGroupId}/question-groups',
    params: zQuestionGroupsParams,
    response: zQuestionGroupsResponse,
  }),
  /** `PUT question-groups`: the topics of a worker group on a date, replacing the stored ones (spec 2 §7). */
  questionGroupsSave: defineRoute({
    ...adminScoped,
    method: 'PUT',
    path: 'question-groups',
    body: zQuestionGroupsSavePayload,
    response: zOkResponse,
  }),
} as const;

/** Provider import calls (spec 1 §7, spec 2 §7). */
export const importRoutes = {
  /** `GET data-import/limits`: queue length and per-key daily limits (spec 2 §7). */
  dataImportLimits: defineRoute({
    ...adminScoped,
    accountScoped: false,
    method: 'GET',
    path: 'data-import/limits',
    response: zLimitsResponse,
  }),
  /** `GET data-import/jobs`: the session account's running and recent import jobs with their progress (issue #5). */
  dataImportJobs: defineRoute({
    ...adminScoped,
    method: 'GET',
    path: 'data-import/jobs',
    response: zImportJobsResponse,
  }),
  /** `POST data-import/surveys` (the spec writes a trailing slash): refreshes the provider survey list (spec 2 §7). */
  dataImportSurveys: defineRoute({
    ...adminScoped,
    accountScoped: false,
    method: 'POST',
    path: 'data-import/surveys',
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/surveys/{id}/details`: reimports a provider survey's design (spec 2 §7). */
  dataImportSurveyDetails: defineRoute({
    ...adminScoped,
    method: 'POST',
    path: 'data-import/surveys/{id}/details',
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/surveys/{id}/collectors`: reimports its collectors (spec 2 §7). */
  dataImportSurveyCollectors: defineRoute({
    ...adminScoped,
    method: 'POST',
    path: 'data-import/surveys/{id}/collectors',
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/surveys/{id}/responses`: reimports its responses (spec 2 §7). */
  dataImportSurveyResponses: defineRoute({
    ...adminScoped,
    method: 'POST',
    path: 'data-import/surveys/{id}/responses',
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  }),
  /** `POST data-import/manual-import`: multipart xlsx/xls/csv; bad rows answer `manual-import-rows-invalid` (spec 2 §7, §8). */
  dataImportManual: defineRoute({
    ...adminScoped,
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
    bodyKind: 'upload',
    method: 'POST',
    path: 'data-import/manual-import/preview',
    body: zFileUploadPayload,
    response: zManualImportPreview,
  }),
  /** `POST admin/import-csv`: a multipart csv import into the session account (spec 1 §7 names only its headers). */
  adminImportCsv: defineRoute({
    ...adminScoped,
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
    method: 'GET',
    path: 'survey-dates/{id}/documents',
    params: zIdParams,
    response: zDocumentsResponse,
  }),
  /** `POST survey-dates/{id}/documents`: name, file_name, file as a data URL (spec 2 §7). */
  documentsUpload: defineRoute({
    ...adminScoped,
    method: 'POST',
    path: 'survey-dates/{id}/documents',
    params: zIdParams,
    body: zDocumentUploadPayload,
    response: zCreatedResponse,
  }),
  /** `DELETE documents/{id}` (spec 2 §7). */
  documentsDelete: defineRoute({
    ...adminScoped,
    method: 'DELETE',
    path: 'documents/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /** `POST documents/{id}/download`: a single-use token for the download URL (spec 2 §7). */
  documentsDownloadToken: defineRoute({
    ...userScoped,
    method: 'POST',
    path: 'documents/{id}/download',
    params: zIdParams,
    body: zEmptyPayload,
    response: zDocumentDownloadTokenResponse,
  }),
  /** `GET documents/download/{token}`: the file, opened in a new window (spec 2 §7). */
  documentsDownload: defineRoute({
    ...userScoped,
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'documents/download/{token}',
    params: zDocumentDownloadParams,
  }),
} as const;
