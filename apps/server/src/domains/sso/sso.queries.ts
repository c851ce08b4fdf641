import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An account's stored single sign-on settings, or undefined when it has none. */
export function findSsoConfig(db: Kysely<Database>, accountId: number) {
  return db.selectFrom('sso_configs').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** The e-mail domains of an account's single sign-on, in alphabetical order. */
export function listSsoDomains(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('sso_domains')
    .select(['domain', 'sso_required'])
    .where('account_id', '=', accountId)
    .orderBy('domain')
    .execute();
}

/**
 * The account and settings of an e-mail domain whose single sign-on is on, with the account's
 * enabled flag; undefined when no account signs that domain in.
 */
export function findSsoByDomain(db: Kysely<Database>, domain: string) {
  return db
    .selectFrom('sso_domains as d')
    .innerJoin('sso_configs as c', 'c.account_id', 'd.account_id')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .selectAll('c')
    .select(['d.sso_required', 'a.is_disabled as account_disabled'])
    .where('d.domain', '=', domain)
    .where('c.enabled', '=', true)
    .executeTakeFirst();
}

/** The domains of `domains` another account than `accountId` already signs in. */
export async function domainsOfOtherAccounts(
  db: Kysely<Database>,
  accountId: number,
  domains: string[],
): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('domain', 'in', domains)
    .where('account_id', '<>', accountId)
    .execute();
  return rows.map((row) => row.domain);
}

/** The fields a save writes. */
export interface SsoConfigFields {
  enabled: boolean;
  protocol: 'oidc' | 'saml';
  issuer_url: string;
  client_id: string;
  client_secret_sealed: string;
  email_claim: string;
  jit_provisioning: boolean;
  saml_idp_entity_id: string | null;
  saml_sso_url: string | null;
  saml_certs: string | null;
  saml_metadata_url: string | null;
  saml_slo_url: string | null;
}

/** Creates or replaces an account's settings, raising their version. */
export async function upsertSsoConfig(
  db: Kysely<Database>,
  accountId: number,
  fields: SsoConfigFields,
  now: Date,
): Promise<void> {
  await db
    .insertInto('sso_configs')
    .values({ account_id: accountId, ...fields, updated_at: now })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet((eb) => ({
        ...fields,
        updated_at: now,
        version: eb('sso_configs.version', '+', 1),
      })),
    )
    .execute();
}

/** Replaces an account's e-mail domains. */
export async function replaceSsoDomains(
  db: Kysely<Database>,
  accountId: number,
  domains: { domain: string; sso_required: boolean }[],
): Promise<void> {
  await db.deleteFrom('sso_domains').where('account_id', '=', accountId).execute();
  if (domains.length === 0) return;
  await db
    .insertInto('sso_domains')
    .values(domains.map((d) => ({ account_id: accountId, domain: d.domain, sso_required: d.sso_required })))
    .execute();
}

/** One sign-in under way, as stored. */
export interface SsoStateRow {
  digest: string;
  account_id: number;
  config_version: number;
  browser_digest: string;
  /** OpenID Connect. */
  nonce?: string | null;
  code_verifier_sealed?: string | null;
  /** SAML: the AuthnRequest's id. */
  protocol?: 'oidc' | 'saml';
  request_id?: string | null;
  expires_at: Date;
}

/** Stores a sign-in's state (by its digest) until `expires_at`, dropping the states that expired. */
export async function insertSsoState(db: Kysely<Database>, row: SsoStateRow, now: Date): Promise<void> {
  await db.deleteFrom('sso_states').where('expires_at', '<', now).execute();
  await db.insertInto('sso_states').values(row).execute();
}

/**
 * Uses up the state with this digest, whatever its age: answers it (with `used_at` as it was before,
 * so the caller tells a replay or an expired flow from a fresh one), or undefined when there is none.
 * The update is one statement, so two instances receiving the same answer never both get it unused.
 */
export async function takeSsoState(db: Kysely<Database>, digest: string, now: Date) {
  const before = await db
    .selectFrom('sso_states')
    .select('used_at')
    .where('digest', '=', digest)
    .executeTakeFirst();
  if (!before) return undefined;
  const taken = await db
    .updateTable('sso_states')
    .set({ used_at: now })
    .where('digest', '=', digest)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return taken ? { ...taken, fresh: true as const } : { fresh: false as const };
}

/** The signing-in user of a finished SAML sign-in, unless deleted: their address, whether disabled, their account. */
export async function ssoSignInUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'is_disabled', 'account_id'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the account is disabled (or gone). */
export async function isAccountDisabled(db: Kysely<Database>, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('is_disabled')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.is_disabled !== false;
}

/** The id of the account's language with this code (`hu`, `en`), or undefined when the account has none. */
export async function accountLanguageByCode(
  db: Kysely<Database>,
  accountId: number,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('account_languages as al')
    .innerJoin('languages as l', 'l.id', 'al.language_id')
    .select('l.id')
    .where('al.account_id', '=', accountId)
    .where('l.code', '=', code)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Hands the person a SAML assertion signed in over to the state, with the digest of a one-time
 * hand-over code; only a state still unused by the assertion consumer service takes it.
 */
export async function markSamlSignedIn(
  db: Kysely<Database>,
  digest: string,
  userId: number,
  handoffDigest: string,
): Promise<void> {
  await db
    .updateTable('sso_states')
    .set({ user_id: userId, handoff_digest: handoffDigest })
    .where('digest', '=', digest)
    .where('protocol', '=', 'saml')
    .execute();
}

/**
 * Uses up the hand-over code with this digest: answers its state as it was (`handed_over_at` null
 * when this call took it), or undefined when there is none. One statement, so a code is handed over once.
 */
export async function takeSamlHandoff(db: Kysely<Database>, handoffDigest: string, now: Date) {
  const before = await db
    .selectFrom('sso_states')
    .select(['handed_over_at'])
    .where('handoff_digest', '=', handoffDigest)
    .executeTakeFirst();
  if (!before) return undefined;
  const taken = await db
    .updateTable('sso_states')
    .set({ handed_over_at: now })
    .where('handoff_digest', '=', handoffDigest)
    .where('handed_over_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return taken ? { ...taken, fresh: true as const } : { fresh: false as const };
}

/**
 * Keeps an accepted assertion's digest until it expires (dropping those that did): false when it was
 * kept already — the same assertion brought again, a replay. One insert, so two instances never both
 * accept it.
 */
export async function keepSamlAssertion(
  db: Kysely<Database>,
  row: { digest: string; account_id: number; expires_at: Date },
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('saml_assertions').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('saml_assertions')
    .values(row)
    .onConflict((oc) => oc.column('digest').doNothing())
    .returning('digest')
    .executeTakeFirst();
  return inserted !== undefined;
}
