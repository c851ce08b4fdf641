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
import { SPREADSHEET_UPLOAD_ERRORS } from '../errors/spreadsheet-errors';
import { adminScoped, userScoped, type RouteContractsOf } from './route-definition';
import type { graphRoutes, settingsRoutes } from './routes-reporting';

/** The contract of {@link graphRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const graphRouteContracts = {
  graphData: {
    ...userScoped,
    embed: true,
    summary: 'Draw a graph’s data',
    errors: [
      'field-not-allowed',
      'graph-filter-not-allowed',
      'graph-too-many-dates',
      'embed-graph-not-allowed',
      'embed-parameter-locked',
    ],
    body: zGraphDataRequest,
    response: zGraphResponse,
  },
  graphFilterOptions: {
    ...userScoped,
    embed: true,
    summary: 'List a graph’s filter options',
    errors: ['field-not-allowed', 'graph-filter-not-allowed'],
    body: zGraphFilterOptionsRequest,
    response: zGraphFilterOptions,
  },
  graphExcelExport: {
    ...userScoped,
    credential: 'ticket',
    summary: 'Download a graph as a spreadsheet',
    errors: ['field-not-allowed', 'graph-filter-not-allowed', 'graph-too-many-dates'],
    query: zTicketQuery,
    body: zGraphExcelExportForm,
  },
  participationRate: {
    ...userScoped,
    summary: 'Get the participation rates',
    errors: ['field-not-allowed'],
    body: zParticipationRateRequest,
    response: zParticipationRateResponse,
  },
  participationXlsx: {
    ...userScoped,
    credential: 'ticket',
    summary: 'Download the participation rates as a spreadsheet',
    params: zIdParams,
    query: zParticipationXlsxQuery,
  },
  graphDimensions: {
    ...userScoped,
    embed: true,
    summary: 'Get a survey date’s graph dimensions',
    params: zIdParams,
    response: zGraphDimensionsPayload,
  },
  graphDimensionsSave: {
    ...adminScoped,
    summary: 'Save a survey date’s graph dimensions',
    params: zIdParams,
    body: zGraphDimensionsPayload,
    response: zOkResponse,
  },
  enabledGraphs: {
    ...userScoped,
    summary: 'List the session account’s enabled graphs',
    response: zEnabledGraphsPayload,
  },
  enabledGraphsSave: {
    ...adminScoped,
    summary: 'Save the session account’s enabled graphs',
    body: zEnabledGraphsPayload,
    response: zOkResponse,
  },
  graphExplanations: {
    ...userScoped,
    embed: true,
    summary: 'Get the graph explanations in the session language',
    response: zGraphExplanationsPayload,
  },
  adminGraphExplanations: {
    ...adminScoped,
    summary: 'Get the graph explanations in every language',
    response: zAdminGraphExplanationsPayload,
  },
  graphExplanationsSave: {
    ...adminScoped,
    summary: 'Save the graph explanations',
    body: zAdminGraphExplanationsPayload,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof graphRoutes>;

/** The contract of {@link settingsRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const settingsRouteContracts = {
  emailTemplatesList: {
    ...adminScoped,
    accountScoped: false,
    summary: 'List the e-mail templates',
    response: zEmailTemplatesResponse,
  },
  emailTemplatesUpdate: {
    ...adminScoped,
    accountScoped: false,
    summary: 'Change an e-mail template',
    params: zIdParams,
    body: zEmailTemplateUpdatePayload,
    response: zOkResponse,
  },
  translationsDownload: {
    ...adminScoped,
    credential: 'ticket',
    summary: 'Download an account’s translations as csv',
    params: zTranslationsParams,
    query: zTicketQuery,
  },
  translationsUpload: {
    ...adminScoped,
    summary: 'Upload an account’s translations as csv',
    errors: SPREADSHEET_UPLOAD_ERRORS,
    params: zTranslationsParams,
    body: zTranslationsUploadPayload,
    response: zTranslationsUploadResponse,
  },
  accountTranslations: {
    ...userScoped,
    summary: 'Get the session account’s translation overrides',
    response: zTranslationsResponse,
  },
  accountGraphTranslations: {
    ...userScoped,
    embed: true,
    summary: 'Get the graph texts of the session account',
    query: zGraphTranslationsQuery,
    response: zGraphTranslationsResponse,
  },
  downloadTickets: {
    ...userScoped,
    summary: 'Get a single-use download ticket',
    errors: ['not-found'],
    body: zDownloadTicketPayload,
    response: zDownloadTicketResponse,
  },
} as const satisfies RouteContractsOf<typeof settingsRoutes>;
