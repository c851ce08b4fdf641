import { type GraphSlug, zGraphSlug } from '@pulzus/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';

const zGraphs = z.array(zGraphSlug);
const zOrigins = z.array(z.string());

/** An embed key row with its lists parsed. */
export interface EmbedKeyRow {
  id: number;
  account_id: number;
  name: string;
  graphs: GraphSlug[];
  origins: string[];
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

function parsed<R extends { graphs: unknown; origins: unknown }>(row: R) {
  return { ...row, graphs: zGraphs.parse(row.graphs), origins: zOrigins.parse(row.origins) };
}

const KEY_COLUMNS = [
  'embed_keys.id',
  'embed_keys.account_id',
  'embed_keys.name',
  'embed_keys.graphs',
  'embed_keys.origins',
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

/** Stores a new embed key of the account by its digest; answers its id. */
export async function insertEmbedKey(
  db: Kysely<Database>,
  accountId: number,
  key: { name: string; digest: string; graphs: GraphSlug[]; origins: string[]; createdBy: number; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('embed_keys')
    .values({
      account_id: accountId,
      name: key.name,
      key_digest: key.digest,
      graphs: JSON.stringify(key.graphs),
      origins: JSON.stringify(key.origins),
      created_at: key.at,
      created_by: key.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
}

/** The live key with this digest (the exchange), or undefined for a wrong, revoked or disabled one. */
export async function liveEmbedKeyByDigest(
  db: Kysely<Database>,
  digest: string,
): Promise<LiveEmbedKey | undefined> {
  const row = await db
    .selectFrom('embed_keys')
    .innerJoin('accounts', 'accounts.id', 'embed_keys.account_id')
    .select([...KEY_COLUMNS, 'accounts.name as account_name'])
    .where('embed_keys.key_digest', '=', digest)
    .where('embed_keys.revoked_at', 'is', null)
    .where('accounts.is_disabled', '=', false)
    .executeTakeFirst();
  return row && parsed(row);
}

/** The live key of an embed token (checked on every request), or undefined once revoked or disabled. */
export async function liveEmbedKeyById(
  db: Kysely<Database>,
  accountId: number,
  id: number,
): Promise<LiveEmbedKey | undefined> {
  const row = await db
    .selectFrom('embed_keys')
    .innerJoin('accounts', 'accounts.id', 'embed_keys.account_id')
    .select([...KEY_COLUMNS, 'accounts.name as account_name'])
    .where('embed_keys.id', '=', id)
    .where('embed_keys.account_id', '=', accountId)
    .where('embed_keys.revoked_at', 'is', null)
    .where('accounts.is_disabled', '=', false)
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
