import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/** The account's name, for the report's cover. */
export async function reportAccountName(db: Kysely<Database>, accountId: number): Promise<string> {
  const row = await db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst();
  if (!row) throw new AppError('not-found');
  return row.name;
}
