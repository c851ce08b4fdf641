import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A user's stored scope in an account as its JSON text, or undefined when unscoped (docs/privacy.md "Rule 10"). */
export async function scopeRow(
  db: Kysely<Database>,
  userId: number,
  accountId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_scopes')
    .select('scope')
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.scope;
}
