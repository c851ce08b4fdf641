import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

/** The account's own k, or null for the server's; 404 for a missing account. */
export async function accountMinGroupSize(db: Kysely<Database>, accountId: number): Promise<number | null> {
  const row = await db
    .selectFrom('accounts')
    .select('min_group_size')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw new AppError('not-found');
  return row.min_group_size;
}
