import type { RoleSlug } from '@pulzus/core';
import { ROLE_IDS } from '@pulzus/core';
import { issueSessionToken } from '../domains/auth/claims';
import { afterAll } from 'vitest';
import { hashPassword } from '../security/password-hash';
import { buildTestApp, type TestApp } from './app';

/** The password every fixture user gets unless told otherwise; it passes the strong-password rule. */
export const FIXTURE_PASSWORD = 'Correct-Horse-9';

let hashed: Promise<string> | null = null;
const fixtureHash = () => {
  hashed ??= hashPassword(FIXTURE_PASSWORD);
  return hashed;
};

let serial = 0;

/** Creates an account with the given languages (default Hungarian). */
export async function createAccount(t: TestApp, name = `Account ${++serial}`, langIds: number[] = [1]) {
  const db = t.database.db;
  const account = await db
    .insertInto('accounts')
    .values({ name, min_group_size: null })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_languages')
    .values(langIds.map((language_id) => ({ account_id: account.id, language_id })))
    .execute();
  return account;
}

/** Creates a user; admins have no account of their own (they pick a session account). */
export async function createUser(
  t: TestApp,
  role: RoleSlug,
  accountId: number | null,
  fields: {
    email?: string;
    name?: string;
    nickname?: string;
    password?: string | null;
    languageId?: number;
  } = {},
) {
  const n = ++serial;
  const password_hash =
    fields.password === null
      ? null
      : fields.password
        ? await hashPassword(fields.password)
        : await fixtureHash();
  return t.database.db
    .insertInto('users')
    .values({
      account_id: role === 'admin' ? null : accountId,
      role_id: ROLE_IDS[role],
      name: fields.name ?? `Person ${n}`,
      nickname: fields.nickname ?? `P${n}`,
      email: fields.email ?? `person${n}@example.test`,
      mobile: null,
      password_hash,
      language_id: fields.languageId ?? 1,
      session_account_id: role === 'admin' ? accountId : null,
    })
    .returning(['id', 'email', 'role_id', 'account_id'])
    .executeTakeFirstOrThrow();
}

/** Marks a user deleted, as deleting through the API does (the row stays, its e-mail freed). */
export async function markUserDeleted(t: TestApp, userId: number): Promise<void> {
  await t.database.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', userId).execute();
}

/** Disables a user in the database, as an admin's disabling does (no session of theirs is ended here). */
export async function markUserDisabled(t: TestApp, userId: number): Promise<void> {
  await t.database.db.updateTable('users').set({ is_disabled: true }).where('id', '=', userId).execute();
}

/** A valid session token of an admin who has picked no session account yet (the claims carry no `aid`). */
export function adminTokenWithoutAccount(t: TestApp, adminId: number): Promise<string> {
  return t.app.tokens.sign({
    nickname: 'Admin',
    role: 'admin',
    uid: adminId,
    lang_id: 1,
    lang_code: 'hu',
    tv: 0,
    auth_time: Math.floor(t.clock.now / 1000),
  });
}

/** A valid session token for a user, as login would issue it (admins: with their session account). */
export function tokenFor(t: TestApp, userId: number, sessionAccountId?: number | null): Promise<string> {
  return issueSessionToken(t.app, userId, sessionAccountId === undefined ? {} : { sessionAccountId });
}

/**
 * Two tenants, A and B, each with a user and a demo user, and an admin whose session account is A:
 * the cast of every authorization test (anonymous, user, other tenant, admin).
 */
export async function createTenants(t: TestApp) {
  const accountA = await createAccount(t, 'Alfa Kft.', [1, 2]);
  const accountB = await createAccount(t, 'Béta Zrt.', [1]);
  const admin = await createUser(t, 'admin', accountA.id, { nickname: 'Admin' });
  const userA = await createUser(t, 'user', accountA.id, { nickname: 'Anna' });
  const demoA = await createUser(t, 'demo-user', accountA.id, { nickname: 'Demo' });
  const userB = await createUser(t, 'user', accountB.id, { nickname: 'Bence' });
  const adminB = await createUser(t, 'admin', accountB.id, { nickname: 'Admin B' });
  return {
    accountA,
    accountB,
    admin,
    userA,
    demoA,
    userB,
    adminB,
    tokens: {
      admin: await tokenFor(t, admin.id),
      userA: await tokenFor(t, userA.id),
      demoA: await tokenFor(t, demoA.id),
      userB: await tokenFor(t, userB.id),
      adminB: await tokenFor(t, adminB.id),
    },
  };
}

/** The cast of createTenants: accounts A and B, their users and their session tokens. */
export type Tenants = Awaited<ReturnType<typeof createTenants>>;

/**
 * Boots the real app (env `overrides` and `options`, as buildTestApp takes them) with the tenants of createTenants, for a test
 * file that awaits it at its top level (as bootEmbedTestContext); the app is closed after the file's tests.
 */
export async function bootTenantsApp(
  overrides: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<{ t: TestApp; world: Tenants }> {
  const t = await buildTestApp(overrides, options);
  afterAll(() => t.close());
  return { t, world: await createTenants(t) };
}

/** How many rows a table holds, all accounts together: what a refused call must leave as it was. */
export async function countRows(t: TestApp, table: 'users' | 'accounts'): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
