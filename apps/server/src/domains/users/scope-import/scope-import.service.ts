import {
  ROLE_IDS,
  SCOPE_IMPORT_LISTED,
  type ScopeImportMode,
  type ScopeImportPreview,
  type ScopeImportResponse,
  type UserScope,
  zFileUploadPayload,
} from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors';
import { decodeDataUrl } from '../../../services/data-url';
import { insertPerson, startLanguageOf } from '../users.queries';
import { scopeJudge } from '../user-scopes';
import { writeScope } from '../user-scopes.queries';
import { planScopeImport, type ScopeImportPlan } from './scope-import-plan';
import { peopleByEmail, scopeDimensions } from './scope-import.queries';
import { scopeKey } from './scope-syntax';

/** The largest scope import file accepted, in bytes: 20,000 rows of csv with long scope cells. */
export const MAX_SCOPE_IMPORT_BYTES = 8 * 1024 * 1024;

/** The file of an upload (a multipart file part, or a data URL as a text field), or `no-file-found`. */
async function uploadedBytes(body: unknown): Promise<Uint8Array> {
  const parsed = zFileUploadPayload.safeParse(body);
  if (!parsed.success) throw new AppError('no-file-found');
  const { file } = parsed.data;
  if (typeof file === 'string') return decodeDataUrl(file, MAX_SCOPE_IMPORT_BYTES).bytes;
  if (file.size > MAX_SCOPE_IMPORT_BYTES) throw new AppError('payload-too-large');
  return new Uint8Array(await file.arrayBuffer());
}

/** The rows of the uploaded sheet, read in a worker thread (docs/import.md "Spreadsheet limits"). */
async function uploadedSheet(app: FastifyInstance, body: unknown): Promise<string[][]> {
  const rows = await app.uploadParser.run({ kind: 'scope-import-sheet', bytes: await uploadedBytes(body) });
  if (!rows) throw new AppError('cant-decode-file');
  return rows;
}

/** The plan of a sheet against what `db` (the database or the import's transaction) holds now. */
async function plan(
  db: Kysely<Database>,
  accountId: number,
  sheet: string[][],
  mode: ScopeImportMode,
): Promise<ScopeImportPlan> {
  // the addresses are read before the plan looks at them: any cell may be one, and only live people count
  const emails = sheet.slice(1).flatMap((row) => row.map((cell) => cell.trim().toLowerCase()));
  const [dimensions, people] = await Promise.all([
    scopeDimensions(db, accountId),
    peopleByEmail(
      db,
      accountId,
      emails.filter((cell) => cell.includes('@') && cell.length <= 254),
    ),
  ]);
  return planScopeImport(sheet, { accountId, mode, dimensions, people });
}

/**
 * What importing a file would change, storing nothing (docs/api.md "Scope import"): each row's change, the errors
 * by row and column, and on the latest date with answers the rows whose new scope would be withheld (the "fewer
 * than k" check of the scope popup, `scopeJudge`).
 */
export async function previewScopeImport(
  app: FastifyInstance,
  accountId: number,
  body: unknown,
  mode: ScopeImportMode,
): Promise<ScopeImportPreview> {
  const sheet = await uploadedSheet(app, body);
  const { rowCount, rows, errors } = await plan(app.database.db, accountId, sheet, mode);
  const { k, judge, latest } = await scopeJudge(app, accountId);
  // a file names a few scopes many times: each is judged once
  const standing = new Map<string, ScopeImportPreview['rows'][number]['warning']>();
  const warningOf = (scope: UserScope | null) => {
    if (!scope || latest === null) return null;
    const key = scopeKey(scope);
    if (!standing.has(key)) {
      const [date] = judge(scope, 1);
      standing.set(key, date?.withheld ?? (date && date.respondents === null ? 'scope-fewer-than-k' : null));
    }
    return standing.get(key) ?? null;
  };
  const previewRows = rows.map((row) => ({
    row: row.row,
    email: row.email,
    name: row.name,
    user_id: row.person?.id ?? null,
    new_user: row.person === null,
    change: row.change,
    before: row.person?.scope ?? null,
    after: row.after,
    warning: row.change === 'removed' ? null : warningOf(row.after),
  }));
  const count = (test: (row: (typeof previewRows)[number]) => boolean) => previewRows.filter(test).length;
  return {
    mode,
    row_count: rowCount,
    rows: previewRows.slice(0, SCOPE_IMPORT_LISTED),
    new_user_count: count((row) => row.new_user),
    set_count: count((row) => row.change === 'set'),
    changed_count: count((row) => row.change === 'changed'),
    removed_count: count((row) => row.change === 'removed'),
    unchanged_count: count((row) => row.change === 'unchanged'),
    warning_count: count((row) => row.warning !== null),
    min_group_size: k,
    latest_date: latest,
    errors: errors.slice(0, SCOPE_IMPORT_LISTED),
    error_count: errors.length,
  };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Applies a file all or nothing (docs/api.md "Scope import"): the plan is made again inside one transaction, any
 * error refuses the whole file with `scope-import-rows-invalid`; otherwise the new users are created (role user, no
 * password: the admin sends the set-password e-mail from the users list) and every changed scope written. A row
 * whose scope is already what the file says changes nothing, so the same file twice changes nothing the second
 * time. After the commit, each new user and each scope change is recorded in the audit log as the hand-made ones are.
 */
export async function applyScopeImport(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
  body: unknown,
  mode: ScopeImportMode,
): Promise<ScopeImportResponse> {
  const sheet = await uploadedSheet(app, body);
  const applied = await app.database.db
    .transaction()
    .execute(async (trx) => {
      const { rows, errors } = await plan(trx, accountId, sheet, mode);
      if (errors.length > 0)
        throw new AppError('scope-import-rows-invalid', {
          errors: errors.slice(0, SCOPE_IMPORT_LISTED),
          error_count: errors.length,
        });
      const languageId = await startLanguageOf(trx, accountId);
      const done: { userId: number; created: boolean; changed: boolean; after: UserScope | null }[] = [];
      for (const row of rows) {
        const userId =
          row.person?.id ??
          (await insertPerson(trx, accountId, {
            name: row.name,
            nickname: row.name,
            email: row.email,
            mobile: null,
            role_id: ROLE_IDS.user,
            language_id: languageId,
          }));
        const changed = row.change !== 'unchanged';
        if (changed) await writeScope(trx, userId, accountId, row.after ? JSON.stringify(row.after) : null);
        done.push({ userId, created: row.person === null, changed, after: row.after });
      }
      return done;
    })
    .catch((error: unknown) => {
      // another request took an address between the plan and the insert
      if (isUniqueViolation(error)) throw new AppError('email-taken');
      throw error;
    });
  for (const row of applied) {
    const subject = { type: 'user' as const, id: row.userId };
    if (row.created)
      await app.audit.record({
        ...app.audit.actor(request),
        accountId,
        action: 'user-created',
        subject,
        detail: 'user',
      });
    if (row.changed)
      await app.audit.record({
        ...app.audit.actor(request),
        accountId,
        action: 'scope-changed',
        subject,
        detail: row.after === null ? null : JSON.stringify(row.after),
      });
  }
  return {
    status: 'ok',
    created_count: applied.filter((row) => row.created).length,
    changed_count: applied.filter((row) => row.changed).length,
    unchanged_count: applied.filter((row) => !row.created && !row.changed).length,
  };
}
