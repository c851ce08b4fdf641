import type { UserScope } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/password-hash';

/** The demo logins `npm start` prints (demo data only; never used outside a fresh demo database). */
export const DEMO_LOGINS = [
  {
    role: 'admin',
    email: 'admin@demo.pulzus.test',
    password: 'Pulzus-Demo-2026!',
    name: 'Demo Adminisztrátor',
    nickname: 'Admin',
  },
  {
    role: 'user',
    email: 'hr@demo.pulzus.test',
    password: 'Pulzus-Demo-2026!',
    name: 'Kovács Anna',
    nickname: 'Anna',
  },
  {
    role: 'demo-user',
    email: 'demo@demo.pulzus.test',
    password: 'Pulzus-Demo-2026!',
    name: 'Bemutató Felhasználó',
    nickname: 'Demo',
  },
] as const;

/**
 * The demo's scoped viewers (docs/privacy.md "Rule 10"), printed with the other logins: a unit manager (the production
 * workers of Győr), a site manager of two sites (Szeged and Pécs) and an HR partner of the office workers. Their
 * scopes name worker groups by their place in the seed (0 office, 1 production) and sites by the Telephely answers
 * every demo date carries.
 */
export const DEMO_SCOPED_LOGINS = [
  {
    role: 'user',
    email: 'egysegvezeto@demo.pulzus.test',
    password: 'Pulzus-Demo-2026!',
    name: 'Nagy Gábor',
    nickname: 'Gábor',
    scope: { workerGroups: [1], sites: ['Győr'] },
  },
  {
    role: 'user',
    email: 'telephelyvezeto@demo.pulzus.test',
    password: 'Pulzus-Demo-2026!',
    name: 'Szabó Eszter',
    nickname: 'Eszter',
    scope: { workerGroups: [], sites: ['Szeged', 'Pécs'] },
  },
  {
    role: 'user',
    email: 'hr-partner@demo.pulzus.test',
    password: 'Pulzus-Demo-2026!',
    name: 'Tóth Réka',
    nickname: 'Réka',
    scope: { workerGroups: [0], sites: [] },
  },
] as const;

const ROLE_ID = { admin: 1, user: 2, 'demo-user': 3 } as const;

/** The three demo survey months, oldest first. */
export const DEMO_SURVEY_MONTHS = ['2025-03-01', '2025-09-01', '2026-03-01'] as const;

/**
 * Inserts a demo account with the default k that offers both catalogue languages (ids 1 and 2);
 * answers its id. The demo company and the demo SAML account start alike.
 */
export async function insertDemoAccount(db: Kysely<Database>, name: string): Promise<{ id: number }> {
  const account = await db
    .insertInto('accounts')
    .values({ name, min_group_size: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_languages')
    .values([
      { account_id: account.id, language_id: 1 },
      { account_id: account.id, language_id: 2 },
    ])
    .execute();
  return account;
}

/**
 * Seeds the demo tenant when the database has no account yet: a company with two worker groups,
 * three survey dates (the latest unpublished), an admin, a user and a demo user. Survey answers
 * arrive through the provider import, not here. Returns false when the database was not empty.
 */
export async function seedDemo(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    const account = await insertDemoAccount(trx, 'Demo Gyártó Kft.');
    const groups = await trx
      .insertInto('worker_groups')
      .values([
        { account_id: account.id, name: 'Irodai munkatársak', code: 'irodai-munkatarsak' },
        { account_id: account.id, name: 'Termelési munkatársak', code: 'termelesi-munkatarsak' },
      ])
      .returning('id')
      .execute();
    const key = await trx
      .insertInto('sm_api_keys')
      .values({
        account_id: account.id,
        name: 'Demo szimulátor',
        // the demo's provider connection is made by the import (provider issue); no token yet
        access_token_sealed: '',
        access_url: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, date] of DEMO_SURVEY_MONTHS.entries()) {
      const surveys = await trx
        .insertInto('sm_surveys')
        .values(
          groups.map((_group, gi) => ({
            account_id: account.id,
            sm_api_key_id: key.id,
            sm_survey_id: `40${i + 1}00${gi + 1}`,
            title: `Elkötelezettségi felmérés ${date.slice(0, 7)} – ${gi === 0 ? 'iroda' : 'termelés'}`,
            details: null,
            imported_at: null,
          })),
        )
        .returning('id')
        .execute();
      const surveyDate = await trx
        .insertInto('survey_dates')
        .values({
          account_id: account.id,
          date,
          sm_api_key_id: key.id,
          enabled_for_users: i < DEMO_SURVEY_MONTHS.length - 1,
          is_refresh_enabled: i === DEMO_SURVEY_MONTHS.length - 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('survey_date_surveys')
        .values(
          groups.map((g, gi) => ({
            account_id: account.id,
            survey_date_id: surveyDate.id,
            worker_group_id: g.id,
            sm_survey_id: surveys[gi]!.id,
          })),
        )
        .execute();
    }
    for (const login of DEMO_LOGINS) {
      await trx
        .insertInto('users')
        .values({
          account_id: login.role === 'admin' ? null : account.id,
          session_account_id: login.role === 'admin' ? account.id : null,
          role_id: ROLE_ID[login.role],
          name: login.name,
          nickname: login.nickname,
          email: login.email,
          mobile: null,
          password_hash: await hashPassword(login.password),
        })
        .execute();
    }
    for (const login of DEMO_SCOPED_LOGINS) {
      const user = await trx
        .insertInto('users')
        .values({
          account_id: account.id,
          session_account_id: null,
          role_id: ROLE_ID[login.role],
          name: login.name,
          nickname: login.nickname,
          email: login.email,
          mobile: null,
          password_hash: await hashPassword(login.password),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const scope: UserScope = {
        worker_group_ids: login.scope.workerGroups.map((i) => groups[i]!.id),
        demographies:
          login.scope.sites.length > 0 ? [{ code: 'telephely', answers: [...login.scope.sites] }] : [],
      };
      await trx
        .insertInto('user_scopes')
        .values({ user_id: user.id, account_id: account.id, scope: JSON.stringify(scope) })
        .execute();
    }
  });
  return true;
}
