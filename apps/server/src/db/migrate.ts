import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { migratedNames, releaseMigrationLock, takeMigrationLock } from './migrate.queries';
import * as m0001 from './migrations/0001-accounts-users';
import * as m0002 from './migrations/0002-survey-dates';
import * as m0005 from './migrations/0005-survey-config';
import * as m0003 from './migrations/0003-responses';
import * as m0004 from './migrations/0004-email-templates';
import * as m0006 from './migrations/0006-imports';
import * as m0007 from './migrations/0007-import-jobs';
import * as m0008 from './migrations/0008-embed-keys';
import * as m0009 from './migrations/0009-embed-key-locks';
import * as m0010 from './migrations/0010-item-matches';
import * as m0011 from './migrations/0011-session-revocation';
import * as m0012 from './migrations/0012-audit-log';
import * as m0013 from './migrations/0013-formal-email-templates';
import * as m0014 from './migrations/0014-rate-limits';
import * as m0015 from './migrations/0015-cube-snapshots';
import * as m0016 from './migrations/0016-report-jobs';
import * as m0017 from './migrations/0017-change-notifications';
import * as m0018 from './migrations/0018-privacy-pattern-snapshots';
import * as m0019 from './migrations/0019-collector-one-date';
import * as m0020 from './migrations/0020-ticket-impersonator';
import * as m0021 from './migrations/0021-report-heartbeat';
import * as m0022 from './migrations/0022-sso';
import * as m0025 from './migrations/0025-user-scopes';
import * as m0023 from './migrations/0023-sso-saml';
import * as m0024 from './migrations/0024-staged-imports';
import * as m0027 from './migrations/0027-account-time-zone';
import * as m0026 from './migrations/0026-user-scopes-notify';
import * as m0028 from './migrations/0028-saml-single-logout';
import * as m0030 from './migrations/0030-comments';
import * as m0029 from './migrations/0029-survey-date-shares';
import * as m0031 from './migrations/0031-superseded-responses';
import * as m0032 from './migrations/0032-embed-key-comments';

/** Every migration, in order; listed statically so a bundled server finds them too. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts-users': m0001,
  '0002-survey-dates': m0002,
  '0005-survey-config': m0005,
  '0003-responses': m0003,
  '0004-email-templates': m0004,
  '0006-imports': m0006,
  '0007-import-jobs': m0007,
  '0008-embed-keys': m0008,
  '0009-embed-key-locks': m0009,
  '0010-item-matches': m0010,
  '0011-session-revocation': m0011,
  '0012-audit-log': m0012,
  '0013-formal-email-templates': m0013,
  '0014-rate-limits': m0014,
  '0015-cube-snapshots': m0015,
  '0016-report-jobs': m0016,
  '0017-change-notifications': m0017,
  '0018-privacy-pattern-snapshots': m0018,
  '0019-collector-one-date': m0019,
  '0020-ticket-impersonator': m0020,
  '0021-report-heartbeat': m0021,
  '0022-sso': m0022,
  '0025-user-scopes': m0025,
  '0023-sso-saml': m0023,
  '0024-staged-imports': m0024,
  '0027-account-time-zone': m0027,
  '0026-user-scopes-notify': m0026,
  '0028-saml-single-logout': m0028,
  '0030-comments': m0030,
  '0029-survey-date-shares': m0029,
  '0031-superseded-responses': m0031,
  '0032-embed-key-comments': m0032,
};

/**
 * Brings the database to the latest schema; throws (naming the migration) on failure. API
 * instances and workers starting together on one PostgreSQL take turns (docs/architecture.md
 * "Several instances"): the whole run — the migration table's creation included — holds a session
 * advisory lock on one connection, so the first migrates and the others find nothing left to do.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await db.connection().execute(async (connection) => {
    await takeMigrationLock(connection);
    try {
      const migrator = new Migrator({
        db: connection,
        provider: { getMigrations: async () => MIGRATIONS },
        // numbers are handed out ahead to parallel work: 0021 may land after a database ran 0022
        allowUnorderedMigrations: true,
      });
      return await migrator.migrateToLatest();
    } finally {
      await releaseMigrationLock(connection);
    }
  });
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${cause.message}`, { cause });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/**
 * The migrations of {@link MIGRATIONS} the database has not run, in order; empty when it is at the
 * latest schema. One query, for the readiness probe; throws when the database is unreachable.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migration table is not part of the app's schema.
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const done = new Set(await migratedNames(db));
  return Object.keys(MIGRATIONS).filter((name) => !done.has(name));
}
