import type { SurveyCubeInput } from '../survey-cube-input';
import { withAnswersByCode } from './answers-by-code';
import type { FilterSet } from './attack-filters';
import { examplesOf, type RecoveredExample } from './attack-examples';
import { dateProfiles } from './attack-profiles';
import { answerClasses, count, type DateOutcome, solveDate } from './attack-solver';
import { emptyObservations, observe } from './attack-spaces';
import {
  type AttackEngine,
  CURRENT_ENGINE,
  maskOf,
  runSweep,
  type WithheldByFilters,
  type WithheldByKind,
  type WithheldTally,
} from './attack-sweep';

/** Who asks: a user (no answer filters) or an admin (answer filters on one item, docs/privacy.md). */
export type AttackRole = 'user' | 'admin';

/** The admin's answer filters by default: each value, each band, "not positive", "not negative" and every answer. */
export const DEFAULT_ANSWER_VALUE_SETS: readonly (readonly number[])[] = [
  [1],
  [2],
  [3],
  [4],
  [5],
  [6],
  [1, 2],
  [3, 4],
  [5, 6],
  [1, 2, 3, 4],
  [3, 4, 5, 6],
  [1, 2, 3, 4, 5, 6],
];

/** Options of `attackCompany`. */
export interface AttackOptions {
  /** The minimum group size k the engine is called with; the targets are groups of 1..k-1. */
  readonly k: number;
  readonly role: AttackRole;
  /** Main dimensions of commitment_total and commitment_ranking (demography ids, null = worker groups / units); default null and every demography of the request's latest date. */
  readonly mainDimensionOptions?: readonly (number | null)[];
  /** The date sets to query (survey date ids); default each date alone and the two latest together. */
  readonly dateSets?: readonly (readonly number[])[];
  /** The item an admin filters by (its code); default the first commitment item of the latest date. */
  readonly answerItemCode?: string;
  /** An admin's answer filters on that item; default `DEFAULT_ANSWER_VALUE_SETS`. */
  readonly answerValueSets?: readonly (readonly number[])[];
  /** How many recovered groups to explain in `examples`; default 3. */
  readonly examples?: number;
  /** The engine under attack; default this working tree's. */
  readonly engine?: AttackEngine;
  /** Whether to tally the withheld share per graph (the benchmark's measure); default false. */
  readonly measureWithheld?: boolean;
  /**
   * Scoped viewers (docs/privacy.md "Rule 10"): the attacker asks everything a user may within every one of these
   * scopes together — colluding managers who know each other's scopes; absent = a user without a scope.
   */
  readonly scopes?: readonly FilterSet[];
  /**
   * Whether the targets include every described group within each scope too (a filter set of the family, with a
   * breakdown category, inside the scope: what a manager names inside their own scope); default false, the
   * family's groups only. `npm run bench:privacy` measures with them.
   */
  readonly scopeTargets?: boolean;
}

/** What the attacker achieved on a company. */
export interface AttackResult {
  readonly role: AttackRole;
  readonly k: number;
  /** Described groups with 1..k-1 people on some date (for an admin also the answer-defined ones). */
  readonly groupsBelowK: number;
  /** Of those, the groups some statistic of whose answers the attacker derives. */
  readonly groupsRecovered: number;
  /** Described groups below k whose exact size the counts shown give away (beyond the public participation table). */
  readonly sizesRecovered: number;
  /** Of the recovered demographic groups, those of one person: a single respondent's answers. */
  readonly singlesRecovered: number;
  readonly examples: readonly RecoveredExample[];
  readonly detail: {
    readonly demographicGroupsBelowK: number;
    readonly demographicGroupsRecovered: number;
    /** Demographic groups recovered only through an answer filter's counts (admins). */
    readonly recoveredThroughAnswerCounts: number;
    readonly answerGroupsBelowK: number;
    readonly answerGroupsRecovered: number;
    readonly queries: number;
    readonly refused: number;
    readonly valueObservations: number;
    readonly countObservations: number;
    /** Groups one prime found and the other did not (a coincidence, expected 0). */
    readonly primeDisagreements: number;
  };
  /** Per graph, values with respondents behind them and how many were withheld (with `measureWithheld`). */
  readonly withheld: WithheldTally | null;
  /** The same, per kind of query: no filter, one, two, an answer filter (with `measureWithheld`). */
  readonly withheldByFilters: WithheldByFilters | null;
  /** The same, per everyday kind of query (`QUERY_KINDS`, with `measureWithheld`). */
  readonly withheldByKind: WithheldByKind | null;
}

/**
 * The differencing attacker (docs/privacy.md): runs the sweep of a user or an admin against the engine, records
 * the respondent set behind every value and count shown, and derives, by exact linear algebra over atoms, which
 * groups of 1..k-1 people described by the family's filters and breakdowns it can recover: their answer sums
 * (`groupsRecovered`) or their size (`sizesRecovered`).
 *
 * @example
 * const result = attackCompany(privacyCompany(shape), { k: 5, role: 'admin' });
 * expect(result.groupsRecovered).toBe(0);
 */
