import type { ChartGraphSlug, GraphDataRequest } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import type { SurveyCubeInput } from '../survey-cube-input';
import {
  type CategoryRef,
  engagementCodes,
  itemCodes,
  satisfactionCodes,
  topicCodes,
  unitOfLabel,
} from './attack-categories';
import { NO_FILTER } from './attack-filters';
import type { DateProfiles } from './attack-profiles';
import type { AttackQuery } from './attack-queries';

/**
 * One thing a response shows or withholds, over a set of atoms on a date (with the query's answer filter):
 * a value (`value`: the attacker learns the set's answer sums), a count (`count`: its size), or a value that
 * tells nothing linear by itself (`null`, a demographics share). `measured` marks the graph's values, the ones the
 * withheld share counts.
 */
export interface Slot {
  readonly dateId: number;
  readonly atoms: Int32Array;
  readonly level: 'value' | 'count' | null;
  readonly shown: boolean;
  readonly measured: boolean;
  /** The item codes behind a value (who could contribute to it); null for a count of people. */
  readonly codes: readonly string[] | null;
  /** Which value or count of the response it is, for examples (the query's label goes before it). */
  readonly detail: string;
  /** True for a value over everyone of the date whatever the query filters, its answer filter included. */
  readonly unfiltered?: boolean;
}

/** What the readers need: the attacker's atoms per date and its cached sets. */
export interface ReadContext {
  readonly profiles: ReadonlyMap<number, DateProfiles>;
  /** The atoms of a query's filtered population on a date (answer filters aside). */
  population(query: AttackQuery, dateId: number): Int32Array;
  /** The atoms of a population in a category on a date (cached: the same arrays come back for the same sets). */
  within(population: Int32Array, dateId: number, category: CategoryRef): Int32Array;
  /** A survey date in the language the engine is called with, as series names and stacks carry it. */
  dateLabel(date: string): string;
}

type Reader = (query: AttackQuery, response: GraphResponse, context: ReadContext) => Slot[];

const idOf = (input: SurveyCubeInput) => input.survey_date.id;

/** The date a series belongs to: by its stack or name (a date label), else the only date (graphs.md 6). */
function seriesDate(series: GraphSeries, query: AttackQuery, context: ReadContext): SurveyCubeInput {
  const key = series.stack ?? series.name;
  const found = query.dates.find((d) => context.dateLabel(d.survey_date.date) === key);
  if (found) return found;
  if (query.dates.length === 1) return query.dates[0]!;
  throw new Error(`the attacker cannot tell the date of series "${key}"`);
}

/** `graph_meta.worker_count`, when shown, is the size of the latest date's population (graphs.md "Numbers"). */
function workerCountSlot(
  query: AttackQuery,
  response: GraphResponse,
  context: ReadContext,
  input = query.dates[query.dates.length - 1]!,
): Slot {
  const count = response.graph_meta.worker_count;
  const atoms = context.population(query, idOf(input));
  if (typeof count === 'number' && query.answerValues === null) {
    const expected = sizeOfAtoms(context.profiles.get(idOf(input))!, atoms);
    // the attacker's model of the population must be the engine's; otherwise its sets are wrong
    if (count !== expected)
      throw new Error(`${queryLabel(query)}: worker_count ${count}, the attacker's population ${expected}`);
  }
  const shown = typeof count === 'number';
  return {
    dateId: idOf(input),
    atoms,
    level: 'count',
    shown,
    measured: false,
    codes: null,
    detail: 'worker_count',
  };
}

function sizeOfAtoms(profiles: DateProfiles, atoms: Int32Array): number {
  let n = 0;
  for (const a of atoms) n += profiles.atomSizes[a]!;
  return n;
}

/** A category of a demography by answer name; throws when no date of the query has that answer. */
function answerOf(query: AttackQuery, code: string, name: string): CategoryRef {
  const known = query.dates.some((d) =>
    d.demographies.some((x) => x.code === code && x.answers.some((a) => a.name === name)),
  );
  if (!known) throw new Error(`${queryLabel(query)}: "${name}" is no answer of ${code}`);
  return { kind: 'answer', code, name };
}

