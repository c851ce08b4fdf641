import type { WithheldReason } from '../../schemas/graph-response';
import { filtersKey, type PortableFilter } from '../population';
import type { SurveyCube } from '../survey-cube';
import { answerDimensionKey, demographyDimensionKey, WORKER_GROUP_DIMENSION } from './privacy-dimensions';
import { type BoxVisibility, type PrivacyPattern, privacyPatternOf } from './privacy-pattern';

/**
 * What the privacy rules allow of one date's filtered population (docs/privacy.md): `shown`; `empty` (nobody);
 * `fewer-than-k` (1..k-1); `withheld` by the pattern or the neighbour rule; `too-complex` (more dimensions combined
 * than the pattern covers).
 */
export type PopulationStatus = 'shown' | 'empty' | 'fewer-than-k' | 'withheld' | 'too-complex';

/**
 * Whether a category of a shown population may be shown: `visible`, or why not (docs/privacy.md "Reasons"):
 * `fewer-than-k` when its own box holds 0..k-1 respondents, `protects-smaller` when it holds k or more and is
 * withheld as cover, `combination` when no table of the pattern covers it.
 */
export type CategoryStatus = 'visible' | WithheldReason;

/** The privacy decisions of one date's filtered population. */
export interface PopulationPrivacy {
  readonly status: PopulationStatus;
  /** Whether the query filters at all (a filter that keeps everyone does not count). */
  readonly filtered: boolean;
  /** Whether the category "value `value` of dimension `key`" of the population may be shown, and if not, why. */
  readonly category: (key: string, value: number) => CategoryStatus;
  /**
   * Whether a value that counts only the people of some worker groups (indexes into the cube's; those asked its
   * items) may be shown, over the population or one of its categories (docs/privacy.md "Rule 9"): the box narrowed
   * to those groups must be shown too, unless the box keeps only those groups already (configuration, not a count).
   */
  readonly counted: (groups: ReadonlySet<number>, key?: string, value?: number) => CategoryStatus;
}

/** The warning a value withheld with a category status raises (docs/privacy.md "Rule 3", "Rule 4"). */
export function withheldWarning(
  status: WithheldReason,
): 'graph-warning-privacy-combination' | 'graph-warning-privacy' {
  return status === 'combination' ? 'graph-warning-privacy-combination' : 'graph-warning-privacy';
}

/**
 * Why the values of a population withheld as a whole are withheld (docs/privacy.md "Reasons"): nobody or 1..k-1
 * (Rule 1) read alike, a pattern-withheld population of k or more protects a smaller group, too complex a query is a
 * combination; null for a shown population. It says what `worker_count_hidden` already says.
 */
export function populationReason(status: PopulationStatus): WithheldReason | null {
  switch (status) {
    case 'shown':
      return null;
    case 'empty':
    case 'fewer-than-k':
      return 'fewer-than-k';
    case 'withheld':
      return 'protects-smaller';
    case 'too-complex':
      return 'combination';
  }
}

/**
 * A pattern box's status as a category status: a withheld box of 0..k-1 respondents is `fewer-than-k` (0 and 1..k-1
 * alike, Rule 1), one of k or more `protects-smaller` — the side of k a query filtering to that box already shows
 * as its `worker_count_hidden` (docs/privacy.md "Reasons").
 */
function boxStatus(visibility: BoxVisibility, k: number): CategoryStatus {
  if (visibility.status === 'visible') return 'visible';
  if (visibility.status === 'too-complex') return 'combination';
  return visibility.count < k ? 'fewer-than-k' : 'protects-smaller';
}

let countedRule = true;

/**
 * For tests only: switches Rule 9 (docs/privacy.md) off, as the engine was before it, so the differencing attacker
 * can show what it recovers without it (`privacy-differencing.test.ts`).
 */
export function setCountedRule(on: boolean): void {
  countedRule = on;
}