export function attackCompany(stored: readonly SurveyCubeInput[], options: AttackOptions): AttackResult {
  const { k, role } = options;
  const inputs = stored.map(withAnswersByCode);
  const sorted = [...inputs].sort((a, b) => (a.survey_date.date < b.survey_date.date ? -1 : 1));
  const latest = sorted[sorted.length - 1]!;
  const profiles = new Map(inputs.map((input) => [input.survey_date.id, dateProfiles(input)] as const));
  const dateSets = options.dateSets ?? [
    ...sorted.map((d) => [d.survey_date.id]),
    ...(sorted.length > 1 ? [sorted.slice(-2).map((d) => d.survey_date.id)] : []),
  ];
  const itemCode =
    role === 'admin'
      ? (options.answerItemCode ??
        latest.topics.find((t) => t.is_commitment)?.questions[0]?.code ??
        latest.topics[0]?.questions[0]?.code ??
        null)
      : null;
  const valueSets = role === 'admin' ? (options.answerValueSets ?? DEFAULT_ANSWER_VALUE_SETS) : [];
  const classes = answerClasses(itemCode, valueSets);
  const sweep = runSweep(inputs, profiles, {
    k,
    engine: options.engine ?? CURRENT_ENGINE,
    classes,
    measureWithheld: options.measureWithheld ?? false,
    dateSets,
    answerValueSets: valueSets,
    answerItemCode: itemCode,
    mainDimensionOptions: options.mainDimensionOptions,
    scopes: options.scopes,
  });
  const masks = valueSets.map((values) => maskOf(classes, values));
  const queried = new Set(dateSets.flat());
  const outcomes = sorted
    .filter((d) => queried.has(d.survey_date.id))
    .map((d) =>
      solveDate(
        profiles.get(d.survey_date.id)!,
        sweep.observations.get(d.survey_date.id)!,
        k,
        role === 'admin' && itemCode !== null ? classes : null,
        masks,
        options.scopeTargets ? options.scopes : [],
      ),
    );
  const sum = (f: (o: DateOutcome) => number) => outcomes.reduce((s, o) => s + f(o), 0);
  const demographicRecovered = sum((o) =>
    o.groups.reduce((n, _, i) => n + (o.judgement.value[i] || o.judgement.throughCounts[i] ? 1 : 0), 0),
  );
  const answerRecovered = sum((o) => count(o.judgement.answers));
  let values = 0;
  let counts = 0;
  for (const store of sweep.observations.values()) {
    values += store.value.size;
    counts += store.count.size;
  }
  return {
    role,
    k,
    groupsBelowK: sum((o) => o.groups.length + o.answers.length),
    groupsRecovered: demographicRecovered + answerRecovered,
    sizesRecovered: sum((o) => count(o.judgement.size)),
    singlesRecovered: sum((o) =>
      o.groups.reduce(
        (n, g, i) => n + (g.size === 1 && (o.judgement.value[i] || o.judgement.throughCounts[i]) ? 1 : 0),
        0,
      ),
    ),
    examples: examplesOf(outcomes, sweep.observations, classes, options.examples ?? 3),
    detail: {
      demographicGroupsBelowK: sum((o) => o.groups.length),
      demographicGroupsRecovered: demographicRecovered,
      recoveredThroughAnswerCounts: sum((o) =>
        o.groups.reduce((n, _, i) => n + (!o.judgement.value[i] && o.judgement.throughCounts[i] ? 1 : 0), 0),
      ),
      answerGroupsBelowK: sum((o) => o.answers.length),
      answerGroupsRecovered: answerRecovered,
      queries: sweep.queries,
      refused: sweep.refused,
      valueObservations: values,
      countObservations: counts,
      primeDisagreements: sum((o) => o.disagreements),
    },
    withheld: sweep.withheld,
    withheldByFilters: sweep.withheldByFilters,
    withheldByKind: sweep.withheldByKind,
  };
}

/** A made-up observation, for checking the attacker itself: what was shown over some respondents of one date. */
export interface MadeUpObservation {
  /** Respondent indexes (input order): the set a value or count was computed over. */
  readonly respondents: readonly number[];
  readonly level: 'value' | 'count';
  readonly label: string;
}

/**
 * What the attacker recovers, as a user, from observations given directly instead of engine responses (the sanity
 * check that it is not blind). Each set must be whole atoms (people with the same profile), as engine sets are.
 */
export function judgeObservations(
  input: SurveyCubeInput,
  observations: readonly MadeUpObservation[],
  k: number,
): Pick<AttackResult, 'groupsBelowK' | 'groupsRecovered' | 'sizesRecovered' | 'examples'> {
  const profiles = dateProfiles(input);
  const store = emptyObservations();
  for (const o of observations) {
    const chosen = new Set(o.respondents);
    const atoms = [...new Set(o.respondents.map((r) => profiles.atomOf[r]!))].sort((a, b) => a - b);
    if (atoms.some((a) => profiles.membersOf[a]!.some((r) => !chosen.has(r))))
      throw new Error(`${o.label}: not a union of whole atoms`);
    observe(store[o.level], Int32Array.from(atoms), 0, () => o.label);
  }
  const outcome = solveDate(profiles, store, k, null, []);
  return {
    groupsBelowK: outcome.groups.length,
    groupsRecovered: count(outcome.judgement.value),
    sizesRecovered: count(outcome.judgement.size),
    examples: examplesOf([outcome], new Map([[input.survey_date.id, store]]), null, outcome.groups.length),
  };
}
