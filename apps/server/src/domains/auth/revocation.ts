import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Ends every session token of a user (server issue §4): the token version moves on, so tokens
 * carrying the old `tv` are refused by `authenticate`. Called on password change and set, and by
 * the users domain on disable, delete and role change. Works inside a transaction too.
 */
export async function bumpTokenVersion(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
