import { defineRoute } from './route-definition';
import { embedCallRoutes } from './routes-embed-calls';

/** Graph, participation and graph settings calls (spec 1 §7, spec 2 §7). */
export const graphRoutes = {
  graphData: embedCallRoutes.graphData,
  graphFilterOptions: embedCallRoutes.graphFilterOptions,
  /** `POST graph/excel-export?t={ticket}`: a form post with field `data`, answering xlsx (spec 2 §7). */
  graphExcelExport: defineRoute({
    bodyKind: 'download',
    method: 'POST',
    path: 'graph/excel-export',
    ticket: { resource: 'graph-excel-export' },
  }),
  /** `POST graph/participation-rate`: survey_date_id → the collector rows (spec 2 §7). */
  participationRate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'graph/participation-rate',
  }),
  /** `GET graph/participation-rate/survey-dates/{id}/xlsx?t={ticket}`, optionally one worker group (spec 2 §7). */
  participationXlsx: defineRoute({
    bodyKind: 'download',
    method: 'GET',
    path: 'graph/participation-rate/survey-dates/{id}/xlsx',
    ticket: { resource: 'participation-xlsx', idParam: 'id' },
  }),
  graphDimensions: embedCallRoutes.graphDimensions,
  /** `POST survey-dates/{id}/graph-dimensions`: the updated dimensions (spec 2 §7). */
  graphDimensionsSave: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-dates/{id}/graph-dimensions',
  }),
  /** `GET account/enabled-graphs`: slug → boolean (spec 1 §7). */
  enabledGraphs: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'account/enabled-graphs',
  }),
  /** `POST account/enabled-graphs`: the settings screen saves slug → boolean (spec 2 §7). */
  enabledGraphsSave: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'account/enabled-graphs',
  }),
  graphExplanations: embedCallRoutes.graphExplanations,
  /** `GET admin/graph-explanations`: slug → text for every language (spec 2 §7). */
  adminGraphExplanations: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'admin/graph-explanations',
  }),
  /** `POST account/graph-explanations`: saves the texts of every language (spec 2 §7). */
  graphExplanationsSave: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'account/graph-explanations',
  }),
} as const;

/** E-mail template, translation and download ticket calls (spec 2 §7). */
export const settingsRoutes = {
  /** `GET email-templates` (spec 2 §7). */
  emailTemplatesList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'email-templates',
  }),
  /** `POST email-templates/{id}`: name, slug, subject, content, sender_name, sender_email (spec 2 §7). */
  emailTemplatesUpdate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'email-templates/{id}',
  }),
  /** `GET language/{accountId}/csv?t={ticket}`: the session account's translations csv (spec 2 §7). */
  translationsDownload: defineRoute({
    bodyKind: 'download',
    method: 'GET',
    path: 'language/{accountId}/csv',
    ticket: { resource: 'translations-csv', idParam: 'accountId' },
  }),
  /** `POST language/{accountId}/csv`: a multipart csv upload (spec 1 §7, spec 2 §7). */
  translationsUpload: defineRoute({
    bodyKind: 'upload',
    method: 'POST',
    path: 'language/{accountId}/csv',
  }),
  /** `GET account/translations`: the merged hu/en catalogue of the session account (not in the specs; spec 2 §2 Translations). */
  accountTranslations: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'account/translations',
  }),
  accountGraphTranslations: embedCallRoutes.accountGraphTranslations,
  /** `POST download-tickets`: `{ resource, id }` → a single-use, short-lived `{ ticket }` for `?t=`. */
  downloadTickets: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'download-tickets',
  }),
} as const;
