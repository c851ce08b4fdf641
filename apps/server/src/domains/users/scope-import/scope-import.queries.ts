import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { parseStoredScope } from '../../graphs/graphs.service';
import type { KnownPerson } from './scope-import-plan';
import type { ScopeDimensions } from './scope-syntax';

/** Addresses per query: a 10,000-row file is read in ten. */
const CHUNK = 1000;

/**
 * The live people with these addresses (lower-case), by address, wherever they are — an address is unique among
 * live users, so one of another account or an administrator must not be changed or created again — each with
 * their scope in `accountId`.
 */
export async function peopleByEmail(
  db: Kysely<Database>,
  accountId: number,
  emails: readonly string[],
): Promise<Map<string, KnownPerson>> {
  const people = new Map<string, KnownPerson>();
  const unique = [...new Set(emails)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .leftJoin('user_scopes', (join) =>
        join.onRef('user_scopes.user_id', '=', 'users.id').on('user_scopes.account_id', '=', accountId),
      )
      .select([
        'users.id',
        'users.account_id',
        'users.role_id',
        'users.name',
        'users.email',
        'user_scopes.scope',
      ])
      .where(sql<string>`lower(users.email)`, 'in', unique.slice(start, start + CHUNK))
      .where('users.deleted_at', 'is', null)
      .execute();
    for (const row of rows)
      people.set(row.email.toLowerCase(), {
        id: row.id,
        account_id: row.account_id,
        role_id: row.role_id,
        name: row.name,
        scope: row.scope === null ? null : parseStoredScope(row.scope),
      });
  }
  return people;
}

/**
 * What a scope cell may name in the account: its worker groups, and its demographies by code with every name and
 * answer they had on any date, the newest date's first (a scope names codes and answers, so it holds across dates;
 * docs/privacy.md "Rule 10"). No-answer choices are left out, as the scope popup leaves them out.
 */
export async function scopeDimensions(db: Kysely<Database>, accountId: number): Promise<ScopeDimensions> {
  const [groups, answers] = await Promise.all([
    db
      .selectFrom('worker_groups')
      .select(['id', 'name', 'code'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('demographies as d')
      .innerJoin('survey_dates as s', 's.id', 'd.survey_date_id')
      .leftJoin('demography_answers as a', (join) =>
        join.onRef('a.demography_id', '=', 'd.id').on('a.no_answer', '=', false),
      )
      .select(['d.code', 'd.name', 'a.name as answer'])
      .where('d.account_id', '=', accountId)
      .orderBy('s.date', 'desc')
      .orderBy('d.sort_order')
      .orderBy('a.sort_order')
      .execute(),
  ]);
  const byCode = new Map<string, { code: string; names: string[]; answers: string[] }>();
  for (const row of answers) {
    const entry = byCode.get(row.code) ?? { code: row.code, names: [], answers: [] };
    byCode.set(row.code, entry);
    if (!entry.names.includes(row.name)) entry.names.push(row.name);
    if (row.answer !== null && !entry.answers.includes(row.answer)) entry.answers.push(row.answer);
  }
  return { workerGroups: groups, demographies: [...byCode.values()] };
}
