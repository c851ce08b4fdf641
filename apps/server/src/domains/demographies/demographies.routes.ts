import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { callerDataNames } from '../translations/translations.service';
import { listDemographies } from './demographies.queries';
import {
  createDemography,
  deleteDemography,
  reorderDemographies,
  updateDemography,
} from './demographies.service';

/** The demographies domain (spec 2 §2 Demographies, §4, §5, §7). */
async function demographiesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.demographiesList, async ({ params, query, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    const demographies = await listDemographies(db, accountId, params.id);
    if (query.names !== 'display') return { demographies };
    // for showing: the names in the caller's language (docs/i18n.md "Data names")
    const names = await callerDataNames(db, auth, accountId);
    return {
      demographies: demographies.map((d) => ({
        ...d,
        name: names.of('demography', d.name),
        answers: d.answers.map((a) => ({ ...a, name: names.of('demography-answer', a.name) })),
      })),
    };
  });

  registerRoute(app, routes.demographiesCreate, async ({ params, body, accountId }) => ({
    status: 'ok' as const,
    id: await createDemography(db, accountId, params.id, body),
  }));

  registerRoute(app, routes.demographiesUpdate, async ({ params, body, accountId }) => {
    await updateDemography(db, accountId, params.id, body);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.demographiesDelete, async ({ params, accountId }) => {
    await deleteDemography(db, accountId, params.id);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.demographiesOrder, async ({ params, body, accountId }) => {
    await reorderDemographies(db, accountId, params.id, body.order);
    return { status: 'ok' as const };
  });
}

/** `demographiesRoutes` as the named `demographies-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const demographiesDomain = domainPlugin(demographiesRoutes, 'demographies', ['surveyDateAccess']);
