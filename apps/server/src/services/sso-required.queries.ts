import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether an account's enabled single sign-on refuses password sign-in for this e-mail domain. */
export async function isSsoRequiredDomain(db: Kysely<Database>, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('sso_domains as d')
    .innerJoin('sso_configs as c', 'c.account_id', 'd.account_id')
    .select('d.sso_required')
    .where('d.domain', '=', domain)
    .where('c.enabled', '=', true)
    .executeTakeFirst();
  return row?.sso_required === true;
}
