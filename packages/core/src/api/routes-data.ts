import { defineRoute } from './route-definition';
import { embedCallRoutes } from './routes-embed-calls';

/** Demography calls; writes answer `editing-locked` once the date has responses (spec 2 §4, §7). */
export const demographyRoutes = {
  demographiesList: embedCallRoutes.demographiesList,
  /** `POST survey-dates/{id}/demographies`; the body's survey_date_id must equal the path's (spec 2 §7). */
  demographiesCreate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-dates/{id}/demographies',
  }),
  /** `PUT demographies/{id}`: the same fields plus answer ids (spec 2 §7). */
  demographiesUpdate: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'demographies/{id}',
  }),
  /** `DELETE demographies/{id}` (spec 2 §7). */
  demographiesDelete: defineRoute({
    bodyKind: 'json',
    method: 'DELETE',
    path: 'demographies/{id}',
  }),
  /** `PUT survey-dates/{id}/demographies-order`: the ids in their new order (spec 2 §4, §7). */
  demographiesOrder: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'survey-dates/{id}/demographies-order',
  }),
} as const;

/** Collector and question calls; writes answer `editing-locked` once the date has responses (spec 2 §4, §7). */
export const collectorRoutes = {
  /** `GET survey-dates/{id}/collectors` (spec 2 §7). */
  collectorsList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/collectors',
  }),
  /**
   * `PUT survey-dates/{id}/collectors`: the whole list (spec 2 §7); a provider collector the date's surveys do not
   * have is `validation-failed`, one another date of the account holds `collector-on-other-date` (docs/import.md).
   */
  collectorsSave: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'survey-dates/{id}/collectors',
  }),
  /** `POST survey-dates/{id}/collectors-xlsx`: the xlsx as a data URL; cell errors name the cell (spec 2 §7, §8). */
  collectorsXlsxUpload: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-dates/{id}/collectors-xlsx',
  }),
  /** `GET survey-dates/{id}/collectors-xlsx?t={ticket}`: the sample xlsx, opened in a new tab (spec 2 §7). */
  collectorsXlsxDownload: defineRoute({
    bodyKind: 'download',
    method: 'GET',
    path: 'survey-dates/{id}/collectors-xlsx',
    ticket: { resource: 'collectors-xlsx', idParam: 'id' },
  }),
  topicsList: embedCallRoutes.topicsList,
  /** `PUT question-groups`: the topics of a worker group on a date, replacing the stored ones (spec 2 §7). */
  topicsSave: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'question-groups',
  }),
} as const;

/** Provider import calls (spec 1 §7, spec 2 §7). */
export const importRoutes = {
  /** `GET data-import/limits`: queue length and per-key daily limits (spec 2 §7). */
  dataImportLimits: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'data-import/limits',
  }),
  /**
   * `GET data-import/jobs`: the session account's running and recent import jobs with their progress
   * (docs/import.md "The import queue").
   */
  dataImportJobs: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'data-import/jobs',
  }),
  /** `POST data-import/surveys` (the spec writes a trailing slash): refreshes the provider survey list (spec 2 §7). */
  dataImportSurveys: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'data-import/surveys',
  }),
  /** `POST data-import/surveys/{id}/details`: reimports a provider survey's design (spec 2 §7). */
  dataImportSurveyDetails: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'data-import/surveys/{id}/details',
  }),
  /** `POST data-import/surveys/{id}/collectors`: reimports its collectors (spec 2 §7). */
  dataImportSurveyCollectors: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'data-import/surveys/{id}/collectors',
  }),
  /** `POST data-import/surveys/{id}/responses`: reimports its responses (spec 2 §7). */
  dataImportSurveyResponses: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'data-import/surveys/{id}/responses',
  }),
  /** `POST data-import/manual-import`: multipart xlsx/xls/csv; bad rows answer `manual-import-rows-invalid` (spec 2 §7, §8). */
  dataImportManual: defineRoute({
    bodyKind: 'upload',
    method: 'POST',
    path: 'data-import/manual-import',
  }),
  /**
   * `POST data-import/manual-import/preview`: the same multipart file, read and checked as the
   * import would, storing nothing: its layout, rows, respondents per collector and the full error
   * list (docs/import.md "The manual import").
   */
  dataImportManualPreview: defineRoute({
    bodyKind: 'upload',
    method: 'POST',
    path: 'data-import/manual-import/preview',
  }),
  /** `POST admin/import-csv`: a multipart csv import into the session account (spec 1 §7 names only its headers). */
  adminImportCsv: defineRoute({
    bodyKind: 'upload',
    method: 'POST',
    path: 'admin/import-csv',
  }),
} as const;

/** Document calls (spec 2 §7). */
export const documentRoutes = {
  /** `GET survey-dates/{id}/documents` (spec 2 §7). */
  documentsList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/documents',
  }),
  /** `POST survey-dates/{id}/documents`: name, file_name, file as a data URL (spec 2 §7). */
  documentsUpload: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-dates/{id}/documents',
  }),
  /** `DELETE documents/{id}` (spec 2 §7). */
  documentsDelete: defineRoute({
    bodyKind: 'json',
    method: 'DELETE',
    path: 'documents/{id}',
  }),
  /** `POST documents/{id}/download`: a single-use token for the download URL (spec 2 §7). */
  documentsDownloadToken: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'documents/{id}/download',
  }),
  /** `GET documents/download/{token}`: the file, opened in a new window (spec 2 §7). */
  documentsDownload: defineRoute({
    bodyKind: 'download',
    method: 'GET',
    path: 'documents/download/{token}',
  }),
} as const;
