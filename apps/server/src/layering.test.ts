import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server keeps its SQL per domain in `<domain>.queries.ts` (docs/style.md "Kysely per domain:
// table, queries, service"; docs/architecture.md "Server"): services and routes call small named
// query functions and never build a statement themselves.

const SRC = import.meta.dirname;

/** What building SQL looks like in a source file: a Kysely query builder, a raw `sql` template, a compiled query. */
const SQL_MARKS: readonly RegExp[] = [
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom)\(/,
  /\bsql(<[^`;]*>)?`/,
  /\bsql\.(raw|lit|table|ref|id|join|val)\(/,
  /\bCompiledQuery\.raw\(/,
];

/** Files (relative to apps/server/src) that are not production code, by name: tests and their data. */
const NOT_PRODUCTION = [/\.test\.ts$/, /\.test-cases\.ts$/, /\.fixtures\.ts$/, /^test\//];

/**
 * Production files or folders that may build SQL outside `*.queries.ts`, each with why. Anything
 * else that builds SQL belongs in a queries module.
 */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  ['db/migrations/', 'a migration is frozen SQL that imports no app code (docs/style.md item 13)'],
  ['demo/', 'demo data written straight into an empty database, as test fixtures are; not a request path'],
  [
    'db/pglite-dialect.ts',
    'the database driver: it runs the statements it is handed (begin, commit), builds none',
  ],
  ['jobs/pg-boss-db.ts', "pg-boss's driver: it runs the SQL text pg-boss hands it, builds none"],
]);

/** Whether a file (path relative to apps/server/src, `/`-separated) must keep its SQL in a queries module. */
function needsQueriesModule(path: string): boolean {
  if (!/\.(ts|mts|mjs|js)$/.test(path) || path.endsWith('.d.ts')) return false;
  if (/\.queries\.ts$/.test(path)) return false;
  if (NOT_PRODUCTION.some((pattern) => pattern.test(path))) return false;
  return ![...ALLOWED.keys()].some((allowed) =>
    allowed.endsWith('/') ? path.startsWith(allowed) : path === allowed,
  );
}

/** The lines of a source text that build SQL (1-based), comments ignored. */
function sqlLines(text: string): number[] {
  // blank out block comments line for line, so line numbers stay right
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return code.split('\n').flatMap((line, index) => {
    const withoutComment = line.replace(/^\s*\/\/.*$/, '');
    return SQL_MARKS.some((mark) => mark.test(withoutComment)) ? [index + 1] : [];
  });
}

/** Every file under `dir`, as `/`-separated paths relative to apps/server/src. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return [relative(SRC, path).split(sep).join('/')];
  });
}

describe('SQL only in *.queries.ts', () => {
  it('no production file outside a queries module builds SQL', () => {
    const offenders = sourceFiles(SRC)
      .filter(needsQueriesModule)
      .flatMap((path) => {
        const lines = sqlLines(readFileSync(join(SRC, path), 'utf8'));
        return lines.length > 0 ? [`${path}:${lines.join(',')}`] : [];
      });
    expect(offenders, 'move these queries into the domain’s *.queries.ts (docs/style.md item 13)').toEqual(
      [],
    );
  });

  it('every allowed file or folder still exists and still needs its place on the list', () => {
    const files = sourceFiles(SRC);
    for (const [allowed, reason] of ALLOWED) {
      expect(reason.length, allowed).toBeGreaterThan(20);
      const covered = files.filter((path) =>
        allowed.endsWith('/') ? path.startsWith(allowed) : path === allowed,
      );
      expect(covered.length, `${allowed} is gone: drop it from the list`).toBeGreaterThan(0);
      const building = covered.filter((path) => sqlLines(readFileSync(join(SRC, path), 'utf8')).length > 0);
      expect(building.length, `${allowed} builds no SQL any more: drop it from the list`).toBeGreaterThan(0);
    }
  });

  it('the scan finds each way of building SQL and ignores comments (self-check)', () => {
    const samples = [
      "const row = await db.selectFrom('users').select('id').executeTakeFirst();",
      "await trx.insertInto('outbox').values(mail).execute();",
      "await app.database.db\n  .updateTable('users')\n  .set({ language_id: 1 })",
      "await trx.deleteFrom('documents').where('id', '=', id).execute();",
      'const { rows } = await sql`select pg_advisory_lock(1)`.execute(connection);',
      'const ended = sql<boolean>`rate_limits.resets_at <= now()`;',
      'await db.executeQuery(CompiledQuery.raw(text, values));',
      'const table = sql.table(DEFAULT_MIGRATION_TABLE);',
    ];
    for (const sample of samples) expect(sqlLines(sample), sample).not.toEqual([]);
    expect(sqlLines("a\nb\nawait trx.deleteFrom('x').execute();")).toEqual([3]);
    expect(sqlLines("// db.selectFrom('users') in a comment\n/* sql`select 1` */\nconst x = 1;")).toEqual([]);
    expect(sqlLines("const label = 'select from users';\nselectFrom(table);")).toEqual([]);
  });

  it('applies to services and routes, not to queries modules, tests or the allowed places (self-check)', () => {
    expect(needsQueriesModule('domains/auth/session.routes.ts')).toBe(true);
    expect(needsQueriesModule('services/audit-record.ts')).toBe(true);
    expect(needsQueriesModule('domains/graphs/cube-worker.mjs')).toBe(true);
    expect(needsQueriesModule('domains/auth/sessions.queries.ts')).toBe(false);
    expect(needsQueriesModule('domains/auth/sessions.test.ts')).toBe(false);
    expect(needsQueriesModule('domains/graphs/graphs.fixtures.ts')).toBe(false);
    expect(needsQueriesModule('test/fixtures.ts')).toBe(false);
    expect(needsQueriesModule('db/migrations/0001-accounts-users.ts')).toBe(false);
    expect(needsQueriesModule('demo/seed.ts')).toBe(false);
    expect(needsQueriesModule('jobs/pg-boss-db.ts')).toBe(false);
  });
});
