import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The kind of a password link: a first password, or a reset. */
export type PasswordLinkKind = 'first' | 'reset';

/** Locks a user's row inside `trx`, so concurrent link requests of that user take turns. */
export async function lockUserRow(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Spends the user's unused links of one kind, so only a newer link works. */
export async function spendUnusedLinksOfKind(
  db: Kysely<Database>,
  userId: number,
  kind: PasswordLinkKind,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** A new password link, stored by its digest only. */
export interface NewPasswordLink {
  userId: number;
  digest: string;
  kind: PasswordLinkKind;
  expiresAt: Date;
  createdAt: Date;
}

/** Stores a new password link. */
export async function insertPasswordLink(db: Kysely<Database>, link: NewPasswordLink): Promise<void> {
  await db
    .insertInto('password_tokens')
    .values({
      user_id: link.userId,
      digest: link.digest,
      kind: link.kind,
      expires_at: link.expiresAt,
      created_at: link.createdAt,
    })
    .execute();
}

/** How many password links a user was mailed since `since` (the reminder's per-address cap). */
export async function linksIssuedSince(db: Kysely<Database>, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('password_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A valid (unused, unexpired) link of this user with this digest; a swapped uid finds nothing. */
export function findValidLinkByDigest(db: Kysely<Database>, userId: number, digest: string, now: Date) {
  return db
    .selectFrom('password_tokens')
    .select(['id', 'kind'])
    .where('digest', '=', digest)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends one link if still unused; false when a concurrent call spent it first (single use). */
export async function spendLink(trx: Transaction<Database>, linkId: number, now: Date): Promise<boolean> {
  const used = await trx
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(used);
}

/** Spends every unused link of a user, whatever its kind. */
export async function spendAllLinks(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Stores a user's new password hash; `unlock` also lifts the login lock (a password set by link). */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  unlock = false,
): Promise<void> {
  await db
    .updateTable('users')
    .set(unlock ? { password_hash: passwordHash, login_locked_until: null } : { password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}
