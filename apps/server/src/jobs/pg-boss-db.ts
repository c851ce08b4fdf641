import { CompiledQuery, type Kysely } from 'kysely';
import type { Db } from 'pg-boss';
import { splitSqlStatements } from './sql-statements';

/**
 * A pg-boss database adapter that runs every statement through Kysely, so on PGlite pg-boss shares
 * the dialect's one-caller-at-a-time queue and never lands inside another caller's transaction.
 * Multi-statement blocks (pg-boss's `BEGIN … COMMIT` maintenance) run statement by statement on one
 * held connection; a failure rolls the open transaction back before it is rethrown.
 */
// biome-ignore lint/suspicious/noExplicitAny: pg-boss runs on any schema.
export function kyselyBossDb(db: Kysely<any>): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await db.executeQuery(CompiledQuery.raw(text, values));
        return { rows: result.rows as unknown[] };
      }
      const statements = splitSqlStatements(text);
      if (statements.length <= 1) {
        const result = await db.executeQuery(CompiledQuery.raw(statements[0] ?? text, []));
        return { rows: result.rows as unknown[] };
      }
      return db.connection().execute(async (connection) => {
        const rows: unknown[] = [];
        let inTransaction = false;
        try {
          for (const statement of statements) {
            const result = await connection.executeQuery(CompiledQuery.raw(statement, []));
            if (/^begin\b/i.test(statement)) inTransaction = true;
            if (/^(commit|rollback|end)\b/i.test(statement)) inTransaction = false;
            rows.push(...(result.rows as unknown[]));
          }
        } catch (error) {
          if (inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback', [])).catch(() => {});
          throw error;
        }
        return { rows };
      });
    },
  };
}
