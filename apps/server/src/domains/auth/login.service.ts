import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../security/password-hash';
import {
  findLiveUserByEmail,
  normaliseEmail,
  recentFailures,
  recordLoginAttempt,
  setLoginLock,
} from './auth.queries';
import { issueSessionToken } from './claims';

/** Wrong passwords that lock the login (server issue §4): 5 … */
export const LOCK_THRESHOLD = 5;
/** … within 15 minutes … */
export const LOCK_WINDOW_MS = 15 * 60_000;
/** … lock it for 15 minutes. */
export const LOCK_DURATION_MS = 15 * 60_000;

/** The locked answer: the lock code with `errorCode` and `unlockTime` (spec 1 §7, §8). */
export function loginLocked(until: Date): AppError {
  return new AppError('login-locked', { errorCode: 'login-locked', unlockTime: until.toISOString() });
}

// one answer for an unknown e-mail, a wrong password and a deleted user: no enumeration
const wrongPassword = () => new AppError('login-wrong-password', { errorCode: 'login-wrong-password' });

/**
 * Signs a person in (spec 1 §7 `POST login`) and answers their session token. Unknown e-mails,
 * deleted users and wrong passwords get the same answer after the same argon2 work; 5 failures in
 * 15 minutes lock the login for 15 minutes — for unknown e-mails too, so the lock reveals nothing.
 */
export async function signIn(app: FastifyInstance, email: string, password: string, ip: string) {
  const db = app.database.db;
  const now = app.now();
  const address = normaliseEmail(email);
  const user = await findLiveUserByEmail(db, address);
  const key = user ? { userId: user.id } : { email: address };

  const lockedUntil = user ? activeLock(user.login_locked_until, now) : await addressLock(app, address, now);
  if (lockedUntil) {
    await verifyPassword(await DUMMY_HASH_PROMISE, password); // same work as any other answer
    throw loginLocked(lockedUntil);
  }

  const matches = await verifyPassword(user?.password_hash ?? (await DUMMY_HASH_PROMISE), password);
  if (!user?.password_hash || !matches) {
    await recordLoginAttempt(db, { email: address, userId: user?.id ?? null, ip, succeeded: false, at: now });
    const failures = await recentFailures(db, key, new Date(now.getTime() - LOCK_WINDOW_MS), LOCK_THRESHOLD);
    if (failures.length >= LOCK_THRESHOLD) {
      const until = new Date(now.getTime() + LOCK_DURATION_MS);
      if (user) await setLoginLock(db, user.id, until);
      throw loginLocked(until);
    }
    throw wrongPassword();
  }
  // the password is right: only now may the answer tell that the user or account is disabled
  if (user.is_disabled || user.account_disabled) throw new AppError('forbidden', { errorCode: 'forbidden' });

  await recordLoginAttempt(db, { email: address, userId: user.id, ip, succeeded: true, at: now });
  if (user.login_locked_until) await setLoginLock(db, user.id, null);
  return issueSessionToken(app, user.id);
}

function activeLock(until: Date | null, now: Date): Date | null {
  return until && until.getTime() > now.getTime() ? until : null;
}

/**
 * The lock of an address no live user has: the 5th recent failure starts 15 locked minutes, the
 * same as a user's lock (failures are not recorded while locked, so the newest is the 5th).
 */
async function addressLock(app: FastifyInstance, address: string, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - LOCK_WINDOW_MS - LOCK_DURATION_MS);
  const failures = await recentFailures(app.database.db, { email: address }, since, LOCK_THRESHOLD);
  const newest = failures[0];
  const oldest = failures[LOCK_THRESHOLD - 1];
  if (!newest || !oldest || newest.getTime() - oldest.getTime() > LOCK_WINDOW_MS) return null;
  return activeLock(new Date(newest.getTime() + LOCK_DURATION_MS), now);
}
