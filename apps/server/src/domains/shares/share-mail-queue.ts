import { createHash, randomBytes } from 'node:crypto';
import { formatSurveyDate } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { createJobQueue, type DrainOptions, type JobContext, type QueueSettings } from '../../jobs/job-queue';
import { deliverMail, findTemplateForSending, renderTemplate, withoutLinesOf } from '../email/email.service';
import { attemptsSince, finishRecipient, nextQueuedRecipient, setRecipientToken } from './shares.queries';

/** The e-mail template of a shared date (migration 0029), editable on the e-mail templates screen. */
export const SHARE_TEMPLATE_SLUG = 'eredmenyek-megosztasa';

/** The pg-boss queues of shared-date mails: their own, so a share never waits behind an import or a report. */
export const SHARE_MAIL_QUEUES: QueueSettings = {
  name: 'share-mail',
  deadLetter: 'share-mail-dead',
  nightly: 'share-mail-nightly',
  // a share of a thousand people at 60 a minute takes some 17 minutes
  expireInSeconds: 6 * 3600,
  heartbeatSeconds: 300,
};

const MINUTE_MS = 60_000;

/** The digest a link's token is stored and looked up by; the token itself is only in the mail. */
export const shareTokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The one job of the share-mail queue: mail the queued recipients of a share. */
export interface ShareMailJob {
  kind: 'share-mail';
  accountId: number;
  shareId: number;
}

/** The share mail queue of an app. */
export interface ShareMailQueue {
  /** Queues the sending of a share's recipients; answers whether it was queued. */
  enqueue(accountId: number, shareId: number): Promise<boolean>;
  /** Runs the waiting shares in this process until none waits (tests); answers how many ran. */
  drain(options?: DrainOptions): Promise<number>;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Waits until the account may send one more mail: at most `perMinute` attempts in any minute, counted in the
 * recipients' table, so every share and worker of the account keeps to one pace (docs/api.md "Sharing a date").
 */
async function keepPace(app: FastifyInstance, accountId: number, perMinute: number, ctx: JobContext) {
  for (;;) {
    const now = ctx.now();
    const { count, oldest } = await attemptsSince(
      app.database.db,
      accountId,
      new Date(now.getTime() - MINUTE_MS),
    );
    if (count < perMinute || oldest === null) return;
    await ctx.sleep(Math.max(1, oldest.getTime() + MINUTE_MS - now.getTime()));
  }
}

/**
 * Sends a share's queued recipients one by one, each in their own language with a token of their own in the link;
 * one refused address is marked failed with the SMTP reply code and the others go on.
 */
async function sendShare(app: FastifyInstance, accountId: number, shareId: number, ctx: JobContext) {
  const db = app.database.db;
  const perMinute = app.env.SHARE_MAILS_PER_MINUTE;
  for (;;) {
    if (ctx.signal.aborted) return;
    const person = await nextQueuedRecipient(db, shareId);
    if (!person || person.account_id !== accountId) return;
    await keepPace(app, accountId, perMinute, ctx);
    const template = await findTemplateForSending(db, accountId, SHARE_TEMPLATE_SLUG, person.language_id);
    if (!template) {
      await finishRecipient(db, person.id, {
        status: 'failed',
        smtpCode: null,
        failure: 'no-template',
        at: ctx.now(),
      });
      continue;
    }
    const token = randomBytes(24).toString('base64url');
    await setRecipientToken(db, person.id, shareTokenDigest(token));
    const link = `${app.env.PUBLIC_URL}/welcome?share=${token}`;
    const values = {
      name: person.name,
      date: formatSurveyDate(String(person.date).slice(0, 10), person.language_code),
      link,
      report_link: `${link}&report=pdf`,
    };
    const fill = (text: string) =>
      renderTemplate(person.include_report ? text : withoutLinesOf(text, 'report_link'), values);
    const outcome = await deliverMail(
      app,
      {
        accountId,
        to: person.email,
        from: { name: template.sender_name, address: template.sender_email },
        subject: fill(template.subject),
        text: fill(template.content),
      },
      { link },
    );
    await finishRecipient(db, person.id, {
      status: outcome.ok ? 'sent' : 'failed',
      smtpCode: outcome.ok ? null : outcome.smtpCode,
      failure: outcome.ok ? null : outcome.reason,
      at: ctx.now(),
    });
    await ctx.touch();
  }
}

/** The share mail queue on pg-boss (docs/api.md "Sharing a date"): one job per share, never retried as a whole. */
export function createShareMailQueue(app: FastifyInstance): ShareMailQueue {
  const env = app.env;
  const jobs = createJobQueue<ShareMailJob>({
    db: app.database.db,
    engine: app.database.kind,
    // a job that stops half-way is run again: it goes on with the recipients still queued
    retryLimit: 2,
    retryDelaySeconds: env.NODE_ENV === 'test' ? 0 : 30,
    now: () => app.now(),
    claimLocks: app.database.kind === 'postgres' && env.DATABASE_POOL_SIZE >= 2,
    queue: SHARE_MAIL_QUEUES,
    onError: (error) =>
      app.log.error({ code: (error as { code?: unknown }).code }, 'a share mail job failed'),
  });
  jobs.handle('share-mail', (data, ctx) => sendShare(app, data.accountId, Number(data.shareId), ctx));
  return {
    enqueue: (accountId, shareId) => jobs.send({ kind: 'share-mail', accountId, shareId }),
    drain: (options) => jobs.drain(options),
    startWorkers: () => jobs.startWorkers(null),
    stop: () => jobs.stop(),
  };
}
