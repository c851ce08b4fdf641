import type { SurveyCubeInput } from '@pulzus/core/analytics';
import { sql } from 'kysely';
import { privacyCompany } from '../../../../../packages/core/src/analytics/test/privacy-company';
import type { TestApp } from '../../test/app';
import { bootTenantsApp, createUser } from '../../test/fixtures';
import { type SeededDate, type SeedOptions, seedSurveyDate } from '../graphs/graphs.fixtures';

/** The open-ended question every worker group is asked, and the one only the first worker group is asked. */
export const EVERYONE_QUESTION = 'ESSAY';
export const ONE_GROUP_QUESTION = 'OFFICE_ESSAY';

/** The marker a seeded comment carries: its respondent's place in the input, so a test can tell who wrote what. */
export const writerOf = (text: string): number | null => {
  const match = /#w(\d+)#/.exec(text);
  return match ? Number(match[1]) : null;
};

/**
 * Seeds a generated company's date with the two open-ended questions in its worker groups' first topics (comments
 * on), and a comment from every respondent to each question they were asked, marked with the writer — the
 * strongest attacker's view: every returned comment set is exactly its population's writers.
 */
export async function seedCommentedDate(
  t: TestApp,
  accountId: number,
  input: SurveyCubeInput,
  text: (writer: number) => string = (w) => `Több képzés kellene #w${w}#`,
  /** Seeding options (a later date of the same company reuses the earlier date's worker groups). */
  options: SeedOptions = {},
): Promise<{ date: SeededDate; questions: Record<string, number> }> {
  const firstTopic = new Map<number, number>();
  for (const topic of input.topics)
    if (!firstTopic.has(topic.worker_group_id)) firstTopic.set(topic.worker_group_id, topic.id);
  const groups = [...firstTopic.keys()];
  const withQuestions: SurveyCubeInput = {
    ...input,
    topics: input.topics.map((topic) =>
      firstTopic.get(topic.worker_group_id) !== topic.id
        ? topic
        : {
            ...topic,
            questions: [
              ...topic.questions,
              { id: topic.id * 100 + 90, code: EVERYONE_QUESTION, name: 'Mit változtatna meg?' },
              ...(topic.worker_group_id === groups[0]
                ? [{ id: topic.id * 100 + 91, code: ONE_GROUP_QUESTION, name: 'Mit tenne az irodában?' }]
                : []),
            ],
          },
    ),
  };
  const date = await seedSurveyDate(t.database.db, accountId, withQuestions, options);
  const db = t.database.db;
  await db
    .updateTable('questions')
    .set({ is_open_ended: true, show_comments: true })
    .where('account_id', '=', accountId)
    .where('code', 'in', [EVERYONE_QUESTION, ONE_GROUP_QUESTION])
    .execute();
  const firstGroupId = date.ids.workerGroups.get(groups[0]!)!;
  const rows = await db
    .selectFrom('responses')
    .select(['id', 'sm_response_id', 'worker_group_id'])
    .where('survey_date_id', '=', date.id)
    .execute();
  for (const row of rows) {
    const writer = Number(row.sm_response_id.slice(1)) - 1;
    const texts: Record<string, string> = { [EVERYONE_QUESTION]: text(writer) };
    if (row.worker_group_id === firstGroupId) texts[ONE_GROUP_QUESTION] = `Az irodában jó #w${writer}#`;
    await db
      .updateTable('responses')
      .set({ texts: JSON.stringify(texts) })
      .where('id', '=', row.id)
      .execute();
  }
  await db
    .updateTable('survey_dates')
    .set({ data_version: sql`data_version + 1` })
    .where('id', '=', date.id)
    .execute();
  const ids = await db
    .selectFrom('questions as q')
    .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
    .select(['q.id', 'q.code'])
    .where('g.survey_date_id', '=', date.id)
    .where('q.code', 'in', [EVERYONE_QUESTION, ONE_GROUP_QUESTION])
    .execute();
  const questions: Record<string, number> = {};
  for (const q of ids) questions[q.code] ??= q.id;
  return { date, questions };
}

/**
 * The generated company of the comment tests, its dates in order: four sites, `respondents` writers a date (default
 * one date of 90; docs/privacy.md "Comments"), from `seed` (default 7).
 */
export const commentCompanies = ({
  seed = 7,
  respondents = [90],
}: {
  seed?: number;
  respondents?: number[];
} = {}) =>
  privacyCompany({
    seed,
    dates: respondents.length,
    sites: 4,
    surveyDemographies: [3, 3],
    indexTopics: 1,
    respondents,
  });

/** The one date of {@link commentCompanies} by default. */
export const commentCompany = (): SurveyCubeInput => commentCompanies()[0]!;

/**
 * Boots the app with k = 5 (so the comment threshold is max(k, 10) = 10) and the tenants, seeds tenant A's commented
 * date of commentCompany with `text` per writer, and adds Kovács Anna, a user of tenant A whom the comments can
 * name (`person`: her fields); for a test file that awaits it at its top level, the app closed after its tests.
 */
export async function bootCommentedWorld(
  text: (writer: number) => string,
  person: { name: string; nickname?: string } = { name: 'Kovács Anna', nickname: 'Panni' },
) {
  const { t, world } = await bootTenantsApp({ MIN_GROUP_SIZE: '5' });
  const seeded = await seedCommentedDate(t, world.accountA.id, commentCompany(), text);
  await createUser(t, 'user', world.accountA.id, person);
  return { t, world, seeded };
}

/** Sets the session account's comment threshold as its admin (`null`: the default max(k, 10)), masking no names. */
export function setCommentThreshold(t: TestApp, adminToken: string, value: number | null) {
  return t.call({
    method: 'PUT',
    url: '/api/account/comment-settings',
    token: adminToken,
    payload: { comment_min_group_size: value, masked_names: [] },
  });
}

/** Hides a comment of a seeded date's {@link EVERYONE_QUESTION} as the caller of `token`, giving `reason`. */
export function hideComment(
  t: TestApp,
  seeded: { date: { id: number }; questions: Record<string, number> },
  commentId: string,
  token: string,
  reason: string,
) {
  return t.call({
    method: 'POST',
    url: `/api/comments/${commentId}/hide`,
    token,
    payload: { survey_date_id: seeded.date.id, question_id: seeded.questions[EVERYONE_QUESTION], reason },
  });
}
