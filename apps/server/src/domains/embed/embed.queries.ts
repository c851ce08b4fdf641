import { type EmbedLock, type GraphSlug, zEmbedLock, zGraphSlug } from '@pulzus/core';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';

const zGraphs = z.array(zGraphSlug);
const zOrigins = z.array(z.string());
const zStoredLock = zEmbedLock.nullable();

/** What an admin sets on an embed key (docs/embedding.md). */
export interface EmbedKeySettings {
  name: string;
  graphs: GraphSlug[];
  origins: string[];
  /** The pinned graph query; null when nothing is pinned. */
  lock: EmbedLock | null;
  require_signed_token: boolean;
  /** Whether the key's tokens may read comments (docs/embedding.md "Comments"). */
  allows_comments: boolean;
}

/** An embed key row with its lists parsed: the settings an admin chose and what the server keeps of it. */
export interface EmbedKeyRow extends EmbedKeySettings {
  id: number;
  account_id: number;
  has_signing_secret: boolean;
  signing_secret_version: number;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

function parsed<R extends { graphs: unknown; origins: unknown; locked_query: unknown }>(row: R) {
  const { locked_query, ...rest } = row;
  return {
    ...rest,
    graphs: zGraphs.parse(row.graphs),
    origins: zOrigins.parse(row.origins),
    lock: zStoredLock.parse(locked_query),
  };
}

/** A pinned query as stored: JSON, or null when nothing is pinned. */
const storedLock = (lock: EmbedLock | null): string | null => (lock ? JSON.stringify(lock) : null);

const KEY_COLUMNS = [
  'embed_keys.id',
  'embed_keys.account_id',
  'embed_keys.name',
  'embed_keys.graphs',
  'embed_keys.origins',
  'embed_keys.locked_query',
  'embed_keys.require_signed_token',
  'embed_keys.allows_comments',
  'embed_keys.signing_secret_version',
  // whether there is a secret, never the sealed secret itself: only the token check reads that
  sql<boolean>`embed_keys.signing_secret_sealed is not null`.as('has_signing_secret'),
  'embed_keys.created_at',
  'embed_keys.revoked_at',
  'embed_keys.last_used_at',
] as const;

/** The account's embed keys, revoked ones too, newest first. */
export async function listEmbedKeys(db: Kysely<Database>, accountId: number): Promise<EmbedKeyRow[]> {
  const rows = await db
    .selectFrom('embed_keys')
    .select(KEY_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(parsed);
}

/** Stores a new embed key of the account by its digest, with its sealed signing secret if any; answers its id. */
export async function insertEmbedKey(
  db: Kysely<Database>,
  accountId: number,
  key: EmbedKeySettings & { digest: string; sealedSecret: string | null; createdBy: number; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('embed_keys')
    .values({
      account_id: accountId,
      name: key.name,
      key_digest: key.digest,
      graphs: JSON.stringify(key.graphs),
      origins: JSON.stringify(key.origins),
      locked_query: storedLock(key.lock),
      require_signed_token: key.require_signed_token,
      allows_comments: key.allows_comments,
      signing_secret_sealed: key.sealedSecret,
      created_at: key.at,
      created_by: key.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes one of the account's live keys; false when it has no such key (or it is revoked). A key
 * without a signing secret cannot be set to draw through signed tokens only: `no-secret`.
 */
export async function updateEmbedKey(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  settings: EmbedKeySettings,
): Promise<'updated' | 'missing' | 'no-secret'> {
  const row = await db
    .updateTable('embed_keys')
    .set({
      name: settings.name,
      graphs: JSON.stringify(settings.graphs),
      origins: JSON.stringify(settings.origins),
      locked_query: storedLock(settings.lock),
      require_signed_token: settings.require_signed_token,
      allows_comments: settings.allows_comments,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .$if(settings.require_signed_token, (q) => q.where('signing_secret_sealed', 'is not', null))
    .returning('id')
    .executeTakeFirst();
  if (row) return 'updated';
  const key = await db
    .selectFrom('embed_keys')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return key ? 'no-secret' : 'missing';
}

/** Replaces the signing secret of one of the account's live keys and raises its version; false when it has no such key. */
export async function replaceSigningSecret(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  sealedSecret: string,
): Promise<boolean> {
  const row = await db
    .updateTable('embed_keys')
    .set((eb) => ({
      signing_secret_sealed: sealedSecret,
      signing_secret_version: eb('signing_secret_version', '+', 1),
    }))
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The live keys with their account's name and token version: not revoked, of an enabled account.
 * Every live-key lookup (by signed token, digest or embed token) narrows this one query, so what
 * "live" means is written once.
 */
function liveKeys(db: Kysely<Database>) {
  return db
    .selectFrom('embed_keys')
    .innerJoin('accounts', 'accounts.id', 'embed_keys.account_id')
    .select([
      ...KEY_COLUMNS,
      'accounts.name as account_name',
      'accounts.token_version as account_token_version',
    ])
    .where('embed_keys.revoked_at', 'is', null)
    .where('accounts.is_disabled', '=', false);
}

/**
 * The live key a signed token names by its id, of whichever account owns it, with its sealed signing
 * secret (null when it has none) — the one query that reads the secret; undefined for a missing,
 * revoked or disabled key.
 */
export async function liveEmbedKeyOfToken(
  db: Kysely<Database>,
  id: number,
): Promise<(LiveEmbedKey & { signing_secret_sealed: string | null }) | undefined> {
  const row = await liveKeys(db)
    .select('embed_keys.signing_secret_sealed')
    .where('embed_keys.id', '=', id)
    .executeTakeFirst();
  return row && parsed(row);
}

/** Revokes one of the account's keys (a second revoke keeps the first time); false when it has no such key. */
export async function revokeEmbedKey(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('embed_keys')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)) }))
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A key that can be used now: not revoked, of an enabled account; with the account's name. */
export interface LiveEmbedKey extends EmbedKeyRow {
  account_name: string;
  /** The account's token version: an embed session carries it (`atv`) and ends when it moves on (docs/sessions.md). */
  account_token_version: number;
}

/** The live key with this digest (the exchange), or undefined for a wrong, revoked or disabled one. */
export async function liveEmbedKeyByDigest(
  db: Kysely<Database>,
  digest: string,
): Promise<LiveEmbedKey | undefined> {
  const row = await liveKeys(db).where('embed_keys.key_digest', '=', digest).executeTakeFirst();
  return row && parsed(row);
}

/** The live key of an embed token (checked on every request), or undefined once revoked or disabled. */
export async function liveEmbedKeyById(
  db: Kysely<Database>,
  accountId: number,
  id: number,
): Promise<LiveEmbedKey | undefined> {
  const row = await liveKeys(db)
    .where('embed_keys.id', '=', id)
    .where('embed_keys.account_id', '=', accountId)
    .executeTakeFirst();
  return row && parsed(row);
}

/** Records that a key was used. */
export async function touchEmbedKey(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db.updateTable('embed_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}

/** The language an embed session speaks: the asked one if the account offers it, else the account's first. */
export async function embedLanguage(
  db: Kysely<Database>,
  accountId: number,
  asked: string | undefined,
): Promise<{ id: number; code: string } | undefined> {
  const languages = await db
    .selectFrom('account_languages')
    .innerJoin('languages', 'languages.id', 'account_languages.language_id')
    .select(['languages.id', 'languages.code'])
    .where('account_languages.account_id', '=', accountId)
    .orderBy('languages.id')
    .execute();
  return languages.find((language) => language.code === asked) ?? languages[0];
}
