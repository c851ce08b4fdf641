import { type Kysely, sql } from 'kysely';

/**
 * Scoped viewers (docs/privacy.md "Rule 10"): a user's scope per account — one box over the dates' dimensions, kept
 * as its validated JSON (worker groups by id, demographies by code and answers by name, so it follows the
 * organisation from date to date). No row = unscoped. Deleting the user or the account deletes the scope.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_scopes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_scopes_pk', ['user_id', 'account_id'])
    .execute();
  await db.schema.createIndex('user_scopes_account').on('user_scopes').column('account_id').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_scopes').execute();
}
