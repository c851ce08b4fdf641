import { buildCollectors } from './collectors.ts';
import { createIdSource } from './ids.ts';
import { generateRespondents } from './respondents.ts';
import { createRng } from './rng.ts';
import { buildSurveyDesign } from './survey-design.ts';
import type { Dataset, SurveyRecord } from './types.ts';

const DAY = 86_400_000;

/** Options of the seeded data generator. */
export interface DatasetOptions {
  /** Seed of every random draw; the same options give the same data. Default 1. */
  seed?: number | string;
  /** Number of surveys, one per half year going back from `endDate`. Default 3. */
  surveys?: number;
  /** Respondents per survey: one number for all, or a list (newest survey first). Default 250. */
  respondents?: number | readonly number[];
  /** Matrix statements per survey, 40–80; default drawn per survey from the seed. */
  statements?: number;
  /** ISO date the newest survey's field period ends (fixed so data never depends on the wall clock). Default `2025-06-30T00:00:00Z`. */
  endDate?: string;
}

function surveyTitle(closesAt: number): { title: string; nickname: string } {
  const date = new Date(closesAt);
  const year = date.getUTCFullYear();
  const spring = date.getUTCMonth() < 7;
  return {
    title: `Munkavállalói elkötelezettségi felmérés ${year} ${spring ? 'tavasz' : 'ősz'}`,
    nickname: `EF${year}${spring ? 'T' : 'O'}`,
  };
}

/** Generates the simulator's data: Hungarian engagement surveys with collectors and respondents, oldest first. */
export function generateDataset(options: DatasetOptions = {}): Dataset {
  const rng = createRng(options.seed ?? 1);
  const ids = createIdSource(rng.fork('ids'));
  const count = options.surveys ?? 3;
  const end = Date.parse(options.endDate ?? '2025-06-30T00:00:00Z');
  const surveys: SurveyRecord[] = [];

  for (let age = count - 1; age >= 0; age--) {
    const srng = rng.fork(`survey-${age}`);
    const closesAt = end - age * 182 * DAY;
    const opensAt = closesAt - 21 * DAY;
    const id = ids('survey');
    const plan = buildSurveyDesign(srng, ids, options.statements ?? srng.int(40, 80));
    const units = buildCollectors(srng, ids, id, opensAt);
    const wanted = options.respondents ?? 250;
    const respondents = typeof wanted === 'number' ? wanted : (wanted[age] ?? wanted[wanted.length - 1] ?? 0);
    const responses = generateRespondents({ rng: srng, plan, units, opensAt, closesAt, count: respondents })
      .sort((a, b) => a.date_created - b.date_created)
      .map((r) => ({ id: ids('response'), ...r }));
    surveys.push({
      id,
      ...surveyTitle(closesAt),
      language: 'hu',
      category: 'human_resources',
      folder_id: '0',
      date_created: opensAt - 10 * DAY + srng.int(8 * 3600, 16 * 3600) * 1000,
      date_modified: opensAt - 2 * DAY + srng.int(8 * 3600, 16 * 3600) * 1000,
      custom_variables: { egyseg: 'Szervezeti egység kódja' },
      pages: plan.pages,
      collectors: units.map((u) => u.collector),
      responses,
    });
  }
  return { surveys };
}
