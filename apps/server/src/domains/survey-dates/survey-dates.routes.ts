import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import {
  countResponses,
  lastSurveyDate,
  listSurveyDates,
  requireSurveyDate,
  setSurveyDateFlag,
  visibilityFor,
} from './survey-dates.queries';
import { rematchAccount } from '../item-matches/item-matches.service';
import { createSurveyDate, deleteSurveyDate, deleteSurveyDateAnswers } from './survey-dates.service';

/** The survey-dates domain's routes (spec 1 §7); each registered from the core route table. */
export async function surveyDatesDomain(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  // published dates; `all=true` lists every date, for admins only (spec 1 §6, spec 2 §7)
  registerRoute(app, routes.surveyDatesList, async ({ auth, accountId, query }) => ({
    survey_dates: await listSurveyDates(db(), accountId, {
      publishedOnly: !(auth.isAdmin && query.all === true),
    }),
  }));

  registerRoute(app, routes.surveyDatesLast, async ({ auth, accountId }) => ({
    last_date: await lastSurveyDate(db(), accountId, visibilityFor(auth)),
  }));

  registerRoute(app, routes.surveyDatesResponseCount, async ({ params, auth, accountId }) => {
    await requireSurveyDate(db(), accountId, params.id, visibilityFor(auth));
    return { answers_count: await countResponses(db(), accountId, params.id) };
  });

  registerRoute(app, routes.surveyDatesCreate, async ({ body, accountId }) => {
    const id = await createSurveyDate(db(), accountId, body);
    // its surveys' designs may be stored already: match its items to the earlier dates (docs/import.md)
    await rematchAccount(db(), accountId);
    return { status: 'ok' as const, id };
  });

  registerRoute(app, routes.surveyDatesSetEnabled, async ({ params, body, accountId }) => {
    const found = await setSurveyDateFlag(db(), accountId, params.id, 'enabled_for_users', body.enabled);
    if (!found) throw new AppError('not-found');
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.surveyDatesSetRefresh, async ({ params, body, accountId }) => {
    const found = await setSurveyDateFlag(
      db(),
      accountId,
      params.id,
      'is_refresh_enabled',
      body.is_refresh_enabled,
    );
    if (!found) throw new AppError('not-found');
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.surveyDatesDelete, async ({ params, accountId }) => {
    await deleteSurveyDate(db(), accountId, params.id);
    // later dates may have continued its items
    await rematchAccount(db(), accountId);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.surveyDatesDeleteAnswers, async ({ params, accountId }) => {
    await deleteSurveyDateAnswers(db(), accountId, params.id);
    return { status: 'ok' as const };
  });
}
