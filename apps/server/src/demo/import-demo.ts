import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { importQueueOf } from '../domains/imports/import-queue';
import { listItemMatches, saveItemMatchDecisions } from '../domains/item-matches/item-matches.service';
import { configureDemoDate } from './configure-demo';
import { configureDemoAccount, configureDemoEnglish } from './configure-demo-account';
import { connectDemoKeys, DEMO_KEY_NAME } from './connect-demo-keys';
import { completedByCollector, type DemoDataset } from './demo-dataset';
import { type DemoProvider, type DemoProviderOptions, startDemoProvider } from './demo-provider';
import { DEMO_SURVEY_MONTHS } from './seed';

/**
 * Points each demo date's worker groups at the simulator's survey of that half year (oldest first) and
 * drops the seed's placeholder survey rows; the survey list must be imported already.
 */
async function linkDemoSurveys(
  db: Kysely<Database>,
  key: { id: number; account_id: number },
  dataset: DemoDataset,
): Promise<number[]> {
  const dates = await db
    .selectFrom('survey_dates')
    .select(['id', 'date'])
    .where('account_id', '=', key.account_id)
    .where('date', 'in', [...DEMO_SURVEY_MONTHS])
    .orderBy('date')
    .execute();
  const links = await db
    .selectFrom('survey_date_surveys')
    .select(['id', 'survey_date_id', 'worker_group_id', 'sm_survey_id'])
    .where('account_id', '=', key.account_id)
    .orderBy('worker_group_id')
    .execute();
  const imported = await db
    .selectFrom('sm_surveys')
    .select(['id', 'sm_survey_id'])
    .where('sm_api_key_id', '=', key.id)
    .execute();
  const rowOf = new Map(imported.map((r) => [r.sm_survey_id, r.id]));
  const placeholders = new Set<number>();
  for (const [i, date] of dates.entries()) {
    const groupLinks = links.filter((l) => l.survey_date_id === date.id);
    for (const [g, link] of groupLinks.entries()) {
      const source = g === 0 ? dataset.office : dataset.production;
      const providerId = rowOf.get(source[i]?.id ?? '');
      if (!providerId) continue;
      placeholders.add(link.sm_survey_id);
      await db
        .updateTable('survey_date_surveys')
        .set({ sm_survey_id: providerId })
        .where('id', '=', link.id)
        .execute();
    }
  }
  const used = new Set(imported.map((r) => r.id));
  const stale = [...placeholders].filter((id) => !used.has(id));
  if (stale.length > 0) await db.deleteFrom('sm_surveys').where('id', 'in', stale).execute();
  return dates.map((d) => d.id);
}

/**
 * Gives the demo tenant its data through the real import path from the demo's provider
 * simulator: connects the demo key (on every start: the simulator forgets tokens), then, while the demo
 * has no answers yet, imports the survey list, designs and collectors, configures each date through the
 * configuration services (before any response, because of the editing lock, spec 2 §4), and imports the
 * responses. Without `provider` a simulator is started for the call and closed after it. Answers whether
 * it imported (false when the demo already has answers or there is no demo key).
 */
export async function importDemoAnswers(
  app: FastifyInstance,
  provider?: DemoProvider,
  options: DemoProviderOptions = {},
): Promise<boolean> {
  const own = provider ? null : await startDemoProvider(app.env, { port: 0, ...options });
  const demo = (provider ?? own) as DemoProvider;
  try {
    return await runImport(app, demo);
  } finally {
    await own?.sim.close();
  }
}

async function runImport(app: FastifyInstance, demo: DemoProvider): Promise<boolean> {
  const db = app.database.db;
  await connectDemoKeys(app, demo);
  const key = await db
    .selectFrom('sm_api_keys')
    .select(['id', 'account_id'])
    .where('name', '=', DEMO_KEY_NAME)
    .orderBy('id')
    .executeTakeFirst();
  if (!key) return false;
  const answered = await db
    .selectFrom('survey_dates')
    .select('id')
    .where('account_id', '=', key.account_id)
    .where('answer_count', '>', 0)
    .executeTakeFirst();
  if (answered) {
    const configured = await db
      .selectFrom('question_groups')
      .select('id')
      .where('account_id', '=', key.account_id)
      .executeTakeFirst();
    // a data dir from before the demo configuration: its dates are locked by their answers (spec 2 §4)
    if (!configured)
      app.log.warn('the demo data predates the demo configuration: delete DATA_DIR to seed it again');
    // one seeded before the demo's English names gets them now (docs/i18n.md "Data names")
    else await configureDemoEnglish(db, key.account_id);
    return false;
  }

  const queue = importQueueOf(app);
  await queue.send({ kind: 'surveys', accountId: key.account_id, apiKeyId: key.id });
  await queue.drain();
  const dateIds = await linkDemoSurveys(db, key, demo.dataset);
  const rows = await db
    .selectFrom('survey_date_surveys')
    .select('sm_survey_id')
    .distinct()
    .where('account_id', '=', key.account_id)
    .where('survey_date_id', 'in', dateIds.length ? dateIds : [0])
    .orderBy('sm_survey_id')
    .execute();
  const send = async (kinds: readonly ('details' | 'collectors' | 'responses')[]) => {
    for (const row of rows) {
      for (const kind of kinds) {
        await queue.send({ kind, accountId: key.account_id, providerSurveyId: row.sm_survey_id });
      }
    }
    await queue.drain();
  };
  await send(['details', 'collectors']);
  const completed = completedByCollector(demo.dataset.data.surveys);
  for (const dateId of dateIds) await configureDemoDate(db, key.account_id, dateId, completed);
  await configureDemoAccount(db, key.account_id);
  await send(['responses']);
  await confirmEarlierSuggestions(db, key.account_id, dateIds);
  return true;
}

/**
 * As if the demo's admin had reviewed the matching of every date but the newest: their suggested
 * matches (reworded statements) are accepted, so the matching screen shows confirmed matches there and
 * suggestions still waiting on the newest date (docs/import.md "Matching across survey dates").
 */
async function confirmEarlierSuggestions(
  db: Kysely<Database>,
  accountId: number,
  dateIds: readonly number[],
): Promise<void> {
  for (const dateId of dateIds.slice(0, -1)) {
    const { item_matches } = await listItemMatches(db, accountId, dateId);
    const decisions = item_matches
      .filter((m) => m.status === 'suggested')
      .map((m) => ({ source_code: m.source_code, action: 'accept' as const }));
    if (decisions.length > 0) await saveItemMatchDecisions(db, accountId, dateId, decisions);
  }
}
