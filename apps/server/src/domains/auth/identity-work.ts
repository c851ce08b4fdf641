import { verifyPassword } from '../../security/password-hash';
import { findLiveUser, findLiveUserByEmail, recentFailures, recordLoginAttempt } from './auth.queries';
import { findValidLink } from './password-links';

/**
 * The lookups and argon2 work of the public identity calls, called through this one object so the
 * security tests can count that a missing account costs the same steps as a real one
 * (docs/sign-in.md "One answer, the same work"; server suites use no module mocks).
 */
export const identityWork = {
  verifyPassword,
  findLiveUser,
  findLiveUserByEmail,
  recentFailures,
  recordLoginAttempt,
  findValidLink,
};