interface Compiled {
  /** The pattern the box reads: the date's, or with the answer filter's item as a dimension. */
  readonly pattern: PrivacyPattern;
  /** Selected values per dimension index of the pattern (filters that keep everyone left out). */
  readonly box: Map<number, ReadonlySet<number>>;
  /** False when a filter names something the date does not have (nobody passes). */
  readonly possible: boolean;
  /** True when answer filters are combined with anything: no pattern covers that (docs/privacy.md "Rule 4"). */
  readonly tooComplex: boolean;
  /** Whether the query has an answer filter. */
  readonly answerFiltered: boolean;
}

/** The filters as a box over a pattern's dimensions (answer filters of one item as one more dimension). */
function compile(cube: SurveyCube, filters: readonly PortableFilter[], k: number): Compiled {
  const { pattern, items } = patternOf(cube, filters, k);
  if (items === null)
    return { pattern, box: new Map(), possible: false, tooComplex: false, answerFiltered: true };
  const box = new Map<number, ReadonlySet<number>>();
  const restrict = (d: number, values: Set<number>) => {
    const before = box.get(d);
    box.set(d, before ? new Set([...values].filter((v) => before.has(v))) : values);
  };
  for (const filter of filters) {
    if (filter.type === 'worker_group') {
      const values = new Set<number>();
      cube.workerGroups.forEach((g, i) => {
        if (filter.ids.has(g.id)) values.add(i);
      });
      restrict(pattern.dimensionIndex(WORKER_GROUP_DIMENSION), values);
    } else if (filter.type === 'demography') {
      const d = pattern.dimensionIndex(demographyDimensionKey(filter.code));
      const demography = cube.demographies.find((x) => x.code === filter.code);
      if (d < 0 || !demography)
        return { pattern, box, possible: false, tooComplex: false, answerFiltered: items.size > 0 };
      const values = new Set<number>();
      demography.answers.forEach((a, i) => {
        if (filter.answerNames.has(a.name)) values.add(i);
      });
      restrict(d, values);
    } else if (items.size === 1) {
      const values = new Set<number>();
      for (const v of filter.values) {
        const index = pattern.answerIndex?.get(v);
        if (index !== undefined) values.add(index);
      }
      restrict(pattern.dimensionIndex(answerDimensionKey(filter.code)), values);
    }
  }
  // A filter that keeps everyone is no filter: it changes neither the population nor what it can be compared with.
  for (const [d, values] of box) {
    const dimension = pattern.dimensions[d]!;
    let kept = 0;
    for (const v of values) kept += pattern.valueCount(d, v);
    let everyone = 0;
    for (let v = 0; v < dimension.size; v++) everyone += pattern.valueCount(d, v);
    if (kept === everyone && everyone === cube.respondentCount) box.delete(d);
  }
  // An answer filter is checked on its own: combined with other filters or breakdowns, the answers of small groups
  // can be derived in ways the pattern does not cover (docs/privacy.md "Rule 4").
  const alone = items.size === 0 || (items.size === 1 && box.size <= 1);
  return { pattern, box, possible: true, tooComplex: !alone, answerFiltered: items.size > 0 };
}

/**
 * Applies the privacy rules of docs/privacy.md to one date's filtered population of `size` respondents: the size
 * rule, then the pattern shared by every graph (filters and breakdowns over worker groups, units, demographies and
 * the item of an admin's answer filter) for the population and each category.
 */
