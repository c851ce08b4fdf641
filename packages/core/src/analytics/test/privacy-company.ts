import fc from 'fast-check';
import type {
  CubeInputCollector,
  CubeInputDemography,
  CubeInputRespondent,
  CubeInputTopic,
  SurveyCubeInput,
} from '../survey-cube-input';
import { prng } from './generated-company';

/** The shape of a generated company; the respondents are drawn from `seed`. */
export interface PrivacyCompanyShape {
  readonly seed: number;
  /** 1 or 2 survey dates. */
  readonly dates: number;
  /** Answers of the collector-type demography "Site" (3–5). */
  readonly sites: number;
  /** Answer counts of the survey-type demographies (2–3 of them, 2–6 answers each; the first has a no-answer answer). */
  readonly surveyDemographies: readonly number[];
  /** Index topics besides the commitment topic (1–2). */
  readonly indexTopics: number;
  /** Respondents per date, oldest first (20–150). */
  readonly respondents: readonly number[];
}

const SITES = ['Budapest', 'Debrecen', 'Győr', 'Szeged', 'Pécs'];
const DEMOGRAPHY_NAMES = ['Age', 'Tenure', 'Role'];
const DATES = ['2024-03-01', '2025-03-01'];

/** A weighted pick: index i with probability weights[i] / Σ weights. */
function pickWeighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = random() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** Skewed weights: a geometric fall-off in a shuffled order, so every run has rare answers (groups of 1–4). */
function skewedWeights(random: () => number, n: number): number[] {
  const ratio = 0.25 + random() * 0.45;
  const weights = Array.from({ length: n }, (_, i) => ratio ** i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [weights[i], weights[j]] = [weights[j]!, weights[i]!];
  }
  return weights;
}

function topicsOf(dateId: number, indexTopics: number): CubeInputTopic[] {
  const codes: Record<string, [string[], string[]]> = {
    Engagement: [
      ['E1', 'E2'],
      ['E1', 'E2', 'E3'],
    ],
    Team: [
      ['T1', 'T2'],
      ['T1', 'T3'],
    ],
    Pay: [
      ['P1', 'P2'],
      ['P1', 'P2'],
    ],
  };
  const names = ['Engagement', 'Team', 'Pay'].slice(0, 1 + indexTopics);
  return [1, 2].flatMap((wg) =>
    names.map((name, t): CubeInputTopic => {
      const id = dateId * 100 + wg * 10 + t;
      return {
        id,
        worker_group_id: wg,
        name,
        is_commitment: t === 0,
        is_calculated_in_index: true,
        bg_color: null,
        questions: codes[name]![wg - 1]!.map((code, q) => ({ id: id * 100 + q, code, name: `Item ${code}` })),
      };
    }),
  );
}

function demographiesOf(dateId: number, shape: PrivacyCompanyShape, random: () => number) {
  const site: CubeInputDemography = {
    id: dateId * 100 + 1,
    name: 'Site',
    code: 'site',
    type: 'collector',
    order: 1,
    worker_groups: [],
    answers: SITES.slice(0, shape.sites).map((name, a) => ({
      id: dateId * 1000 + 10 + a,
      name,
      value: a + 1,
      no_answer: false,
    })),
  };
  const survey = shape.surveyDemographies.map((n, j): CubeInputDemography => {
    const name = DEMOGRAPHY_NAMES[j]!;
    const answers = Array.from({ length: n }, (_, a) => ({
      id: dateId * 1000 + (j + 2) * 10 + a,
      name: j === 0 && a === n - 1 ? 'No answer' : `${name} ${a + 1}`,
      value: j === 0 && a === n - 1 ? 9 : a + 1,
      no_answer: j === 0 && a === n - 1,
    }));
    // the third demography, when there is one, is asked of the office only (graphs.md "As implemented" 2)
    return {
      id: dateId * 100 + 2 + j,
      name,
      code: name.toUpperCase(),
      type: 'survey',
      order: 2 + j,
      worker_groups: j === 2 && random() < 0.5 ? [1] : [],
      answers,
    };
  });
  return [site, ...survey];
}

