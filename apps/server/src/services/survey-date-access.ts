import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import {
  accountWorkerGroupIds,
  findAccountSurveyDate,
  lockAccountSurveyDate,
} from './survey-date-access.queries';

/** The survey date fields the configuration domains check. */
export interface DateAccess {
  id: number;
  enabled_for_users: boolean;
  answer_count: number;
}

/**
 * A survey date of the account that the caller may read: admins every date, users and demo users only
 * published ones (spec 2 §6). Another tenant's or a hidden date is the same 404 as a missing one.
 */
export async function readableSurveyDate(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  caller: { isAdmin: boolean },
): Promise<DateAccess> {
  const date = await findAccountSurveyDate(db, accountId, surveyDateId);
  if (!date || (!caller.isAdmin && !date.enabled_for_users)) throw new AppError('not-found');
  return date;
}

/**
 * Locks a survey date of the account for a configuration change inside `trx` and refuses it with
 * `editing-locked` once the date has responses (spec 2 §4): the row lock keeps an import from
 * landing answers between this check and the commit.
 */
export async function lockEditableSurveyDate(
  trx: Transaction<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<DateAccess> {
  const date = await lockAccountSurveyDate(trx, accountId, surveyDateId);
  if (!date) throw new AppError('not-found');
  if (date.answer_count > 0) throw new AppError('editing-locked');
  return date;
}

/** Refuses with `validation-failed` unless every worker group id belongs to the account. */
export async function assertAccountWorkerGroups(
  db: Kysely<Database>,
  accountId: number,
  ids: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await accountWorkerGroupIds(db, accountId, unique);
  if (found.length !== unique.length) {
    throw new AppError('validation-failed', { fields: [{ path: field, message: 'Unknown worker group' }] });
  }
}

/** The same check as `lockEditableSurveyDate` without a lock: used before slow parsing, repeated inside the transaction. */
export async function assertEditableSurveyDate(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<void> {
  const date = await readableSurveyDate(db, accountId, surveyDateId, { isAdmin: true });
  if (date.answer_count > 0) throw new AppError('editing-locked');
}

/**
 * The survey-date access checks the configuration domains share: `app.surveyDates`. Reads outside a
 * transaction use the app's database; the checks that belong to a change take the caller's transaction.
 */
export interface SurveyDateAccess {
  /**
   * A survey date of the account the caller may read: admins every date, users only published ones;
   * another tenant's or a hidden date is the same `not-found` as a missing one.
   */
  readable(accountId: number, surveyDateId: number, caller: { isAdmin: boolean }): Promise<DateAccess>;
  /** Locks the date `for update` inside `trx`; `not-found`, or `editing-locked` once it has responses. */
  lockEditable(trx: Transaction<Database>, accountId: number, surveyDateId: number): Promise<DateAccess>;
  /** The same check as `lockEditable` without a lock, before slow work that is repeated inside the transaction. */
  assertEditable(accountId: number, surveyDateId: number): Promise<void>;
  /** `validation-failed` on `field` unless every worker group id belongs to the account. */
  assertWorkerGroups(
    db: Kysely<Database>,
    accountId: number,
    ids: readonly number[],
    field: string,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The survey-date access checks, set by the named `surveyDateAccess` plugin. */
    surveyDates: SurveyDateAccess;
  }
}

/**
 * The named `surveyDateAccess` plugin: decorates the instance with `app.surveyDates`, so a domain
 * checks a date by declaring `surveyDateAccess` in its plugin dependencies rather than importing this
 * module (docs/architecture.md "Server").
 */
export const surveyDateAccessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate<SurveyDateAccess>('surveyDates', {
      readable: (accountId, surveyDateId, caller) =>
        readableSurveyDate(app.database.db, accountId, surveyDateId, caller),
      lockEditable: lockEditableSurveyDate,
      assertEditable: (accountId, surveyDateId) =>
        assertEditableSurveyDate(app.database.db, accountId, surveyDateId),
      assertWorkerGroups: assertAccountWorkerGroups,
    });
  },
  { name: 'surveyDateAccess', dependencies: [], decorators: { fastify: ['database'] } },
);
