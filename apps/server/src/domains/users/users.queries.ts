import { ROLE_IDS, type Role } from '@pulzus/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { USER_ANSWER_COLUMNS, type UserAnswerRow } from './user-answer';

const ACCOUNT_ROLE_IDS = [ROLE_IDS.user, ROLE_IDS['demo-user']];

/** The live users and demo users of an account, by name then id (spec 1 §2 /admin/users). */
export function listAccountPeople(db: Kysely<Database>, accountId: number): Promise<UserAnswerRow[]> {
  return db
    .selectFrom('users')
    .select(USER_ANSWER_COLUMNS)
    .where('users.account_id', '=', accountId)
    .where('users.role_id', 'in', ACCOUNT_ROLE_IDS)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** The live administrators, by name then id (spec 1 §2 /admin/admins). */
export function listAdmins(db: Kysely<Database>): Promise<UserAnswerRow[]> {
  return db
    .selectFrom('users')
    .select(USER_ANSWER_COLUMNS)
    .where('users.role_id', '=', ROLE_IDS.admin)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** Whether a live user other than `exceptUserId` has this e-mail, compared case-insensitively. */
export async function isEmailTaken(
  db: Kysely<Database>,
  email: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null);
  if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The language a new person of an account starts in: Hungarian if the account has it, else its first. */
export async function startLanguageOf(db: Kysely<Database>, accountId: number | null): Promise<number> {
  if (accountId === null) return 1;
  const row = await db
    .selectFrom('account_languages')
    .select('language_id')
    .where('account_id', '=', accountId)
    .orderBy('language_id')
    .executeTakeFirst();
  return row?.language_id ?? 1;
}

/** The editable fields of a person (spec 1 §3 user). */
export interface PersonFields {
  name: string;
  nickname: string;
  email: string;
  mobile: string | null;
  role_id: number;
}

/** Inserts a person, by default without a password (set through the first-password link); answers the id. */
export async function insertPerson(
  db: Kysely<Database>,
  accountId: number | null,
  fields: PersonFields & { language_id: number; password_hash?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ password_hash: null, ...fields, account_id: accountId, session_account_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a person's editable fields. */
export async function updatePersonFields(
  db: Kysely<Database>,
  userId: number,
  fields: PersonFields,
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}

/** Soft-deletes a person: `deleted_at` set, the row kept (spec 1 §7 DELETE users/{id}). */
export async function softDeletePerson(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ deleted_at: now }).where('id', '=', userId).execute();
}

/** Disables or enables a person (spec 1 §4 user states). */
export async function setPersonDisabled(
  db: Kysely<Database>,
  userId: number,
  isDisabled: boolean,
): Promise<void> {
  await db.updateTable('users').set({ is_disabled: isDisabled }).where('id', '=', userId).execute();
}

/** Every role, by id: 1 admin, 2 user, 3 demo-user (spec 1 §3). */
export async function listRoles(db: Kysely<Database>): Promise<Role[]> {
  const rows = await db.selectFrom('roles').select(['id', 'slug']).orderBy('id').execute();
  return rows as Role[];
}
