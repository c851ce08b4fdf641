import { zIdParams, zOkResponse } from '../schemas/common';
import {
  zDownloadTicketPayload,
  zDownloadTicketResponse,
  zParticipationXlsxQuery,
  zTicketQuery,
} from '../schemas/download-ticket';
import { zEmailTemplatesResponse, zEmailTemplateUpdatePayload } from '../schemas/email-template';
import { zGraphFilterOptions, zGraphFilterOptionsRequest } from '../schemas/graph-filter-options';
import { zGraphDataRequest } from '../schemas/graph-query';
import { zGraphExcelExportForm, zGraphResponse } from '../schemas/graph-response';
import {
  zAdminGraphExplanationsPayload,
  zEnabledGraphsPayload,
  zGraphDimensionsPayload,
  zGraphExplanationsPayload,
} from '../schemas/graph-settings';
import { zParticipationRateRequest, zParticipationRateResponse } from '../schemas/participation';
import {
  zTranslationsParams,
  zGraphTranslationsQuery,
  zGraphTranslationsResponse,
  zTranslationsResponse,
  zTranslationsUploadPayload,
  zTranslationsUploadResponse,
} from '../schemas/translations';
import { adminScoped, defineRoute, userScoped } from './route-definition';
import { SPREADSHEET_ERROR_CODES } from '../errors/spreadsheet-errors';

/** Graph, participation and graph settings calls (spec 1 §7, spec 2 §7). */
export const graphRoutes = {
  /** `POST graph/data`: type and query → graph_data, graph_meta, warnings (spec 2 §7). */
  graphData: defineRoute({
    ...userScoped,
    summary: 'Draw a graph’s data',
    errors: [
      'field-not-allowed',
      'graph-filter-not-allowed',
      'graph-too-many-dates',
      'embed-graph-not-allowed',
      'embed-parameter-locked',
    ],
    embed: true,
    method: 'POST',
    path: 'graph/data',
    body: zGraphDataRequest,
    response: zGraphResponse,
  }),
  /**
   * `POST graph/filter-options`: a survey date and the filters chosen so far → which worker groups and
   * demography answers the sidebar may offer, and why not (docs/privacy.md "Rule 6"); the same access and
   * filter rules as `graph/data`.
   */
  graphFilterOptions: defineRoute({
    ...userScoped,
    summary: 'List a graph’s filter options',
    errors: ['field-not-allowed', 'graph-filter-not-allowed'],
    embed: true,
    method: 'POST',
    path: 'graph/filter-options',
    body: zGraphFilterOptionsRequest,
    response: zGraphFilterOptions,
  }),
  /** `POST graph/excel-export?t={ticket}`: a form post with field `data`, answering xlsx (spec 2 §7). */
  graphExcelExport: defineRoute({
    ...userScoped,
    summary: 'Download a graph as a spreadsheet',
    errors: ['field-not-allowed', 'graph-filter-not-allowed', 'graph-too-many-dates'],
    credential: 'ticket',
    bodyKind: 'download',
    method: 'POST',
    path: 'graph/excel-export',
    query: zTicketQuery,
    body: zGraphExcelExportForm,
    ticket: { resource: 'graph-excel-export' },
  }),
  /** `POST graph/participation-rate`: survey_date_id → the collector rows (spec 2 §7). */
  participationRate: defineRoute({
    ...userScoped,
    summary: 'Get the participation rates',
    errors: ['field-not-allowed'],
    method: 'POST',
    path: 'graph/participation-rate',
    body: zParticipationRateRequest,
    response: zParticipationRateResponse,
  }),
  /** `GET graph/participation-rate/survey-dates/{id}/xlsx?t={ticket}`, optionally one worker group (spec 2 §7). */
  participationXlsx: defineRoute({
    ...userScoped,
    summary: 'Download the participation rates as a spreadsheet',
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'graph/participation-rate/survey-dates/{id}/xlsx',
    params: zIdParams,
    query: zParticipationXlsxQuery,
    ticket: { resource: 'participation-xlsx', idParam: 'id' },
  }),
  /** `GET survey-dates/{id}/graph-dimensions`: grouped per graph slug (spec 2 §7). */
  graphDimensions: defineRoute({
    ...userScoped,
    summary: 'Get a survey date’s graph dimensions',
    embed: true,
    method: 'GET',
    path: 'survey-dates/{id}/graph-dimensions',
    params: zIdParams,
    response: zGraphDimensionsPayload,
  }),
  /** `POST survey-dates/{id}/graph-dimensions`: the updated dimensions (spec 2 §7). */
  graphDimensionsSave: defineRoute({
    ...adminScoped,
    summary: 'Save a survey date’s graph dimensions',
    method: 'POST',
    path: 'survey-dates/{id}/graph-dimensions',
    params: zIdParams,
    body: zGraphDimensionsPayload,
    response: zOkResponse,
  }),
  /** `GET account/enabled-graphs`: slug → boolean (spec 1 §7). */
  enabledGraphs: defineRoute({
    ...userScoped,
    summary: 'List the session account’s enabled graphs',
    method: 'GET',
    path: 'account/enabled-graphs',
    response: zEnabledGraphsPayload,
  }),
  /** `POST account/enabled-graphs`: the settings screen saves slug → boolean (spec 2 §7). */
  enabledGraphsSave: defineRoute({
    ...adminScoped,
    summary: 'Save the session account’s enabled graphs',
    method: 'POST',
    path: 'account/enabled-graphs',
    body: zEnabledGraphsPayload,
    response: zOkResponse,
  }),
  /** `GET account/graph-explanations`: slug → text in the current language (spec 1 §7). */
  graphExplanations: defineRoute({
    ...userScoped,
    summary: 'Get the graph explanations in the session language',
    embed: true,
    method: 'GET',
    path: 'account/graph-explanations',
    response: zGraphExplanationsPayload,
  }),
  /** `GET admin/graph-explanations`: slug → text for every language (spec 2 §7). */
  adminGraphExplanations: defineRoute({
    ...adminScoped,
    summary: 'Get the graph explanations in every language',
    method: 'GET',
    path: 'admin/graph-explanations',
    response: zAdminGraphExplanationsPayload,
  }),
  /** `POST account/graph-explanations`: saves the texts of every language (spec 2 §7). */
  graphExplanationsSave: defineRoute({
    ...adminScoped,
    summary: 'Save the graph explanations',
    method: 'POST',
    path: 'account/graph-explanations',
    body: zAdminGraphExplanationsPayload,
    response: zOkResponse,
  }),
} as const;

