import type { Kysely } from 'kysely';
import { generatedCompany } from '../../packages/core/src/analytics/test/generated-company';
import type { Database } from '../../apps/server/src/db/schema';
import { seedSurveyDate } from '../../apps/server/src/domains/graphs/graphs.fixtures';

/** The survey dates of the graph benchmarks' company (bench:graphs, graphs-profile, bench:dev-first-graph). */
export const BENCH_DATES = ['2024-03-01', '2024-09-01', '2025-03-01'];

/** Items per date of the benchmarks' company. */
export const BENCH_ITEMS = 80;

/**
 * The graph benchmarks' company in a fresh database: the account "Bench Kft." (k as given, null for the
 * default), its admin bench@example.test, and three published dates of `respondents` generated respondents each,
 * seeded one date at a time (the generated input of 300,000 respondents is large) in 1,000-row inserts.
 */
export async function seedBenchCompany(
  db: Kysely<Database>,
  respondents: number,
  minGroupSize: number | null = null,
): Promise<{ accountId: number; userId: number }> {
  const account = await db
    .insertInto('accounts')
    .values({ name: 'Bench Kft.', min_group_size: minGroupSize })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      account_id: null,
      session_account_id: account.id,
      role_id: 1,
      name: 'Bench',
      nickname: 'Bench',
      email: 'bench@example.test',
      mobile: null,
      password_hash: null,
      language_id: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let groups = new Map<number, number>();
  for (const [i, date] of BENCH_DATES.entries()) {
    const input = generatedCompany(i + 1, date, respondents, BENCH_ITEMS, i + 1);
    const seeded = await seedSurveyDate(db, account.id, input, {
      published: true,
      workerGroups: groups,
      batchSize: 1000,
    });
    groups = seeded.ids.workerGroups;
  }
  return { accountId: account.id, userId: user.id };
}