export function populationPrivacy(
  cube: SurveyCube,
  filters: readonly PortableFilter[],
  size: number,
  k: number,
): PopulationPrivacy {
  // graph after graph asks for the same filters of a date (docs/graphs.md "Caches"): the decisions are kept per
  // pattern (a new data version, k or adopted pattern is a new one), filters, size and the rules in force
  const { pattern } = patternOf(cube, filters, k);
  let memo = privacyMemos.get(pattern);
  if (!memo) {
    memo = new Map();
    privacyMemos.set(pattern, memo);
  }
  const key = `${countedRule ? 1 : 0}|${size}|${filtersKey(filters)}`;
  const known = memo.get(key);
  if (known) {
    // most recently used last: eviction takes the oldest first
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const privacy = decide(cube, filters, size, k);
  memo.set(key, privacy);
  if (memo.size > PRIVACY_MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  return privacy;
}

/** The decisions of each pattern's populations by filters, size and rules (see {@link populationPrivacy}). */
const privacyMemos = new WeakMap<PrivacyPattern, Map<string, PopulationPrivacy>>();
/** At most this many populations per pattern (as the populations' own memo, population.ts). */
const PRIVACY_MEMO_ENTRIES = 2048;

/**
 * The pattern the filters are judged on — the date's, or with the item of answer filters on one item as one more
 * dimension — and the items answer filters name (null when one names an item the date does not have).
 */
function patternOf(
  cube: SurveyCube,
  filters: readonly PortableFilter[],
  k: number,
): { pattern: PrivacyPattern; items: ReadonlySet<number> | null } {
  const items = new Set<number>();
  for (const filter of filters) {
    if (filter.type !== 'answer') continue;
    const item = cube.itemIndexByCode.get(filter.code);
    if (item === undefined) return { pattern: privacyPatternOf(cube, k), items: null };
    items.add(item);
  }
  const [item] = items;
  return { pattern: privacyPatternOf(cube, k, items.size === 1 ? item : undefined), items };
}

function decide(
  cube: SurveyCube,
  filters: readonly PortableFilter[],
  size: number,
  k: number,
): PopulationPrivacy {
  const { pattern, box, possible, tooComplex, answerFiltered } = compile(cube, filters, k);
  const filtered = !possible || box.size > 0 || filters.some((f) => f.type === 'answer');
  const hidden = (status: PopulationStatus): PopulationPrivacy => {
    // every value of a withheld population is withheld for the population's reason
    const reason = populationReason(status)!;
    return { status, filtered, category: () => reason, counted: () => reason };
  };
  if (size === 0) return hidden('empty');
  if (size < k) return hidden('fewer-than-k');
  if (tooComplex) return hidden('too-complex');
  const own = pattern.box(box);
  if (own.status !== 'visible') return hidden(own.status === 'too-complex' ? 'too-complex' : 'withheld');
  const categoryBox = (key: string, value: number): Map<number, ReadonlySet<number>> | null => {
    const d = pattern.dimensionIndex(key);
    if (d < 0) return null;
    const category = new Map(box);
    const selected = category.get(d);
    category.set(d, new Set(selected && !selected.has(value) ? [] : [value]));
    return category;
  };
  const wg = pattern.dimensionIndex(WORKER_GROUP_DIMENSION);
  const counted = new Map<string, CategoryStatus>();
  return {
    status: 'shown',
    filtered,
    category: (key, value) => {
      if (answerFiltered) return 'combination';
      const category = categoryBox(key, value);
      // a dimension the date does not have: nobody is in the category
      return category ? boxStatus(pattern.box(category), k) : 'fewer-than-k';
    },
    counted: (groups, key, value) => {
      const cacheKey = `${[...groups].join(',')}|${key ?? ''}|${value ?? ''}`;
      const known = counted.get(cacheKey);
      if (known) return known;
      const outer = key === undefined ? box : answerFiltered ? null : categoryBox(key, value!);
      let status: CategoryStatus;
      if (outer === null) status = answerFiltered ? 'combination' : 'fewer-than-k';
      else {
        const whole = key === undefined ? 'visible' : boxStatus(pattern.box(outer), k);
        const before = outer.get(wg);
        // decided by configuration only, never by a count (a count of 0 left out would be an oracle): the box
        // already keeps only groups asked, or it is narrowed and judged as its own box
        const narrows = before === undefined || [...before].some((g) => !groups.has(g));
        const narrowed = new Map(outer);
        narrowed.set(wg, new Set([...groups].filter((g) => !before || before.has(g))));
        if (whole !== 'visible' || !narrows || !countedRule) status = whole;
        // an answer filter is judged alone (Rule 4): narrowed by the worker groups asked, it is a combination
        else if (answerFiltered || wg < 0) status = 'combination';
        else status = boxStatus(pattern.box(narrowed), k);
      }
      counted.set(cacheKey, status);
      return status;
    },
  };
}
