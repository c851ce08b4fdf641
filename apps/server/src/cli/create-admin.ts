import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { passwordErrorMessageKey, ROLE_IDS, translate } from '@pulzus/core';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { passwordLinkUrl, issuePasswordLink } from '../domains/auth/password-links';
import { assertAcceptablePassword } from '../domains/auth/password-policy';
import { insertPerson, isEmailTaken } from '../domains/users/users.queries';
import { loadEnv } from '../env';
import { AppError } from '../errors';
import { hashPassword } from '../security/password-hash';

/** The administrator to create: e-mail and name required; the nickname defaults to the name. */
export interface CreateAdminInput {
  email: string;
  name: string;
  nickname?: string;
  /** A password to set now; without it the answer carries a first-password link. */
  password?: string;
}

/** The created administrator and, when no password was given, their first-password link. */
export interface CreateAdminResult {
  userId: number;
  link: string | null;
}

const USAGE = 'usage: npm run create-admin -- --email <address> --name <name> [--nickname <nickname>]';

/** Reads `--email`, `--name` and `--nickname` from the command line; throws the usage text when incomplete. */
export function parseCreateAdminArgs(argv: readonly string[]): Omit<CreateAdminInput, 'password'> {
  const { values } = parseArgs({
    args: [...argv],
    options: { email: { type: 'string' }, name: { type: 'string' }, nickname: { type: 'string' } },
    strict: true,
  });
  const email = values.email?.trim();
  const name = values.name?.trim();
  const nickname = values.nickname?.trim();
  if (!email || !name) throw new Error(USAGE);
  return { email, name, ...(nickname ? { nickname } : {}) };
}

/**
 * Creates an administrator (no account; spec 1 §3 role 1) for a real deployment: the e-mail must be
 * free among live users (`email-taken`), a given password must pass the password rule
 * (`weak-password`); without one, a 7-day first-password link (`uj-jelszo`) is issued.
 */
export async function createAdmin(
  db: Kysely<Database>,
  input: CreateAdminInput,
  options: { publicUrl: string; now: Date },
): Promise<CreateAdminResult> {
  const email = input.email.trim();
  const name = input.name.trim();
  const nickname = input.nickname?.trim() || name;
  if (!email || !name) throw new AppError('validation-failed');
  if (input.password !== undefined) assertAcceptablePassword(input.password, { email, name });
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    if (await isEmailTaken(trx, email)) throw new AppError('email-taken');
    return insertPerson(trx, null, {
      name,
      nickname,
      email,
      mobile: null,
      role_id: ROLE_IDS.admin,
      language_id: 1,
      password_hash: passwordHash,
    });
  });
  if (passwordHash) return { userId, link: null };
  const hash = await issuePasswordLink(db, userId, 'uj-jelszo', options.now);
  return { userId, link: passwordLinkUrl(options.publicUrl, 'uj-jelszo', userId, hash) };
}

const MESSAGES: Partial<Record<string, string>> = {
  'email-taken': 'A live user already has this e-mail address.',
  'validation-failed': USAGE,
};

/**
 * The line `create-admin` prints for a failure: for a refused password the real reason (the rule it
 * breaks or why it is guessable, docs/sign-in.md "Passwords") with its code, in English and
 * Hungarian; else the error's text.
 */
export function createAdminErrorMessage(error: unknown, password?: string): string {
  if (!(error instanceof AppError)) return (error as Error).message;
  if (error.code === 'weak-password') {
    const key = passwordErrorMessageKey(error.code, error.details, password);
    return `PULZUS_ADMIN_PASSWORD is refused (${key}): ${translate('en', key)}\n${translate('hu', key)}`;
  }
  return MESSAGES[error.code] ?? error.code;
}

/**
 * `npm run create-admin -- --email x --name y [--nickname z]`: migrates the configured database and
 * creates the administrator; prints the first-password link, or sets `PULZUS_ADMIN_PASSWORD` when
 * given. With the embedded PGlite, stop the server first: one process at a time opens its data dir.
 */
async function main(): Promise<void> {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const env = loadEnv();
  // read here, at the process boundary, so it never reaches the server's configuration or logs
  const password = process.env.PULZUS_ADMIN_PASSWORD || undefined;
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR, 'pglite') },
  );
  try {
    await migrateToLatest(database.db);
    const result = await createAdmin(
      database.db,
      { ...args, ...(password ? { password } : {}) },
      { publicUrl: env.PUBLIC_URL, now: new Date() },
    );
    console.log(`Administrator ${args.email} created (id ${result.userId}).`);
    if (result.link) console.log(`Set the password within 7 days at:\n${result.link}`);
    else console.log('The password was set from PULZUS_ADMIN_PASSWORD.');
  } finally {
    await database.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  main().catch((error: unknown) => {
    console.error(createAdminErrorMessage(error, process.env.PULZUS_ADMIN_PASSWORD || undefined));
    process.exit(1);
  });
}
