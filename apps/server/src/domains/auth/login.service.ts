import { isValidEmail, ROLE_IDS } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { DUMMY_HASH_PROMISE } from '../../security/password-hash';
import { isSsoRequiredDomain } from '../../services/sso-required.queries';
import { normaliseEmail } from '../../services/email-address';
import { setLoginLock } from './auth.queries';
import { issueSessionToken } from './claims';
import { identityWork as work } from './identity-work';
import { isKnownDevice } from './known-device';
import { mailLockNotice } from './lock-notice';
import { afterAnswer } from './password-reminder';

/** Wrong passwords that lock the login (docs/sign-in.md): 5 … */
export const LOCK_THRESHOLD = 5;
/** … within 15 minutes … */
export const LOCK_WINDOW_MS = 15 * 60_000;
/** … lock it for 15 minutes, doubled by each further failure … */
export const LOCK_DURATION_MS = 15 * 60_000;
/** … up to a day; failures count for a day, and only since the last successful sign-in. */
export const LOCK_MAX_MS = 24 * 60 * 60_000;
/** Failures looked at: enough to reach the longest lock. */
const FAILURES_READ = LOCK_THRESHOLD + 8;

/**
 * The locked answer: the lock code with `errorCode` and `unlockTime` (spec 1 §7, §8), and
 * `Retry-After` in seconds.
 */
export function loginLocked(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(
    'login-locked',
    { errorCode: 'login-locked', unlockTime: until.toISOString() },
    { 'retry-after': String(seconds) },
  );
}

/**
 * The detail of a failed sign-in whose address is no e-mail address: the typed text is not recorded
 * (docs/security.md "Audit log"), as it may be a password typed into the wrong field.
 */
export const NOT_AN_ADDRESS = 'not-an-e-mail-address';

// one answer for an unknown e-mail, a wrong password, a deleted and a disabled user: no enumeration
const wrongPassword = () => new AppError('login-wrong-password', { errorCode: 'login-wrong-password' });

/** What a sign-in needs to know about its request: the client address and its cookies. */
export type SignInRequest = Pick<FastifyRequest, 'ip' | 'headers'>;

/**
 * Signs a person in (spec 1 §7 `POST login`) and answers the session token and the user's id.
 * Every answer costs the same database and argon2 work, whatever the address (docs/sign-in.md):
 * unknown e-mails, deleted and disabled users and wrong passwords all get `login-wrong-password`.
 * 5 failures within 15 minutes lock the login for 15 minutes, each further one doubles it; a browser
 * where the user signed in before (known-device cookie) is not held by the lock.
 */
export async function signIn(app: FastifyInstance, email: string, password: string, request: SignInRequest) {
  const db = app.database.db;
  const now = app.now();
  const address = normaliseEmail(email);
  const user = await work.findLiveUserByEmail(db, address);
  const key = user ? { userId: user.id } : { email: address };
  const failures = await work.recentFailures(db, key, new Date(now.getTime() - LOCK_MAX_MS), FAILURES_READ);
  // the address's domain signs in through its account's identity provider: password sign-in is refused
  // for everyone but an admin with the right password (break glass, docs/sso.md); looked up for every address
  const ssoRequired = await isSsoRequiredDomain(db, address.slice(address.lastIndexOf('@') + 1));

  const known = user ? isKnownDevice(app, request as FastifyRequest, user.id) : false;
  const lockedUntil = known ? null : activeLock(lockOf(failures), now);
  if (lockedUntil) {
    await work.verifyPassword(await DUMMY_HASH_PROMISE, password); // same work as any other answer
    throw loginLocked(lockedUntil, now);
  }

  const matches = await work.verifyPassword(user?.password_hash ?? (await DUMMY_HASH_PROMISE), password);
  // a disabled user or account with the right password is told nothing more than a wrong one
  if (!user?.password_hash || !matches || user.is_disabled || user.account_disabled) {
    await work.recordLoginAttempt(db, {
      email: address,
      userId: user?.id ?? null,
      ip: request.ip,
      succeeded: false,
      at: now,
    });
    const until = activeLock(lockOf([now, ...failures]), now);
    if (user) await setLoginLock(db, user.id, until);
    // the same records for every address, under the typed address when it is one, else under none
    // (docs/security.md "Audit log")
    const wellFormed = isValidEmail(address);
    const audit = {
      accountId: user?.account_id ?? null,
      actorId: user?.id ?? null,
      actorName: wellFormed ? address : null,
      ip: request.ip,
    };
    await app.audit.record({
      ...audit,
      action: 'sign-in-failed',
      ...(wellFormed ? {} : { detail: NOT_AN_ADDRESS }),
    });
    const lockBegins = until !== null && !activeLock(lockOf(failures), now);
    if (lockBegins) {
      await app.audit.record({ ...audit, action: 'login-locked', detail: until.toISOString() });
      // mailed after the answer, so its work does not tell the address exists (docs/sign-in.md)
      if (user) afterAnswer(app, () => mailLockNotice(app, user.id, until), 'lock notice not sent');
    }
    if (until && !known) throw loginLocked(until, now);
    throw ssoRequired ? new AppError('sso-required') : wrongPassword();
  }

  if (ssoRequired && user.role_id !== ROLE_IDS.admin) {
    await app.audit.record({
      accountId: user.account_id,
      action: 'sign-in-failed',
      actorId: user.id,
      actorName: address,
      detail: 'sso-required',
      ip: request.ip,
    });
    throw new AppError('sso-required');
  }

  await work.recordLoginAttempt(db, {
    email: address,
    userId: user.id,
    ip: request.ip,
    succeeded: true,
    at: now,
  });
  if (user.login_locked_until) await setLoginLock(db, user.id, null);
  await app.audit.record({
    accountId: user.account_id,
    action: 'sign-in',
    actorId: user.id,
    actorName: address,
    ip: request.ip,
  });
  return { token: await issueSessionToken(app, user.id), userId: user.id };
}

function activeLock(until: Date | null, now: Date): Date | null {
  return until && until.getTime() > now.getTime() ? until : null;
}

/**
 * The end of the lock the failures (newest first) impose: none until 5 of them fell within
 * 15 minutes; from then on 15 minutes from the newest failure, doubled for each failure beyond
 * the 5th, at most a day. Failures are not recorded while locked, so a lock is never extended
 * by attempts it refused.
 */
export function lockOf(failures: readonly Date[]): Date | null {
  const newest = failures[0];
  if (!newest || failures.length < LOCK_THRESHOLD) return null;
  const burst = failures.some((at, i) => {
    const fifth = failures[i + LOCK_THRESHOLD - 1];
    return fifth !== undefined && at.getTime() - fifth.getTime() <= LOCK_WINDOW_MS;
  });
  if (!burst) return null;
  const duration = Math.min(LOCK_DURATION_MS * 2 ** (failures.length - LOCK_THRESHOLD), LOCK_MAX_MS);
  return new Date(newest.getTime() + duration);
}
