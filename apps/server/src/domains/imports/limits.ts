import type { ApiKeyLimit } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { apiKeyBudgets } from './limits.queries';

/** The documented daily budget of a draft or private app, shown until the provider reports one (provider-api §4). */
export const DEFAULT_DAY_LIMIT = 500;

/** The next 00:00 GMT, when the provider's daily counter resets (provider-api §4). */
export function nextDayReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Per key of the account: name, remaining daily requests and the reset time (spec 2 §3, §7
 * `data-import/limits`); a reset already past means a fresh day's budget.
 */
export async function apiKeyLimits(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<ApiKeyLimit[]> {
  const rows = await apiKeyBudgets(db, accountId);
  return rows.map((row) => {
    const current = row.day_reset !== null && row.day_remaining !== null && row.day_reset > now;
    return {
      id: row.id,
      name: row.name,
      day_remaining: current ? (row.day_remaining ?? DEFAULT_DAY_LIMIT) : DEFAULT_DAY_LIMIT,
      day_reset: (current && row.day_reset ? row.day_reset : nextDayReset(now)).toISOString(),
    };
  });
}
