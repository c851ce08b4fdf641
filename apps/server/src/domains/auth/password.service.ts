import { ROLE_IDS } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../security/password-hash';
import { clearFailures, findLiveUser } from './auth.queries';
import { identityWork as work } from './identity-work';
import { assertAcceptablePassword } from './password-policy';
import { setPasswordHash, spendAllLinks, spendLink } from './password-links.queries';
import { bumpTokenVersion } from '../../services/revocation.queries';

const isDemo = (roleId: number) => roleId === ROLE_IDS['demo-user'];

/**
 * Checks a password link (spec 1 §2 `check-verify-hash`): the user's own, unused and unexpired
 * link of a live, enabled user — a first-password link only while the user has no password;
 * anything else is `invalid-hash`. Both lookups run for every uid, so a missing user costs the
 * same work as a real one (docs/sign-in.md).
 */
export async function checkPasswordLink(app: FastifyInstance, userId: number, hash: string) {
  const db = app.database.db;
  const user = await work.findLiveUser(db, userId);
  const link = await work.findValidLink(db, userId, hash, app.now());
  if (!user || !link || user.is_disabled || user.account_disabled) throw new AppError('invalid-hash');
  if (link.kind === 'first' && user.password_hash) throw new AppError('invalid-hash');
  return { user, link };
}

/**
 * Sets a password through a link (spec 1 §7 `set-password`): the link is checked, then the
 * password (`weak-password`), then the link is spent atomically with the change, every other
 * link of the user is spent, the login lock is lifted and old sessions end.
 */
export async function setPasswordWithLink(
  app: FastifyInstance,
  userId: number,
  hash: string,
  password: string,
) {
  const { user, link } = await checkPasswordLink(app, userId, hash);
  // the demo user may not change a password (spec 1 §6); only a first-password link works for it
  if (isDemo(user.role_id) && link.kind === 'reset') throw new AppError('not-allowed');
  assertAcceptablePassword(password, user);
  const passwordHash = await hashPassword(password);
  const now = app.now();
  const spent = await app.database.db.transaction().execute(async (trx) => {
    if (!(await spendLink(trx, link.id, now))) return false; // spent by a concurrent call: single use
    await spendAllLinks(trx, userId, now);
    await setPasswordHash(trx, userId, passwordHash, true);
    await clearFailures(trx, userId);
    await bumpTokenVersion(trx, userId);
    return true;
  });
  if (!spent) throw new AppError('invalid-hash');
}

/**
 * Changes one's own password (spec 1 §7 `change-password`): `not-allowed` for the demo user,
 * `wrong-old-password`, `weak-password`; every other session of the user ends and earlier links stop working.
 */
export async function changeOwnPassword(
  app: FastifyInstance,
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await findLiveUser(app.database.db, userId);
  if (!user) throw new AppError('unauthorized');
  if (isDemo(user.role_id)) throw new AppError('not-allowed');
  if (!(await verifyPassword(user.password_hash, oldPassword))) throw new AppError('wrong-old-password');
  assertAcceptablePassword(newPassword, user);
  await storePassword(app, userId, newPassword);
}

/**
 * An admin sets a user's password (spec 1 §7 `PUT users/{id}/password`); that user's sessions end
 * and every link mailed before stops working.
 */
export async function setUserPassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  const user = await findLiveUser(app.database.db, userId);
  if (!user) throw new AppError('not-found');
  assertAcceptablePassword(password, user);
  await storePassword(app, userId, password);
}

/** Stores a new password; the links mailed before it are spent, so none outlives the change. */
async function storePassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = app.now();
  await app.database.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, passwordHash);
    await spendAllLinks(trx, userId, now);
    await bumpTokenVersion(trx, userId);
  });
}
