import {
  changeMeaningful,
  type Demography,
  type FilterOption,
  formatSurveyDate,
  type GraphDataRequest,
  type GraphExplanations,
  type GraphFilterOptions,
  type GraphFilterOptionsRequest,
  type GraphResponse,
  type ParticipationCollector,
  type Topic,
  type SurveyDate,
  type WithheldReason,
  type WorkerGroup,
} from '@pulzus/core';
import { graphFixture, LONG_HUNGARIAN_CATEGORIES } from '../fixtures/graph-fixtures';
import { participationFixture } from '../fixtures/participation-fixtures';
import { graphApiTexts } from './graph-api-texts';

/** Options of a seeded fake account behind the graph API. */
export interface GraphApiFixtureOptions {
  /** Seed of every generated value; default 21. */
  readonly seed?: number;
  /** Language of the names and series labels; default 'hu'. */
  readonly language?: 'hu' | 'en';
  /** How many survey dates (monthly, newest 2024-05); default 3; 0 for none. */
  readonly surveyDateCount?: number;
  /** How many worker groups; default 2. */
  readonly workerGroupCount?: number;
  /** Long Hungarian question texts; default false. */
  readonly longLabels?: boolean;
  /** Share of graph values withheld for privacy (0–1); default 0. */
  readonly withheldRate?: number;
  /** The reasons of the withheld values, in turn (docs/privacy.md "Reasons"); default none (an older server). */
  readonly withheldReasons?: readonly WithheldReason[];
  /** Every graph answers with no data; default false. */
  readonly emptyGraphs?: boolean;
  /**
   * Refuse filter answers (docs/privacy.md "Rule 6"): every demography's last answer has fewer than k people,
   * the second worker group is hidden for privacy, and once a filter is chosen every demography's first
   * answer is hidden too; default false (everything available).
   */
  readonly refusals?: boolean;
  /**
   * Every graph's population is withheld (docs/privacy.md "Rule 1"): `fewer-than-k` (0..k-1 people), or
   * withheld by the neighbour or the combination rule (`privacy`); default none.
   */
  readonly withheldPopulation?: 'fewer-than-k' | 'neighbour' | 'combination';
}

/** The warning of a withheld population, by why it is withheld. */
const WITHHELD_WARNINGS = {
  'fewer-than-k': 'graph-warning-too-few-respondents',
  neighbour: 'graph-warning-privacy-neighbour',
  combination: 'graph-warning-privacy-combination',
} as const;

/** The reason every value of a withheld population carries (docs/privacy.md "Reasons"). */
const POPULATION_REASONS = {
  'fewer-than-k': 'fewer-than-k',
  neighbour: 'protects-smaller',
  combination: 'combination',
} as const satisfies Record<keyof typeof WITHHELD_WARNINGS, WithheldReason>;

/** A fake account's data as the API serves it, and the graph answer for a request. */
export interface GraphApiFixture {
  readonly surveyDates: readonly SurveyDate[];
  readonly workerGroups: readonly WorkerGroup[];
  /** The demographies of every survey date (same ids on each). */
  readonly demographies: readonly Demography[];
  /** The topics of a worker group on a survey date. */
  topics(surveyDateId: number, workerGroupId: number): Topic[];
  readonly explanations: GraphExplanations;
  /** The `POST graph/data` answer: categories and series built from the request, values seeded. */
  graph(request: GraphDataRequest): GraphResponse;
  /** The `POST graph/filter-options` answer (see `refusals`), with k = 5. */
  filterOptions(request: GraphFilterOptionsRequest): GraphFilterOptions;
  /** The `POST graph/participation-rate` collectors of the newest date: seeded rows of the worker groups. */
  participation(): ParticipationCollector[];
}

/** The k of the fake account. */
const FIXTURE_K = 5;

const SURVEY_DAYS = ['2024-05-01', '2023-11-01', '2023-05-01', '2022-11-01'];

