import { ROLE_IDS } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A survey date of the account, with whether it is published; undefined for another account's or a missing one. */
export function findAccountDate(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'enabled_for_users'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The scoped users of the account a date may be shared with: users and demo users with a scope in it, neither
 * deleted nor disabled, by name.
 */
export function scopedUsers(db: Db, accountId: number) {
  return db
    .selectFrom('users')
    .innerJoin('user_scopes', (join) =>
      join.onRef('user_scopes.user_id', '=', 'users.id').on('user_scopes.account_id', '=', accountId),
    )
    .innerJoin('languages', 'languages.id', 'users.language_id')
    .select(['users.id', 'users.name', 'users.email', 'users.language_id', 'languages.code as language_code'])
    .where('users.account_id', '=', accountId)
    .where('users.deleted_at', 'is', null)
    .where('users.is_disabled', '=', false)
    .where('users.role_id', 'in', [ROLE_IDS.user, ROLE_IDS['demo-user']])
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** The people a share of the date already reached or is about to: queued or sent (a failed mail reached nobody). */
export async function reachedUserIds(db: Db, accountId: number, surveyDateId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('survey_date_share_recipients')
    .select('user_id')
    .distinct()
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('status', 'in', ['queued', 'sent'])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** A new share and its recipients, queued; answers the share's id. */
export async function insertShare(
  db: Db,
  share: {
    accountId: number;
    surveyDateId: number;
    createdBy: number | null;
    includeReport: boolean;
    resend: boolean;
    now: Date;
    recipients: readonly { id: number; email: string; language_id: number }[];
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const creator =
      share.createdBy === null
        ? undefined
        : await trx
            .selectFrom('users')
            .select(['name', 'email'])
            .where('id', '=', share.createdBy)
            .executeTakeFirst();
    const { id } = await trx
      .insertInto('survey_date_shares')
      .values({
        account_id: share.accountId,
        survey_date_id: share.surveyDateId,
        created_by: share.createdBy,
        created_by_name: creator ? `${creator.name} <${creator.email}>` : null,
        include_report: share.includeReport,
        resend: share.resend,
        created_at: share.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('survey_date_share_recipients')
      .values(
        share.recipients.map((person) => ({
          share_id: id,
          account_id: share.accountId,
          survey_date_id: share.surveyDateId,
          user_id: person.id,
          email: person.email,
          language_id: person.language_id,
          status: 'queued' as const,
        })),
      )
      .execute();
    return id;
  });
}

/** Removes a share and its recipients. */
export async function deleteShare(db: Db, accountId: number, id: number): Promise<void> {
  await db
    .deleteFrom('survey_date_shares')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** The date's shares, newest first. */
export function listShares(db: Db, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('survey_date_shares')
    .select(['id', 'created_at', 'created_by_name', 'include_report', 'resend'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The recipients of some shares of the account, with their current name and language code. */
export function listRecipients(db: Db, accountId: number, shareIds: readonly number[]) {
  if (shareIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('survey_date_share_recipients as r')
    .innerJoin('users', 'users.id', 'r.user_id')
    .innerJoin('languages', 'languages.id', 'r.language_id')
    .select([
      'r.id',
      'r.share_id',
      'r.user_id',
      'users.name',
      'r.email',
      'languages.code as language_code',
      'r.status',
      'r.smtp_code',
      'r.failure',
      'r.attempted_at',
      'r.opened_at',
    ])
    .where('r.account_id', '=', accountId)
    .where('r.share_id', 'in', [...shareIds])
    .orderBy('users.name')
    .orderBy('r.id')
    .execute();
}

/** The next queued recipient of a share, with what their mail needs; undefined when none is left. */
export function nextQueuedRecipient(db: Db, shareId: number) {
  return db
    .selectFrom('survey_date_share_recipients as r')
    .innerJoin('survey_date_shares as s', 's.id', 'r.share_id')
    .innerJoin('survey_dates as d', 'd.id', 'r.survey_date_id')
    .innerJoin('users', 'users.id', 'r.user_id')
    .innerJoin('languages', 'languages.id', 'r.language_id')
    .select([
      'r.id',
      'r.account_id',
      'r.email',
      'r.language_id',
      'languages.code as language_code',
      'users.name',
      'd.date',
      's.include_report',
    ])
    .where('r.share_id', '=', shareId)
    .where('r.status', '=', 'queued')
    .orderBy('r.id')
    .executeTakeFirst();
}

/** Records the token of a recipient's mail (its digest), before the mail leaves. */
export async function setRecipientToken(db: Db, id: number, digest: string): Promise<void> {
  await db
    .updateTable('survey_date_share_recipients')
    .set({ token_digest: digest })
    .where('id', '=', id)
    .execute();
}

/** Records how one delivery went. */
export async function finishRecipient(
  db: Db,
  id: number,
  result: { status: 'sent' | 'failed'; smtpCode: number | null; failure: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('survey_date_share_recipients')
    .set({
      status: result.status,
      smtp_code: result.smtpCode,
      failure: result.failure,
      attempted_at: result.at,
    })
    .where('id', '=', id)
    .execute();
}

/** The account's deliveries attempted since a moment, and the earliest of them (the per-account sending rate). */
export async function attemptsSince(db: Db, accountId: number, since: Date) {
  const row = await db
    .selectFrom('survey_date_share_recipients')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('attempted_at').as('oldest')])
    .where('account_id', '=', accountId)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/** The recipient a link's token belongs to, when it is the caller's own in the account; with the shared date. */
export function findOwnRecipient(db: Db, accountId: number, userId: number, digest: string) {
  return db
    .selectFrom('survey_date_share_recipients as r')
    .innerJoin('survey_date_shares as s', 's.id', 'r.share_id')
    .innerJoin('survey_dates as d', 'd.id', 'r.survey_date_id')
    .select(['r.id', 'r.survey_date_id', 'd.date', 'd.enabled_for_users', 's.include_report'])
    .where('r.token_digest', '=', digest)
    .where('r.account_id', '=', accountId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** Marks a recipient's link opened, the first time only. */
export async function markOpened(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('survey_date_share_recipients')
    .set({ opened_at: at })
    .where('id', '=', id)
    .where('opened_at', 'is', null)
    .execute();
}