function collectorsOf(dateId: number, site: CubeInputDemography, random: () => number): CubeInputCollector[] {
  const collectors: CubeInputCollector[] = [];
  const add = (wg: number, answer: number | null) =>
    collectors.push({
      id: dateId * 100 + collectors.length + 1,
      worker_group_id: wg,
      demographies:
        answer === null ? [] : [{ demography_id: site.id, demography_answer_id: site.answers[answer]!.id }],
    });
  for (const wg of [1, 2]) {
    const sites = site.answers.map((_, a) => a).filter(() => random() < 0.7);
    if (sites.length === 0) sites.push(Math.floor(random() * site.answers.length));
    for (const a of sites) add(wg, a);
    // two collectors of one unit (merged in commitment_ranking), and a plant collector without a site
    if (random() < 0.3) add(wg, sites[0]!);
    if (wg === 2 && random() < 0.25) add(wg, null);
  }
  return collectors;
}

/** One survey date of the company. */
function dateOf(d: number, shape: PrivacyCompanyShape): SurveyCubeInput {
  const random = prng(shape.seed * 7919 + d);
  const dateId = d + 1;
  const topics = topicsOf(dateId, shape.indexTopics);
  const demographies = demographiesOf(dateId, shape, random);
  const collectors = collectorsOf(dateId, demographies[0]!, random);
  const collectorWeights = skewedWeights(random, collectors.length);
  const surveyWeights = demographies.slice(1).map((dem) => skewedWeights(random, dem.answers.length));
  const codes = [...new Set(topics.flatMap((t) => t.questions.map((q) => q.code)))];
  // each worker group answers only the items its own topics ask (a plant collector's survey has no T2), as a
  // provider's responses do: a value of an item asked of one group counts that group's people only
  const askedOf = new Map(
    [1, 2].map((wg) => [
      wg,
      new Set(topics.filter((t) => t.worker_group_id === wg).flatMap((t) => t.questions.map((q) => q.code))),
    ]),
  );
  const respondents = Array.from({ length: shape.respondents[d]! }, (): CubeInputRespondent => {
    const collector = collectors[pickWeighted(random, collectorWeights)]!;
    const asked = askedOf.get(collector.worker_group_id)!;
    const answers: Record<string, number | null> = {};
    demographies.slice(1).forEach((dem, j) => {
      // some skip the question: the no-answer answer where there is one, else left out of the breakdown
      if (random() < 0.08) return;
      answers[dem.code] = dem.answers[pickWeighted(random, surveyWeights[j]!)]!.value;
    });
    const mood = 1 + random() * 5;
    for (const code of codes) {
      if (random() < 0.07) continue;
      const answer = Math.min(6, Math.max(1, Math.round(mood + (random() - 0.5) * 3)));
      // drawn either way, so a shape's other answers stay as they were before groups answered their own items only
      if (asked.has(code)) answers[code] = answer;
    }
    return { collector_id: collector.id, answers };
  });
  return {
    survey_date: { id: dateId, date: DATES[d]! },
    worker_groups: [
      { id: 1, name: 'Office' },
      { id: 2, name: 'Plant' },
    ],
    topics,
    demographies,
    collectors,
    respondents,
  };
}

/** Builds the company of a shape: its survey dates, oldest first. */
export function privacyCompany(shape: PrivacyCompanyShape): SurveyCubeInput[] {
  return Array.from({ length: shape.dates }, (_, d) => dateOf(d, shape));
}

/** The shapes of companies with many small groups (docs/privacy.md): 1–2 dates, 20–150 respondents each. */
export const privacyCompanyShapeArb: fc.Arbitrary<PrivacyCompanyShape> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  dates: fc.integer({ min: 1, max: 2 }),
  sites: fc.integer({ min: 3, max: 5 }),
  surveyDemographies: fc.array(fc.integer({ min: 2, max: 6 }), { minLength: 2, maxLength: 3 }),
  indexTopics: fc.integer({ min: 1, max: 2 }),
  respondents: fc.tuple(fc.integer({ min: 20, max: 150 }), fc.integer({ min: 20, max: 150 })),
});

/**
 * Companies with many groups of 1–4 people (docs/privacy.md): 2 worker groups; a "Site" collector demography with
 * 3–5 answers forming the units; 2–3 survey demographies of 2–6 answers (the first with a no-answer answer, some
 * respondents skipping); a commitment topic and 1–2 index topics; skewed answer frequencies.
 */
export const privacyCompanyArb: fc.Arbitrary<SurveyCubeInput[]> = privacyCompanyShapeArb.map(privacyCompany);
