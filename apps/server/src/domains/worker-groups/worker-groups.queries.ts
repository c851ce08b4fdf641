import type { WorkerGroup } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The account's worker groups in creation order (spec 1 §3). */
export function listWorkerGroups(db: Kysely<Database>, accountId: number): Promise<WorkerGroup[]> {
  return db
    .selectFrom('worker_groups')
    .select(['id', 'name', 'code'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** Whether the account already has a worker group with this code. */
export async function workerGroupCodeTaken(
  db: Kysely<Database>,
  accountId: number,
  code: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('worker_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a worker group of the account; returns its id. */
export async function insertWorkerGroup(
  db: Kysely<Database>,
  accountId: number,
  group: { name: string; code: string },
): Promise<number> {
  const row = await db
    .insertInto('worker_groups')
    .values({ account_id: accountId, name: group.name, code: group.code })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids among `ids` that are worker groups of the account. */
export async function ownWorkerGroupIds(
  db: Kysely<Database>,
  accountId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('worker_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}