/** The demography (any date of the query, latest first) of an id: its code. */
function demographyCode(query: AttackQuery, id: number): string {
  for (const input of [...query.dates].reverse()) {
    const found = input.demographies.find((d) => d.id === id);
    if (found) return found.code;
  }
  throw new Error(`demography ${id} is not on the query's dates`);
}

/**
 * A graph whose series are dates (one per date, or per date and band) and whose categories break the population
 * down (`categoryOf`, resolved once per category) or not (`population`), plus its worker count.
 */
function seriesByDate(
  query: AttackQuery,
  response: GraphResponse,
  context: ReadContext,
  categoryOf: (name: string, index: number) => CategoryRef | 'population',
  codesOf: (name: string, seriesIndex: number, input: SurveyCubeInput) => readonly string[],
): Slot[] {
  const slots: Slot[] = [];
  const { categories } = response.graph_meta;
  const resolved = categories.map((name, i) => categoryOf(name, i));
  response.graph_data.forEach((series, s) => {
    const input = seriesDate(series, query, context);
    const dateId = idOf(input);
    const population = context.population(query, dateId);
    const prefix = `${series.stack ? `${series.name} ` : ''}[${input.survey_date.date}]`;
    categories.forEach((name, i) => {
      const category = resolved[i]!;
      slots.push({
        dateId,
        atoms: category === 'population' ? population : context.within(population, dateId, category),
        level: 'value',
        shown: series.data[i] != null,
        measured: true,
        codes: codesOf(name, s, input),
        detail: `${prefix} "${name}"`,
      });
    });
  });
  slots.push(workerCountSlot(query, response, context));
  return slots;
}

/** Engagement, or the satisfaction index for the second series of a single date (graphs.md "The graphs"). */
const indexCodes = (query: AttackQuery) => (_: string, s: number, input: SurveyCubeInput) =>
  query.dates.length === 1 && s === 1 ? satisfactionCodes(input) : engagementCodes(input);

/** The label of a query for examples. */
export function queryLabel(query: AttackQuery): string {
  const { type, query: q } = query.request;
  const parts: string[] = [type];
  if ('demography_id' in q) parts.push(`demography ${q.demography_id} hide=${q.hide_no_answers}`);
  if ('main_dimension_demography_id' in q) parts.push(`by ${q.main_dimension_demography_id}`);
  if ('question_group_id' in q) parts.push(`topic ${q.question_group_id}`);
  if (type === 'commitment_total') parts.push(`main ${query.main ?? 'worker groups'}`);
  if (type === 'commitment_ranking') parts.push(`main ${query.main ?? 'units'}`);
  parts.push(`filters [${query.filters.label}]`);
  if (query.answerValues) parts.push(`answer ∈ {${query.answerValues.join(',')}}`);
  return parts.join(' ');
}

type Query<S extends ChartGraphSlug> = Extract<GraphDataRequest, { type: S }>['query'];
const queryOf = <S extends ChartGraphSlug>(query: AttackQuery, _slug: S) => query.request.query as Query<S>;

/**
 * Per chart graph, which respondent set each shown number is computed over (docs/graphs.md "The graphs"). A graph
 * missing here is a type error: the attacker must learn a new graph's set semantics before it can judge it.
 */
