import { type LanguageCode, routes, type ShareRecipientStatus } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { createShareMailQueue, type ShareMailQueue, shareTokenDigest } from './share-mail-queue';
import {
  deleteShare,
  findAccountDate,
  findOwnRecipient,
  insertShare,
  listRecipients,
  listShares,
  markOpened,
  reachedUserIds,
  scopedUsers,
} from './shares.queries';

const services = new WeakMap<object, ShareMailQueue>();

/** The share mail queue of an app, for tests; throws when the domain is not registered. */
export function shareServicesOf(app: FastifyInstance): ShareMailQueue {
  const found = services.get(app.database);
  if (!found) throw new Error('the shares domain is not registered');
  return found;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const day = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const language = (code: string) => (code === 'en' ? 'en' : 'hu') as LanguageCode;

/**
 * Sharing a published date with scoped users (docs/api.md "Sharing a date"): an admin mails the account's scoped
 * users — all or some — a link to their results home, and lists each recipient's status; mails leave through the
 * share queue at the account's pace. The recipient's signed-in visit through the link marks it opened.
 */
async function sharesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const queue = createShareMailQueue(app);
  services.set(app.database, queue);
  const env = app.env;
  // mails go out where the import and report workers run: `npm start`'s process, or `npm run worker`
  if (env.IMPORT_WORKERS === 'true' || (env.IMPORT_WORKERS === 'auto' && env.NODE_ENV !== 'test'))
    app.addHook('onReady', () => queue.startWorkers());
  app.addHook('onClose', async () => {
    await queue.stop();
    if (services.get(app.database) === queue) services.delete(app.database);
  });

  registerRoute(app, routes.surveyDateSharesList, async ({ params, accountId }) => {
    const date = await findAccountDate(db, accountId, params.id);
    if (!date) throw new AppError('not-found');
    const [people, reached, shares] = await Promise.all([
      scopedUsers(db, accountId),
      reachedUserIds(db, accountId, date.id),
      listShares(db, accountId, date.id),
    ]);
    const recipients = await listRecipients(
      db,
      accountId,
      shares.map((share) => share.id),
    );
    return {
      survey_date: { id: date.id, date: day(date.date), enabled_for_users: date.enabled_for_users },
      candidates: people.map((person) => ({
        user_id: person.id,
        name: person.name,
        email: person.email,
        language: language(person.language_code),
        reached: reached.has(person.id),
      })),
      shares: shares.map((share) => ({
        id: share.id,
        created_at: new Date(share.created_at).toISOString(),
        created_by: share.created_by_name,
        include_report: share.include_report,
        resend: share.resend,
        recipients: recipients
          .filter((r) => r.share_id === share.id)
          .map((r) => ({
            id: r.id,
            user_id: r.user_id,
            name: r.name,
            email: r.email,
            language: language(r.language_code),
            // opened only through a delivered mail's link: a later failed resend keeps the earlier open
            status: (r.opened_at !== null ? 'opened' : r.status) as ShareRecipientStatus,
            smtp_code: r.smtp_code,
            failure: r.failure,
            attempted_at: iso(r.attempted_at),
            opened_at: iso(r.opened_at),
          })),
      })),
    };
  });

  registerRoute(app, routes.surveyDateShareCreate, async ({ params, body, auth, accountId, request }) => {
    const date = await findAccountDate(db, accountId, params.id);
    if (!date) throw new AppError('not-found');
    if (!date.enabled_for_users) throw new AppError('survey-date-not-published');
    const people = await scopedUsers(db, accountId);
    const byId = new Map(people.map((person) => [person.id, person]));
    const wanted = body.user_ids ? [...new Set(body.user_ids)] : people.map((person) => person.id);
    // another account's user, an unscoped one or an admin is no recipient: the whole request changes nothing
    if (body.user_ids && wanted.some((id) => !byId.has(id)))
      throw new AppError('validation-failed', {
        fields: [{ path: 'user_ids', message: 'Not a scoped user of the account' }],
      });
    if (wanted.length === 0)
      throw new AppError('validation-failed', {
        fields: [{ path: 'user_ids', message: 'The account has no scoped users' }],
      });
    const reached = body.resend ? new Set<number>() : await reachedUserIds(db, accountId, date.id);
    const chosen = wanted.filter((id) => !reached.has(id)).map((id) => byId.get(id)!);
    if (chosen.length === 0) throw new AppError('share-already-sent');
    const id = await insertShare(db, {
      accountId,
      surveyDateId: date.id,
      createdBy: auth.userId,
      includeReport: body.include_report,
      resend: body.resend,
      now: app.now(),
      recipients: chosen,
    });
    // a share the queue did not take mails nobody: it goes, so its people do not count as reached
    if (!(await queue.enqueue(accountId, id))) {
      await deleteShare(db, accountId, id);
      throw new AppError('server-busy');
    }
    await app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action: 'survey-date-shared',
      subject: { type: 'survey-date', id: date.id, name: day(date.date) },
      detail: `share ${id}: ${chosen.length} queued, ${wanted.length - chosen.length} already reached; report ${
        body.include_report ? 'yes' : 'no'
      }; resend ${body.resend ? 'yes' : 'no'}`,
    });
    return { status: 'ok' as const, id, queued: chosen.length, skipped: wanted.length - chosen.length };
  });

  registerRoute(app, routes.surveyDateShareOpen, async ({ body, auth, accountId }) => {
    const found = await findOwnRecipient(db, accountId, auth.userId, shareTokenDigest(body.token));
    // another person's token, or a date unpublished since, is the same 404 as an unknown token
    if (!found?.enabled_for_users) throw new AppError('not-found');
    // an admin signed in as the recipient is not the recipient opening their mail
    if (!auth.impersonatorId) await markOpened(db, found.id, app.now());
    return {
      survey_date_id: found.survey_date_id,
      date: day(found.date),
      include_report: found.include_report,
    };
  });
}

/** The shares domain as a named plugin: it records through the audit service (docs/architecture.md). */
export const sharesDomain = domainPlugin(sharesRoutes, 'shares', ['audit']);
