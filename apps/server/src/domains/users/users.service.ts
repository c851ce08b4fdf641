import {
  ROLE_IDS,
  type RoleSlug,
  USER_SCREEN_ROLES,
  type UserCreatePayload,
  type UserUpdatePayload,
} from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { normaliseEmail } from '../../services/email-address';
import { type Manager, managed } from '../../services/managed-people';
import type { ManagedUser } from '../../services/managed-people.queries';
import { bumpTokenVersion } from '../../services/revocation.queries';
import { isUniqueViolation } from '../../services/unique-violation';
import {
  insertPerson,
  isEmailTaken,
  type PersonFields,
  setPersonDisabled,
  softDeletePerson,
  startLanguageOf,
  updatePersonFields,
} from './users.queries';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { insertPerson, isEmailTaken, startLanguageOf } from './users.queries';

const fieldsOf = (payload: UserUpdatePayload): PersonFields => ({
  name: payload.name,
  nickname: payload.nickname,
  email: payload.email,
  mobile: payload.mobile ? payload.mobile : null,
  role_id: ROLE_IDS[payload.role],
});

/** Runs a write; a lost race on the live-e-mail unique index is `email-taken` too. */
async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email-taken');
    throw error;
  }
}

const isAdminRole = (role: RoleSlug): boolean =>
  (USER_SCREEN_ROLES.admins as readonly RoleSlug[]).includes(role);

/**
 * Creates a person (spec 1 §5 add user): an admin joins no account (admins screen); a user or demo
 * user joins the session account (users screen). The e-mail must be free among live users.
 */
export async function createPerson(
  db: Kysely<Database>,
  manager: Manager,
  payload: UserCreatePayload,
): Promise<number> {
  const accountId = isAdminRole(payload.role) ? null : manager.accountId;
  if (!isAdminRole(payload.role) && accountId === null) throw new AppError('no-session-account');
  return guardEmail(() =>
    db.transaction().execute(async (trx) => {
      if (await isEmailTaken(trx, payload.email)) throw new AppError('email-taken');
      const languageId = await startLanguageOf(trx, accountId);
      return insertPerson(trx, accountId, { ...fieldsOf(payload), language_id: languageId });
    }),
  );
}

/**
 * Edits a person. The role stays on its screen (spec 1 §5: admins screen admin only, users screen
 * user or demo user); a role change ends the person's old sessions.
 */
export async function updatePerson(
  db: Kysely<Database>,
  manager: Manager,
  userId: number,
  payload: UserUpdatePayload,
): Promise<{ accountId: number | null; roleChanged: boolean }> {
  return guardEmail(() =>
    db.transaction().execute(async (trx) => {
      const user = await managed(trx, manager, userId);
      if (isAdminRole(payload.role) !== (user.role_id === ROLE_IDS.admin)) {
        throw new AppError('validation-failed', {
          fields: [{ path: 'role', message: 'The role is not offered on this screen' }],
        });
      }
      // an admin's address is where their reminder link goes: another admin changing it could send
      // themselves the link and take the account over (docs/security.md "No admin takes over another")
      const otherAdmin = user.role_id === ROLE_IDS.admin && user.id !== manager.userId;
      if (otherAdmin && normaliseEmail(payload.email) !== normaliseEmail(user.email))
        throw new AppError('admin-target-not-allowed');
      if (await isEmailTaken(trx, payload.email, userId)) throw new AppError('email-taken');
      const fields = fieldsOf(payload);
      await updatePersonFields(trx, userId, fields);
      const roleChanged = fields.role_id !== user.role_id;
      if (roleChanged) await bumpTokenVersion(trx, userId);
      return { accountId: user.account_id, roleChanged };
    }),
  );
}

/** Soft-deletes a person and ends their sessions; never oneself (spec 1 §2). */
export async function deletePerson(
  db: Kysely<Database>,
  manager: Manager,
  userId: number,
  now: Date,
): Promise<ManagedUser> {
  return db.transaction().execute(async (trx) => {
    const user = await managed(trx, manager, userId);
    if (user.id === manager.userId) throw new AppError('self-action-not-allowed');
    await softDeletePerson(trx, userId, now);
    await bumpTokenVersion(trx, userId);
    return user;
  });
}

/** Disables (ending their sessions) or enables a person; never oneself (spec 1 §2, §4). */
export async function setPersonEnabled(
  db: Kysely<Database>,
  manager: Manager,
  userId: number,
  enabled: boolean,
): Promise<ManagedUser> {
  return db.transaction().execute(async (trx) => {
    const user = await managed(trx, manager, userId);
    if (user.id === manager.userId) throw new AppError('self-action-not-allowed');
    await setPersonDisabled(trx, userId, !enabled);
    if (!enabled) await bumpTokenVersion(trx, userId);
    return user;
  });
}
