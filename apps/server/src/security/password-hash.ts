import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1; ~15 ms here, toolchain.md).
const ARGON2ID = 2;

/** An argon2id hash of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Whether the password matches the hash; false for a missing or malformed hash. */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when no user matches, so timing reveals nothing. */
export const DUMMY_HASH_PROMISE: Promise<string> = hashPassword('no-such-user-timing-equaliser');
