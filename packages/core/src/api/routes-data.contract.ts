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
import { SPREADSHEET_UPLOAD_ERRORS } from '../errors/spreadsheet-errors';
import { adminScoped, userScoped, type RouteContractsOf } from './route-definition';
import type { demographyRoutes, collectorRoutes, importRoutes, documentRoutes } from './routes-data';

/** The contract of {@link demographyRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const demographyRouteContracts = {
  demographiesList: {
    ...userScoped,
    embed: true,
    summary: 'List a survey date’s demographies',
    params: zIdParams,
    query: zDataNamesQuery,
    response: zDemographiesResponse,
  },
  demographiesCreate: {
    ...adminScoped,
    summary: 'Create a demography',
    errors: ['editing-locked', 'conflict'],
    params: zIdParams,
    body: zDemographyCreatePayload,
    response: zCreatedResponse,
  },
  demographiesUpdate: {
    ...adminScoped,
    summary: 'Change a demography',
    errors: ['editing-locked', 'conflict'],
    params: zIdParams,
    body: zDemographyUpdatePayload,
    response: zOkResponse,
  },
  demographiesDelete: {
    ...adminScoped,
    summary: 'Delete a demography',
    errors: ['editing-locked'],
    params: zIdParams,
    response: zOkResponse,
  },
  demographiesOrder: {
    ...adminScoped,
    summary: 'Reorder a survey date’s demographies',
    errors: ['editing-locked'],
    params: zIdParams,
    body: zDemographiesOrderPayload,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof demographyRoutes>;

/** The contract of {@link collectorRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const collectorRouteContracts = {
  collectorsList: {
    ...adminScoped,
    summary: 'List a survey date’s collectors',
    params: zIdParams,
    response: zCollectorsResponse,
  },
  collectorsSave: {
    ...adminScoped,
    summary: 'Save a survey date’s collectors',
    errors: ['editing-locked', 'collector-on-other-date'],
    params: zIdParams,
    body: zCollectorsSavePayload,
    response: zOkResponse,
  },
  collectorsXlsxUpload: {
    ...adminScoped,
    summary: 'Upload the collectors spreadsheet',
    errors: [
      'editing-locked',
      'collector-on-other-date',
      'cant-find-collector-id',
      'cant-find-worker-group',
      ...SPREADSHEET_UPLOAD_ERRORS,
    ],
    params: zIdParams,
    body: zCollectorsXlsxUploadPayload,
    response: zCollectorsXlsxUploadResponse,
  },
  collectorsXlsxDownload: {
    ...adminScoped,
    credential: 'ticket',
    summary: 'Download the collectors spreadsheet',
    params: zIdParams,
    query: zTicketQuery,
  },
  topicsList: {
    ...userScoped,
    embed: true,
    summary: 'List a worker group’s question groups',
    params: zTopicsParams,
    query: zDataNamesQuery,
    response: zTopicsResponse,
  },
  topicsSave: {
    ...adminScoped,
    summary: 'Save question groups',
    errors: ['editing-locked', 'not-found'],
    body: zTopicsSavePayload,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof collectorRoutes>;

/** The contract of {@link importRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const importRouteContracts = {
  dataImportLimits: {
    ...adminScoped,
    accountScoped: false,
    summary: 'Get the import queue length and provider limits',
    response: zLimitsResponse,
  },
  dataImportJobs: {
    ...adminScoped,
    summary: 'List the session account’s import jobs',
    response: zImportJobsResponse,
  },
  dataImportSurveys: {
    ...adminScoped,
    accountScoped: false,
    summary: 'Queue the import of the provider survey list',
    errors: ['no-session-account', 'provider-error'],
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  },
  dataImportSurveyDetails: {
    ...adminScoped,
    summary: 'Queue the import of a survey’s details',
    errors: ['provider-error'],
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  },
  dataImportSurveyCollectors: {
    ...adminScoped,
    summary: 'Queue the import of a survey’s collectors',
    errors: ['provider-error'],
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  },
  dataImportSurveyResponses: {
    ...adminScoped,
    summary: 'Queue the import of a survey’s responses',
    errors: ['provider-error'],
    params: zProviderIdParams,
    body: zEmptyPayload,
    response: zImportQueuedResponse,
  },
  dataImportManual: {
    ...adminScoped,
    summary: 'Import responses from a spreadsheet',
    errors: [
      'no-file-found',
      'cant-decode-file',
      'manual-import-missing-column',
      'manual-import-rows-invalid',
      'not-found',
      ...SPREADSHEET_UPLOAD_ERRORS,
    ],
    body: zFileUploadPayload,
    response: zFileImportResponse,
  },
  dataImportManualPreview: {
    ...adminScoped,
    summary: 'Preview a spreadsheet import',
    errors: [
      'no-file-found',
      'cant-decode-file',
      'manual-import-missing-column',
      'not-found',
      ...SPREADSHEET_UPLOAD_ERRORS,
    ],
    body: zFileUploadPayload,
    response: zManualImportPreview,
  },
  adminImportCsv: {
    ...adminScoped,
    summary: 'Import a csv file into the session account',
    errors: ['invalid-file', 'unsupported-media-type'],
    body: zFileUploadPayload,
    response: zFileImportResponse,
  },
} as const satisfies RouteContractsOf<typeof importRoutes>;

/** The contract of {@link documentRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const documentRouteContracts = {
  documentsList: {
    ...userScoped,
    summary: 'List a survey date’s documents',
    params: zIdParams,
    response: zDocumentsResponse,
  },
  documentsUpload: {
    ...adminScoped,
    summary: 'Upload a document',
    errors: ['invalid-file', 'unsupported-media-type'],
    params: zIdParams,
    body: zDocumentUploadPayload,
    response: zCreatedResponse,
  },
  documentsDelete: { ...adminScoped, summary: 'Delete a document', params: zIdParams, response: zOkResponse },
  documentsDownloadToken: {
    ...userScoped,
    summary: 'Get a single-use document download link',
    params: zIdParams,
    body: zEmptyPayload,
    response: zDocumentDownloadTokenResponse,
  },
  documentsDownload: {
    ...userScoped,
    credential: 'ticket',
    summary: 'Download a document with its single-use token',
    params: zDocumentDownloadParams,
  },
} as const satisfies RouteContractsOf<typeof documentRoutes>;
