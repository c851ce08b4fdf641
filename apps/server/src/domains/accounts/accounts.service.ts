import { type AccountPayload, isKnownTimeZone, MIN_GROUP_SIZE } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { endAccountSessions } from '../../services/revocation.queries';
import {
  accountExists,
  existingLanguageIds,
  insertAccount,
  renameAccount,
  replaceAccountLanguages,
  setAccountDisabled,
  setAccountMinGroupSize,
  setAccountTimeZone,
} from './accounts.queries';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { accountTimeZone, lockAccountRow, setAccountDisabled } from './accounts.queries';

/** The distinct language ids of a payload, all of them real; otherwise `validation-failed` on `lang_ids`. */
async function checkedLanguageIds(db: Kysely<Database>, langIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(langIds)];
  const known = new Set(await existingLanguageIds(db, wanted));
  if (wanted.length === 0 || wanted.some((id) => !known.has(id))) {
    throw new AppError('validation-failed', {
      fields: [{ path: 'lang_ids', message: 'Unknown language id' }],
    });
  }
  return wanted;
}

/**
 * An account's own k as given (null: the server's), checked (graphs.md "Privacy"): outside 3..10 is
 * `min-group-size-out-of-range`, below the server's `MIN_GROUP_SIZE` is `min-group-size-below-server`;
 * both name the field and carry the server's value.
 */
function checkedMinGroupSize(value: number | null, serverMinGroupSize: number): number | null {
  if (value === null) return null;
  const details = (message: string) => ({
    fields: [{ path: 'min_group_size', message }],
    server_min_group_size: serverMinGroupSize,
  });
  if (value < MIN_GROUP_SIZE.min || value > MIN_GROUP_SIZE.max) {
    throw new AppError(
      'min-group-size-out-of-range',
      details(`Must be from ${MIN_GROUP_SIZE.min} to ${MIN_GROUP_SIZE.max}`),
    );
  }
  if (value < serverMinGroupSize) {
    throw new AppError(
      'min-group-size-below-server',
      details(`Must not be below the server's ${serverMinGroupSize}`),
    );
  }
  return value;
}

/** An account's time zone as given, checked (docs/reports.md "Time zone"): unknown is `time-zone-unknown`. */
function checkedTimeZone(value: string | undefined): string | undefined {
  if (value === undefined || isKnownTimeZone(value)) return value;
  throw new AppError('time-zone-unknown', {
    fields: [{ path: 'time_zone', message: 'Unknown IANA time zone' }],
  });
}

/** Creates an account with its languages and k in one transaction (spec 1 §5); answers its id. */
export async function addAccount(
  db: Kysely<Database>,
  payload: AccountPayload,
  serverMinGroupSize: number,
): Promise<number> {
  const minGroupSize = checkedMinGroupSize(payload.min_group_size ?? null, serverMinGroupSize);
  const timeZone = checkedTimeZone(payload.time_zone);
  return db.transaction().execute(async (trx) => {
    const languageIds = await checkedLanguageIds(trx, payload.lang_ids);
    const id = await insertAccount(trx, payload.name, minGroupSize, timeZone);
    await replaceAccountLanguages(trx, id, languageIds);
    return id;
  });
}

/**
 * Renames an account, replaces its languages and, when the payload has them, sets its k and time zone, in one
 * transaction (spec 1 §5); 404 when missing. Graph answers use the new k from the next request:
 * the result cache is keyed by the k in force.
 */
export async function updateAccount(
  db: Kysely<Database>,
  accountId: number,
  payload: AccountPayload,
  serverMinGroupSize: number,
): Promise<void> {
  const minGroupSize =
    payload.min_group_size === undefined
      ? undefined
      : checkedMinGroupSize(payload.min_group_size, serverMinGroupSize);
  const timeZone = checkedTimeZone(payload.time_zone);
  await db.transaction().execute(async (trx) => {
    if (!(await accountExists(trx, accountId))) throw new AppError('not-found');
    const languageIds = await checkedLanguageIds(trx, payload.lang_ids);
    await renameAccount(trx, accountId, payload.name);
    await replaceAccountLanguages(trx, accountId, languageIds);
    if (minGroupSize !== undefined) await setAccountMinGroupSize(trx, accountId, minGroupSize);
    if (timeZone !== undefined) await setAccountTimeZone(trx, accountId, timeZone);
  });
}

/**
 * Enables or disables an account (spec 1 §4); false when missing. Disabling ends every session on
 * the account for good — its users' and those of admins working in it — so enabling it again
 * revives no old token (docs/sessions.md).
 */
export function setAccountEnabled(
  db: Kysely<Database>,
  accountId: number,
  enabled: boolean,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await setAccountDisabled(trx, accountId, !enabled))) return false;
    if (!enabled) await endAccountSessions(trx, accountId);
    return true;
  });
}
