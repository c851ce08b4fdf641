import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../routing';
import { listItemMatches, saveItemMatchDecisions } from './item-matches.service';

/** Cross-wave matching of a date's provider items (docs/import.md "Matching across survey dates"). */
export async function itemMatchesDomain(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.itemMatchesList, async ({ params, accountId }) =>
    listItemMatches(db, accountId, params.id),
  );

  registerRoute(app, routes.itemMatchesSave, async ({ params, body, accountId }) =>
    saveItemMatchDecisions(db, accountId, params.id, body.decisions),
  );
}