export const READERS: { readonly [S in ChartGraphSlug]: Reader } = {
  demographics: (query, response, context) => {
    const q = queryOf(query, 'demographics');
    const input = query.dates[0]!;
    const dateId = idOf(input);
    const demography = input.demographies.find((d) => d.id === q.demography_id)!;
    const population = context.population(query, dateId);
    const data = response.graph_data[0]?.data ?? [];
    const counts = response.graph_meta.counts ?? [];
    const slots: Slot[] = [];
    let baseShown = false;
    response.graph_meta.categories.forEach((name, i) => {
      const atoms = context.within(population, dateId, answerOf(query, demography.code, name));
      const count = counts[i];
      // the attacker's set must be the engine's: a count it shows is the set's size
      if (typeof count === 'number' && query.answerValues === null) {
        const expected = sizeOfAtoms(context.profiles.get(dateId)!, atoms);
        if (count !== expected)
          throw new Error(`${queryLabel(query)}: "${name}" counts ${count}, the attacker's set ${expected}`);
      }
      slots.push(
        {
          dateId,
          atoms,
          level: null,
          shown: data[i] != null,
          measured: true,
          codes: null,
          detail: `share "${name}"`,
        },
        {
          dateId,
          atoms,
          level: 'count',
          shown: typeof count === 'number',
          measured: false,
          codes: null,
          detail: `count "${name}"`,
        },
      );
      if (typeof count === 'number' && count > 0 && data[i] != null) baseShown = true;
    });
    // a share and its count give the base: the population with an answer (without no-answers when hidden)
    const profiles = context.profiles.get(dateId)!;
    const base = population.filter((a) => {
      const answer = profiles.atoms[a]!.answers.get(demography.code);
      return answer != null && !(q.hide_no_answers && answer.noAnswer);
    });
    slots.push({
      dateId,
      atoms: base,
      level: 'count',
      shown: baseShown,
      measured: false,
      codes: null,
      detail: 'base',
    });
    return [...slots, workerCountSlot(query, response, context, input)];
  },
  commitment_total: (query, response, context) => {
    const last = response.graph_meta.categories.length - 1;
    const code = query.main === null ? null : demographyCode(query, query.main);
    const groupId = (name: string) => {
      const group = query.dates.flatMap((d) => d.worker_groups).find((g) => g.name === name);
      if (!group) throw new Error(`${queryLabel(query)}: "${name}" is no worker group`);
      return group.id;
    };
    return seriesByDate(
      query,
      response,
      context,
      (name, i) =>
        i === last
          ? 'population'
          : code === null
            ? { kind: 'worker_group', id: groupId(name) }
            : answerOf(query, code, name),
      indexCodes(query),
    );
  },
  commitment_demographics: (query, response, context) => {
    const code = demographyCode(
      query,
      queryOf(query, 'commitment_demographics').main_dimension_demography_id,
    );
    return seriesByDate(query, response, context, (name) => answerOf(query, code, name), indexCodes(query));
  },
  commitment_detailed: (query, response, context) => {
    return seriesByDate(
      query,
      response,
      context,
      () => 'population',
      (name, _, input) => itemCodes(input, name),
    );
  },
  commitment_ranking: (query, response, context) => {
    const code = query.main === null ? null : demographyCode(query, query.main);
    const dates = query.dates.map((d) => context.profiles.get(idOf(d))!);
    return seriesByDate(
      query,
      response,
      context,
      (name) =>
        code === null
          ? { kind: 'unit', key: unitOfLabel(name, dates, query.filters.selectors).key }
          : answerOf(query, code, name),
      indexCodes(query),
    );
  },
  satisfaction_total: (query, response, context) => {
    const topicNames = new Set(query.dates.flatMap((d) => d.topics.map((t) => t.name)));
    return seriesByDate(
      query,
      response,
      context,
      () => 'population',
      (name, _, input) => (topicNames.has(name) ? topicCodes(input, name) : satisfactionCodes(input)),
    );
  },
  trends: (query, response, context) => {
    // one series per date; the engagement index, the satisfaction index, then index topics (docs/graphs.md "Trends")
    const [engagement, satisfaction] = response.graph_meta.categories;
    return seriesByDate(
      query,
      response,
      context,
      () => 'population',
      (name, _, input) =>
        name === engagement
          ? engagementCodes(input)
          : name === satisfaction
            ? satisfactionCodes(input)
            : topicCodes(input, name),
    );
  },
  satisfaction_topics: (query, response, context) => {
    return seriesByDate(
      query,
      response,
      context,
      () => 'population',
      (name, _, input) => itemCodes(input, name),
    );
  },
  satisfaction_demographics: (query, response, context) => {
    const input = query.dates[0]!;
    const dateId = idOf(input);
    const code = demographyCode(
      query,
      queryOf(query, 'satisfaction_demographics').main_dimension_demography_id,
    );
    const population = context.population(query, dateId);
    const topicNames = new Set(input.topics.map((t) => t.name));
    const slots: Slot[] = [];
    // one series per answer of the main demography; categories are the index topics and the satisfaction index
    for (const series of response.graph_data) {
      const atoms = context.within(population, dateId, answerOf(query, code, series.name));
      response.graph_meta.categories.forEach((name, i) => {
        slots.push({
          dateId,
          atoms,
          level: 'value',
          shown: series.data[i] != null,
          measured: true,
          codes: topicNames.has(name) ? topicCodes(input, name) : satisfactionCodes(input),
          detail: `"${series.name}" "${name}"`,
        });
      });
    }
    return [...slots, workerCountSlot(query, response, context)];
  },
  heatmap: (query, response, context) => {
    const input = query.dates[0]!;
    const dateId = idOf(input);
    const q = queryOf(query, 'heatmap');
    const rows = q.rows ?? 'demography';
    const code = rows === 'demography' ? demographyCode(query, q.main_dimension_demography_id!) : '';
    const profiles = [context.profiles.get(dateId)!];
    // a row: an answer of the demography, a worker group by name, or a unit by its label (docs/graphs.md "Heatmap")
    const rowOf = (name: string): CategoryRef => {
      if (rows === 'demography') return answerOf(query, code, name);
      if (rows === 'units')
        return { kind: 'unit', key: unitOfLabel(name, profiles, query.filters.selectors).key };
      const group = input.worker_groups.find((g) => g.name === name);
      if (!group) throw new Error(`${queryLabel(query)}: "${name}" is no worker group`);
      return { kind: 'worker_group', id: group.id };
    };
    const population = context.population(query, dateId);
    // the first row is the company: everyone of the date, whatever the query's filters
    const everyone = context.population({ ...query, filters: NO_FILTER, answerValues: null }, dateId);
    const topicNames = new Set(input.topics.map((t) => t.name));
    const slots: Slot[] = [];
    response.graph_data.forEach((series, s) => {
      const atoms = s === 0 ? everyone : context.within(population, dateId, rowOf(series.name));
      response.graph_meta.categories.forEach((name, i) => {
        slots.push({
          dateId,
          atoms,
          level: 'value',
          shown: series.data[i] != null,
          measured: true,
          codes:
            i === 0
              ? engagementCodes(input)
              : topicNames.has(name)
                ? topicCodes(input, name)
                : satisfactionCodes(input),
          detail: `"${series.name}" "${name}"`,
          unfiltered: s === 0,
        });
      });
    });
    return [...slots, workerCountSlot(query, response, context)];
  },
  total: (query, response, context) => {
    return seriesByDate(
      query,
      response,
      context,
      () => 'population',
      (name, _, input) => itemCodes(input, name),
    );
  },
  // docs/privacy.md "Rule 8": a shown score or impact is read as revealing its population's answer sums
  // (the strongest reading: a correlation is a function of n, Σx, Σy, Σx², Σy², Σxy over that population)
  key_drivers: (query, response, context) => {
    const parents = response.graph_meta.category_parents ?? [];
    const answerCodes = (name: string, input: SurveyCubeInput) =>
      parents[response.graph_meta.categories.indexOf(name)] == null
        ? topicCodes(input, name)
        : itemCodes(input, name);
    const slots = seriesByDate(
      query,
      response,
      context,
      () => 'population',
      (name, s, input) => [
        ...answerCodes(name, input),
        // the impact (series 1) pairs each answer with the engagement answers
        ...(s === 1 ? engagementCodes(input) : []),
      ],
    );
    // a filtered population's answer carries the company's scores: everyone of the date, whatever the filters
    const company = response.graph_meta.company_scores;
    if (!company) return slots;
    const input = query.dates[0]!;
    const dateId = idOf(input);
    const everyone = context.population({ ...query, filters: NO_FILTER, answerValues: null }, dateId);
    response.graph_meta.categories.forEach((name, i) => {
      slots.push({
        dateId,
        atoms: everyone,
        level: 'value',
        shown: company[i] != null,
        measured: true,
        codes: answerCodes(name, input),
        detail: `company score "${name}"`,
        unfiltered: true,
      });
    });
    return slots;
  },
};
