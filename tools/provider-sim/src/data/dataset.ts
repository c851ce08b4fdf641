import { buildCollectors } from './collectors.ts';
import { type CopyChanges, copySurveyDesign } from './copy-survey.ts';
import { createIdSource } from './ids.ts';
import { generateRespondents } from './respondents.ts';
import { createRng } from './rng.ts';
import { buildSurveyDesign, type SurveyPlan } from './survey-design.ts';
import type { Dataset, SurveyCopyLog, SurveyRecord } from './types.ts';

const DAY = 86_400_000;

/** Options of the seeded data generator. */
export interface DatasetOptions {
  /** Seed of every random draw; the same options give the same data. Default 1. */
  seed?: number | string;
  /** Number of surveys, one per half year going back from `endDate`. Default 3. */
  surveys?: number;
  /** Respondents per survey: one number for all, or a list (newest survey first). Default 250. */
  respondents?: number | readonly number[];
  /** Matrix statements per survey, 40–80; default drawn per survey from the seed. In copy mode it sets the oldest survey's, and each copy has as many as its source plus added less removed ones. */
  statements?: number;
  /** ISO date the newest survey's field period ends (fixed so data never depends on the wall clock). Default `2025-06-30T00:00:00Z`. */
  endDate?: string;
  /**
   * Copy mode: every survey after the oldest is a SurveyMonkey copy of the one before it (new ids,
   * same texts and positions) with a few statements reworded, added and removed; `true` uses the
   * default counts. What each copy changed is in `Dataset.copyLog`. Default off: every survey is
   * designed on its own (its own statement count and selection).
   */
  copies?: boolean | CopyOptions;
}

/** How many matrix statements each copied survey changes against the one before it. */
export interface CopyOptions {
  /** Statements reworded in each copy (a few words changed, added or moved). Default 2. */
  reworded?: number;
  /** New statements appended to existing topic pages in each copy. Default 2. */
  added?: number;
  /** Statements left out of each copy (a topic page keeps at least 3). Default 0. */
  removed?: number;
}

function copyChanges(copies: DatasetOptions['copies']): CopyChanges | null {
  if (!copies) return null;
  const options = copies === true ? {} : copies;
  const changes = {
    reworded: options.reworded ?? 2,
    added: options.added ?? 2,
    removed: options.removed ?? 0,
  };
  for (const [name, value] of Object.entries(changes)) {
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError(`copies.${name} must be a non-negative integer`);
  }
  return changes;
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
  const changes = copyChanges(options.copies);
  const copyLog: SurveyCopyLog[] = [];
  const seen = new Set<string>();
  let source: { id: string; plan: SurveyPlan } | null = null;

  for (let age = count - 1; age >= 0; age--) {
    const srng = rng.fork(`survey-${age}`);
    const closesAt = end - age * 182 * DAY;
    const opensAt = closesAt - 21 * DAY;
    const id = ids('survey');
    let plan: SurveyPlan;
    if (changes && source) {
      const { plan: copied, ...edits } = copySurveyDesign(srng.fork('copy'), ids, source.plan, changes, seen);
      plan = copied;
      copyLog.push({ surveyIndex: surveys.length, sourceSurveyId: source.id, surveyId: id, ...edits });
    } else {
      plan = buildSurveyDesign(srng, ids, options.statements ?? srng.int(40, 80));
    }
    if (changes) {
      for (const page of plan.pages)
        for (const q of page.questions) for (const row of q.rows) seen.add(row.text);
      source = { id, plan };
    }
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
  return changes ? { surveys, copyLog } : { surveys };
}