/** E-mail template, translation and download ticket calls (spec 2 §7). */
export const settingsRoutes = {
  /** `GET email-templates` (spec 2 §7). */
  emailTemplatesList: defineRoute({
    ...adminScoped,
    summary: 'List the e-mail templates',
    accountScoped: false,
    method: 'GET',
    path: 'email-templates',
    response: zEmailTemplatesResponse,
  }),
  /** `POST email-templates/{id}`: name, slug, subject, content, sender_name, sender_email (spec 2 §7). */
  emailTemplatesUpdate: defineRoute({
    ...adminScoped,
    summary: 'Change an e-mail template',
    accountScoped: false,
    method: 'POST',
    path: 'email-templates/{id}',
    params: zIdParams,
    body: zEmailTemplateUpdatePayload,
    response: zOkResponse,
  }),
  /** `GET language/{accountId}/csv?t={ticket}`: the session account's translations csv (spec 2 §7). */
  translationsDownload: defineRoute({
    ...adminScoped,
    summary: 'Download an account’s translations as csv',
    credential: 'ticket',
    bodyKind: 'download',
    method: 'GET',
    path: 'language/{accountId}/csv',
    params: zTranslationsParams,
    query: zTicketQuery,
    ticket: { resource: 'translations-csv', idParam: 'accountId' },
  }),
  /** `POST language/{accountId}/csv`: a multipart csv upload (spec 1 §7, spec 2 §7). */
  translationsUpload: defineRoute({
    ...adminScoped,
    summary: 'Upload an account’s translations as csv',
    errors: ['invalid-file', 'unsupported-media-type', 'server-busy', ...SPREADSHEET_ERROR_CODES],
    bodyKind: 'upload',
    method: 'POST',
    path: 'language/{accountId}/csv',
    params: zTranslationsParams,
    body: zTranslationsUploadPayload,
    response: zTranslationsUploadResponse,
  }),
  /** `GET account/translations`: the merged hu/en catalogue of the session account (not in the specs; spec 2 §2 Translations). */
  accountTranslations: defineRoute({
    ...userScoped,
    summary: 'Get the session account’s translation overrides',
    method: 'GET',
    path: 'account/translations',
    response: zTranslationsResponse,
  }),
  /**
   * `GET account/translations/graph?lang=`: the texts a graph reads in one language, the account's
   * overrides merged (not in the specs): what the embed element translates with, since its script
   * carries no catalogue of its own (docs/embedding.md "The element (client)").
   */
  accountGraphTranslations: defineRoute({
    ...userScoped,
    summary: 'Get the graph texts of the session account',
    embed: true,
    method: 'GET',
    path: 'account/translations/graph',
    query: zGraphTranslationsQuery,
    response: zGraphTranslationsResponse,
  }),
  /** `POST download-tickets`: `{ resource, id }` → a single-use, short-lived `{ ticket }` for `?t=`. */
  downloadTickets: defineRoute({
    ...userScoped,
    summary: 'Get a single-use download ticket',
    errors: ['not-found'],
    method: 'POST',
    path: 'download-tickets',
    body: zDownloadTicketPayload,
    response: zDownloadTicketResponse,
  }),
} as const;
