import type { FastifyInstance } from 'fastify';
import { importQueueOf } from '../domains/imports/import-queue';
import { createTokenSealer, sealingKey } from '../domains/provider/token-seal';
import { DEMO_SURVEY_MONTHS } from './seed';

/** Respondents per demo survey, newest first (office, production). */
const RESPONDENTS = { office: [96, 88, 80], production: [240, 226, 212] } as const;

/**
 * Gives the demo tenant its answers through the real import path (issue 5 §6): a provider
 * simulator started in-process serves one survey per worker group and month, the demo key is
 * connected to it, and the queue imports the survey list, designs, collectors and responses.
 * Answers false (and does nothing) when the demo already has answers or no demo key.
 */
export async function importDemoAnswers(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db;
  const key = await db
    .selectFrom('sm_api_keys')
    .innerJoin('accounts', 'accounts.id', 'sm_api_keys.account_id')
    .select(['sm_api_keys.id', 'sm_api_keys.account_id'])
    .where('sm_api_keys.name', '=', 'Demo szimulátor')
    .executeTakeFirst();
  if (!key) return false;
  const answered = await db
    .selectFrom('survey_dates')
    .select('id')
    .where('account_id', '=', key.account_id)
    .where('answer_count', '>', 0)
    .executeTakeFirst();
  if (answered) return false;

  const { createProviderSim, generateDataset } = await import('@pulzus/provider-sim');
  const endDate = '2026-03-28T00:00:00Z';
  const office = generateDataset({
    seed: 'demo-iroda',
    surveys: 3,
    respondents: [...RESPONDENTS.office],
    endDate,
  });
  const production = generateDataset({
    seed: 'demo-termeles',
    surveys: 3,
    respondents: [...RESPONDENTS.production],
    endDate,
  });
  const sim = await createProviderSim({
    data: { surveys: [...office.surveys, ...production.surveys] },
    rateLimit: { perMinute: 120, perDay: 5000 },
  });
  try {
    const sealer = createTokenSealer(sealingKey(app.env));
    await db
      .updateTable('sm_api_keys')
      .set({ access_token_sealed: sealer.seal(sim.state.issueToken()), access_url: sim.url })
      .where('id', '=', key.id)
      .execute();
    const queue = importQueueOf(app);
    await queue.send({ kind: 'surveys', accountId: key.account_id, apiKeyId: key.id });
    await queue.drain();
    // point each demo date's worker groups at the simulator's surveys of that month (oldest first)
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
        const source = g === 0 ? office : production;
        const smId = rowOf.get(source.surveys[i]?.id ?? '');
        if (!smId) continue;
        placeholders.add(link.sm_survey_id);
        await db
          .updateTable('survey_date_surveys')
          .set({ sm_survey_id: smId })
          .where('id', '=', link.id)
          .execute();
      }
    }
    const used = new Set(imported.map((r) => r.id));
    const stale = [...placeholders].filter((id) => !used.has(id));
    if (stale.length > 0) await db.deleteFrom('sm_surveys').where('id', 'in', stale).execute();
    for (const row of imported) {
      for (const kind of ['details', 'collectors', 'responses'] as const) {
        await queue.send({ kind, accountId: key.account_id, smSurveyId: row.id });
      }
    }
    await queue.drain();
    return true;
  } finally {
    await sim.close();
  }
}
