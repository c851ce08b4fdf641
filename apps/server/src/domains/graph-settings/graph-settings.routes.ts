import { resolveLanguage, routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../routing';
import { callerLanguageCode } from '../../services/auth';
import { domainPlugin } from '../domain-plugin';
import { graphDimensions, saveGraphDimensions } from './graph-dimensions.queries';
import {
  enabledGraphs,
  graphExplanations,
  saveEnabledGraphs,
  saveGraphExplanations,
} from './graph-texts.queries';

/** The graph settings domain: dimensions per date, enabled graphs and explanations per account (spec 2 §2 Graph settings, §7). */
async function graphSettingsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.graphDimensions, async ({ params, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    return { grouped_graph_dimensions: await graphDimensions(db, accountId, params.id) };
  });

  registerRoute(app, routes.graphDimensionsSave, async ({ params, body, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    await saveGraphDimensions(db, accountId, params.id, body.grouped_graph_dimensions);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.enabledGraphs, async ({ accountId }) => ({
    enabled_graphs: await enabledGraphs(db, accountId),
  }));

  registerRoute(app, routes.enabledGraphsSave, async ({ body, accountId }) => {
    await saveEnabledGraphs(db, accountId, body.enabled_graphs);
    return { status: 'ok' as const };
  });

  // the user variant: the explanations in the caller's current language (spec 1 §7)
  registerRoute(app, routes.graphExplanations, async ({ accountId, auth }) => {
    const all = await graphExplanations(db, accountId);
    return { graph_explanations: all[resolveLanguage(callerLanguageCode(auth))] };
  });

  registerRoute(app, routes.adminGraphExplanations, async ({ accountId }) => ({
    graph_explanations: await graphExplanations(db, accountId),
  }));

  registerRoute(app, routes.graphExplanationsSave, async ({ body, accountId }) => {
    await saveGraphExplanations(db, accountId, body.graph_explanations);
    return { status: 'ok' as const };
  });
}

/** `graphSettingsRoutes` as the named `graph-settings-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const graphSettingsDomain = domainPlugin(graphSettingsRoutes, 'graph-settings', ['surveyDateAccess']);
