import type { Dataset, SurveyRecord } from '@pulzus/provider-sim';

/** Respondents per demo survey and worker group, newest survey first (the simulator's order of the list). */
export interface DemoRespondents {
  office: readonly number[];
  production: readonly number[];
}

/** The respondent counts `npm start` uses; the same on every start so the provider ids stay the same. */
export const DEMO_RESPONDENTS: DemoRespondents = { office: [96, 88, 80], production: [240, 226, 212] };

/** The end of the newest demo survey's field period: the three surveys close ~2025-03, 2025-09 and 2026-03. */
export const DEMO_END_DATE = '2026-03-28T00:00:00Z';

/**
 * The demo's provider data: one survey per worker group and half year, oldest first. Each half year's
 * survey is a copy of the previous one, as companies re-run their survey: new provider ids, a few
 * statements reworded and a few added (the simulator's copied-survey mode), so the demo goes through
 * cross-wave matching (docs/import.md "Matching across survey dates").
 */
export interface DemoDataset {
  /** The office worker group's surveys, oldest first (one per demo survey date). */
  office: SurveyRecord[];
  /** The production worker group's surveys, oldest first. */
  production: SurveyRecord[];
  /** Everything the simulator serves. */
  data: Dataset;
}

/** Builds the demo's seeded provider data; the same respondents give the same data (and ids) on every run. */
export async function buildDemoDataset(
  respondents: DemoRespondents = DEMO_RESPONDENTS,
): Promise<DemoDataset> {
  const { generateDataset } = await import('@pulzus/provider-sim');
  const office = generateDataset({
    seed: 'demo-iroda',
    surveys: 3,
    respondents: [...respondents.office],
    endDate: DEMO_END_DATE,
    copies: true,
  }).surveys;
  const production = generateDataset({
    seed: 'demo-termeles',
    surveys: 3,
    respondents: [...respondents.production],
    endDate: DEMO_END_DATE,
    copies: true,
  }).surveys;
  return { office, production, data: { surveys: [...office, ...production] } };
}

/** Completed responses per provider collector id: what the demo's headcounts are sized from. */
export function completedByCollector(surveys: readonly SurveyRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const survey of surveys) {
    for (const response of survey.responses) {
      if (response.response_status !== 'completed') continue;
      counts.set(response.collector_id, (counts.get(response.collector_id) ?? 0) + 1);
    }
  }
  return counts;
}