function seedOf(text: string, base: number): number {
  let hash = base;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** A seeded fake account behind the graph API, for msw handlers in stories and fake fetches in tests. */
export function graphApiFixture(options: GraphApiFixtureOptions = {}): GraphApiFixture {
  const { seed = 21, language = 'hu', surveyDateCount = 3, workerGroupCount = 2 } = options;
  const text = graphApiTexts(language);
  const surveyDates: SurveyDate[] = SURVEY_DAYS.slice(0, surveyDateCount).map((date, i) => ({
    id: 10 + i,
    date,
    enabled_for_users: true,
    is_refresh_enabled: false,
    answer_count: 120,
    sm_api_key_id: null,
    sm_surveys: [],
  }));
  const workerGroups: WorkerGroup[] = text.workerGroups
    .slice(0, workerGroupCount)
    .map((name, i) => ({ id: i + 1, name, code: `wg-${i + 1}` }));
  const allGroups = workerGroups.map((g) => g.id);
  const demographies: Demography[] = text.demographies.map((d, i) => ({
    id: 100 + i,
    name: d.name,
    code: `d${i + 1}`,
    type: i === 0 ? 'collector' : 'survey',
    order: i,
    // the last demography is asked of the first worker group only
    worker_groups: i === text.demographies.length - 1 ? allGroups.slice(0, 1) : allGroups,
    answers: d.answers.map((name, a) => ({
      id: 1000 + i * 10 + a,
      name,
      value: a + 1,
      no_answer: d.noAnswer === a,
    })),
  }));
  const questionNames = options.longLabels ? LONG_HUNGARIAN_CATEGORIES : text.questions;
  const topicsOf = (surveyDateId: number, workerGroupId: number): Topic[] =>
    text.topics.map((name, t) => ({
      id: workerGroupId * 100 + t + 1,
      survey_date_id: surveyDateId,
      worker_group_id: workerGroupId,
      name,
      is_commitment: t === 0,
      is_calculated_in_index: true,
      bg_color: t === 0 ? null : (['orange', 'light_blue', 'light_green'] as const)[t % 3]!,
      questions: questionNames.slice(t * 2, t * 2 + 2).map((q, n) => ({
        id: workerGroupId * 1000 + t * 10 + n + 1,
        code: `Q${t + 1}.${n + 1}`,
        name: q,
      })),
    }));
  const dateLabel = (id: number) => {
    const day = surveyDates.find((d) => d.id === id)?.date;
    return day ? formatSurveyDate(day, language) : String(id);
  };
  const categoriesOf = (request: GraphDataRequest): string[] => {
    const answersOf = (id: number) => demographies.find((d) => d.id === id)?.answers.map((a) => a.name) ?? [];
    const topics = topicsOf(0, 1);
    switch (request.type) {
      case 'demographics':
        return answersOf(request.query.demography_id);
      case 'commitment_demographics':
      case 'satisfaction_demographics':
        return answersOf(request.query.main_dimension_demography_id);
      case 'commitment_total':
        return [...workerGroups.map((g) => g.name), text.total];
      case 'commitment_ranking':
        return demographies[0]!.answers.map((a) => a.name);
      case 'satisfaction_total':
        return [...topics.slice(1).map((t) => t.name), text.satisfactionIndex];
      case 'satisfaction_topics':
        return (
          topics.find((t) => t.id === request.query.question_group_id)?.questions.map((q) => q.name) ?? []
        );
      case 'commitment_detailed':
        return topics[0]!.questions.map((q) => q.name);
      case 'heatmap':
      case 'trends':
        return [text.engagementIndex, text.satisfactionIndex, ...topics.slice(1).map((t) => t.name)];
      default:
        return topics.flatMap((t) => t.questions.map((q) => q.name));
    }
  };
  // the key drivers: each index topic, then its items; series 0 the score, 1 the impact (docs/graphs.md "Key drivers")
  const keyDrivers = (
    request: GraphDataRequest,
    withheldWarning: GraphResponse['warnings'][number] | null,
  ) => {
    const topics = topicsOf(0, 1).slice(1);
    const points: { name: string; parent: number | null; colour: Topic['bg_color'] }[] = [];
    for (const t of topics) {
      const parent = points.push({ name: t.name, parent: null, colour: t.bg_color }) - 1;
      for (const q of t.questions) points.push({ name: q.name, parent, colour: t.bg_color });
    }
    const values = graphFixture({
      seed: seedOf(JSON.stringify(request), seed),
      categories: points.map((p) => p.name),
      dates: [...text.driverSeries],
      withheldRate: withheldWarning ? 1 : (options.withheldRate ?? 0),
    }).graph_data;
    // the fixture's whole percents, 18..92, read as impacts 0.05..0.75 for the second series
    const impact = values[1]!.data.map((v) =>
      v === null ? null : Math.round(5 + ((v - 18) / 74) * 70) / 100,
    );
    const series = [values[0]!.data, impact].map((data, s) => ({
      name: text.driverSeries[s]!,
      data,
      ...(data.includes(null) ? { withheld: data.map((v) => v === null) } : {}),
    }));
    return {
      graph_data: series,
      graph_meta: {
        categories: points.map((p) => p.name),
        categories_colors: points.map((p) => p.colour),
        category_parents: points.map((p) => p.parent),
        worker_count: withheldWarning ? null : 214,
        ...(withheldWarning
          ? {
              worker_count_hidden:
                withheldWarning === WITHHELD_WARNINGS['fewer-than-k'] ? 'fewer-than-k' : 'privacy',
            }
          : {}),
        min_group_size: FIXTURE_K,
      },
      warnings: withheldWarning
        ? [withheldWarning]
        : series.some((s) => s.withheld)
          ? ['graph-warning-privacy']
          : [],
    } satisfies GraphResponse;
  };
  const graph = (request: GraphDataRequest): GraphResponse => {
    if (request.type === 'key_drivers' && !options.emptyGraphs) {
      const withheld = options.withheldPopulation;
      return keyDrivers(request, withheld ? WITHHELD_WARNINGS[withheld] : null);
    }
    if (options.emptyGraphs) {
      return {
        graph_data: [],
        graph_meta: { categories: [], categories_colors: [], worker_count: 0 },
        warnings: ['graph-warning-no-data'],
      };
    }
    // trends reads every date (docs/graphs.md "Trends"); a graph without dates its demography's, here the newest
    const dates =
      'survey_dates' in request.query
        ? request.query.survey_dates
        : request.type === 'trends'
          ? surveyDates.map((d) => d.id)
          : [surveyDates[0]?.id ?? 0];
    const stacked = request.type === 'commitment_detailed' || request.type === 'satisfaction_topics';
    const withheld = options.withheldPopulation;
    if (withheld) {
      const categories = categoriesOf(request);
      return {
        graph_data: [...dates].reverse().map((id) => ({
          name: dateLabel(id),
          data: categories.map(() => null),
          withheld: categories.map(() => true),
          withheld_reasons: categories.map(() => POPULATION_REASONS[withheld]),
        })),
        graph_meta: {
          categories,
          categories_colors: [],
          worker_count: null,
          worker_count_hidden: withheld === 'fewer-than-k' ? 'fewer-than-k' : 'privacy',
          min_group_size: FIXTURE_K,
        },
        warnings: [WITHHELD_WARNINGS[withheld]],
      };
    }
    // the heatmap's series are the company, then its rows: the worker groups, or the main demography's answers
    // (docs/graphs.md "Heatmap")
    const seriesNames =
      request.type === 'heatmap' && request.query.rows === 'worker_groups'
        ? [text.total, ...workerGroups.map((g) => g.name)]
        : request.type === 'heatmap'
          ? [
              text.total,
              ...(
                demographies.find((d) => d.id === request.query.main_dimension_demography_id)?.answers ?? []
              ).map((a) => a.name),
            ]
          : [...dates].reverse().map(dateLabel);
    const response = graphFixture({
      seed: seedOf(JSON.stringify(request), seed),
      categories: categoriesOf(request),
      dates: seriesNames,
      stacked,
      bandNames: text.bands,
      withheldRate: options.withheldRate ?? 0,
      ...(options.withheldReasons ? { withheldReasons: options.withheldReasons } : {}),
    });
    if (request.type !== 'trends') return response;
    // trends: the topics' colours, and each later date's change judged as the server does, with each date's
    // respondents (docs/graphs.md "Change since the previous date")
    const respondents = [...dates]
      .reverse()
      .map((id) => surveyDates.find((d) => d.id === id)?.answer_count ?? 0);
    const graph_data = response.graph_data.map((later, d) => {
      const earlier = response.graph_data[d - 1];
      if (!earlier) return later;
      const pairs = later.data.map((v, c) => [earlier.data[c] ?? null, v] as const);
      return {
        ...later,
        change: pairs.map(([a, b]) => (a === null || b === null ? null : b - a)),
        change_meaningful: pairs.map(([a, b]) =>
          a === null || b === null ? null : changeMeaningful(a, b, respondents[d - 1]!, respondents[d]!),
        ),
      };
    });
    const topicColours = topicsOf(0, 1)
      .slice(1)
      .map((t) => t.bg_color);
    return {
      ...response,
      graph_data,
      graph_meta: { ...response.graph_meta, categories_colors: [null, null, ...topicColours] },
    };
  };
  const filterOptions = (request: GraphFilterOptionsRequest): GraphFilterOptions => {
    const option = (id: number, reason: FilterOption['reason']): FilterOption => ({
      id,
      available: !options.refusals || reason === null,
      reason: options.refusals ? reason : null,
    });
    const filtered = request.filters.some((f) =>
      f.type === 'worker_group'
        ? f.worker_group_ids.length > 0
        : f.type === 'demography'
          ? f.demography_answer_ids.length > 0
          : f.question_filters.length > 0,
    );
    return {
      survey_date_id: request.survey_date_id,
      min_group_size: FIXTURE_K,
      worker_groups: workerGroups.map((g, i) => option(g.id, i === 1 ? 'privacy' : null)),
      demographies: demographies.map((d) => ({
        demography_id: d.id,
        answers: d.answers.map((a, i) =>
          option(a.id, i === d.answers.length - 1 ? 'fewer-than-k' : i === 0 && filtered ? 'privacy' : null),
        ),
      })),
    };
  };
  return {
    surveyDates,
    workerGroups,
    demographies,
    topics: topicsOf,
    explanations: text.explanations,
    graph,
    filterOptions,
    participation: () => participationFixture({ seed, workerGroups }).collectors,
  };
}
