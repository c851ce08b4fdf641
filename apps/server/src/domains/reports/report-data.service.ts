import {
  type ChartGraphSlug,
  type GraphFilter,
  graphDefinition,
  graphTitleKey,
  type LanguageCode,
  type ReportData,
  type ReportGraph,
  type ReportPopulation,
  type ReportRequest,
  requestedSurveyDates,
  requestsEveryDate,
  zGraphResponse,
} from '@pulzus/core';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import { listDemographies } from '../demographies/demographies.service';
import { enabledGraphs, graphDimensions, graphExplanations } from '../graph-settings/graph-settings.service';
// visibleCollectors: a scoped viewer's participation rows are those inside the scope (docs/privacy.md "Rule 10")
import {
  accountWorkerGroups,
  participationDemographies,
  readableDates,
  visibleCollectors,
} from '../graphs/graphs.service';
import { type GraphServices, graphDataJson } from '../graphs/graph-data.service';
import { topicsWithDefaults } from '../questions/questions.service';
import { graphCatalogue, loadDataNames, loadOverrides } from '../translations/translations.service';
import { accountTimeZone } from '../accounts/accounts.service';
import { planReportGraphs } from './report-queries';
import { buildReportSummary } from './report-summary';
import { filterSubjectDates, reportAccountName } from './reports.queries';

/** Called after each step with the share done, 0–1. */
export type ReportProgress = (done: number) => void;

/**
 * The caller as `POST graph/data` sees them, speaking the report's language: the same user, role and
 * account; only the language of the labels changes, as when the user switches the interface language.
 */
export function reportCaller(auth: AuthContext, language: LanguageCode): AuthContext {
  return { ...auth, claims: auth.claims ? { ...auth.claims, lang_code: language } : null };
}

/**
 * The report's data model (docs/reports.md "Privacy"): every number comes from `graphDataJson`, the
 * function that answers `POST graph/data`, called as the same caller — its access rules (published
 * dates for users, enabled graphs, allowed filters, k) and its result cache included — and from the
 * participation route's own queries. Nothing is computed here.
 */
export async function buildReportData(
  services: GraphServices,
  auth: AuthContext,
  accountId: number,
  request: ReportRequest,
  progress: ReportProgress = () => {},
): Promise<ReportData> {
  const { db } = services;
  const language = request.language;
  const caller = reportCaller(auth, language);
  // another tenant's, a missing or (for users) an unpublished date is a 404, as in graph/data
  const [date, ...compare] = await readableDates(
    db,
    accountId,
    [request.survey_date_id, ...request.compare_survey_date_ids],
    auth,
  );
  if (!date) throw new AppError('not-found');
  // times are written in the account's own zone, not the server's (docs/reports.md "Time zone")
  const [
    enabled,
    explanations,
    overrides,
    storedDemographies,
    dimensionGroups,
    storedGroups,
    accountName,
    timeZone,
    names,
  ] = await Promise.all([
    enabledGraphs(db, accountId),
    graphExplanations(db, accountId),
    loadOverrides(db, accountId),
    listDemographies(db, accountId, date.id),
    graphDimensions(db, accountId, date.id),
    accountWorkerGroups(db, accountId),
    reportAccountName(db, accountId),
    accountTimeZone(db, accountId),
    loadDataNames(db, accountId, language),
  ]);
  // every data name in the report's language, as its graphs name them (docs/i18n.md "Data names")
  const demographies = storedDemographies.map((d) => ({
    ...d,
    name: names.of('demography', d.name),
    answers: d.answers.map((a) => ({ ...a, name: names.of('demography-answer', a.name) })),
  }));
  const groups = storedGroups.map((g) => ({ ...g, name: names.of('worker-group', g.name) }));
  const topics = (
    await Promise.all(groups.map((g) => topicsWithDefaults(db, accountId, date.id, g.id, language)))
  )
    .flat()
    .map((topic) => ({ ...topic, name: names.of('topic', topic.name) }));
  const texts = graphCatalogue(overrides, language);
  const text = (key: string) => texts[key] ?? key;
  const planned = planReportGraphs(request, (slug) => enabled[slug] !== false, {
    dimensions: (slug) => dimensionGroups.find((g) => g.graph_slug === slug)?.graph_dimensions ?? [],
    demographies,
    topics,
  });
  const available = await availableOnDates(db, accountId, request);
  const steps = planned.length + 1;
  const graphs: ReportGraph[] = [];
  const skipped: ReportData['skipped'] = [];
  const title = (slug: ChartGraphSlug) => text(graphTitleKey(slug));
  const answered: ReportGraph[] = [];
  for (const [i, plan] of planned.entries()) {
    if ('skipped' in plan) {
      skipped.push({ slug: plan.slug, title: title(plan.slug), reason: `report-skipped-${plan.skipped}` });
    } else if (!available(plan.request)) {
      // a filter on a question or demography this graph's dates do not have: left out, not the report failed
      skipped.push({ slug: plan.slug, title: title(plan.slug), reason: 'report-skipped-filter-unavailable' });
    } else {
      try {
        const json = await graphDataJson(services, caller, accountId, plan.request);
        answered.push({
          slug: plan.slug,
          title: title(plan.slug),
          explanation: explanations[language][plan.slug] ?? null,
          request: plan.request,
          response: zGraphResponse.parse(JSON.parse(json)),
          selection: plan.selection,
          ...(graphDefinition(plan.slug).topicColours
            ? { topics: topics.map(({ name, bg_color }) => ({ name, bg_color })) }
            : {}),
        });
      } catch (error) {
        // a filter this graph does not offer is its own refusal on the graph page: here the graph is left out
        if (!(error instanceof AppError) || error.code !== 'graph-filter-not-allowed') throw error;
        skipped.push({
          slug: plan.slug,
          title: title(plan.slug),
          reason: 'report-skipped-filter-not-allowed',
        });
      }
    }
    progress((i + 1) / steps);
  }
  // a graph whose every value is withheld says nothing: one line in the appendix, not pages of "hidden"
  for (const graph of answered) {
    if (graphSaysNothing(graph.slug as ChartGraphSlug, graph.response))
      skipped.push({ slug: graph.slug, title: graph.title, reason: 'report-withheld-graphs' });
    else graphs.push(graph);
  }
  // the participation table as its page shows it: only while the account has it enabled
  const participation = enabled.participation_rate !== false;
  const summary = await buildReportSummary(services, caller, accountId, {
    dateId: date.id,
    filters: request.filters,
    enabled: (slug) => enabled[slug] !== false,
    demographies,
    dimensionGroups,
    workerGroupIds: groups.map((g) => g.id),
    collectors: () => visibleCollectors(db, auth, accountId, date.id),
    satisfactionIndexLabel: text('graph-category-satisfaction-index'),
    // the graph the definition table names for the summary's focus areas (docs/reports.md)
    keyDrivers:
      answered.find((g) => graphDefinition(g.slug as ChartGraphSlug).summaryPriorities)?.response ?? null,
  });
  const data: ReportData = {
    language,
    account_name: accountName,
    survey_date: { id: date.id, date: String(date.date) },
    compare_dates: compare.map((d) => ({ id: d.id, date: String(d.date) })),
    generated_at: new Date().toISOString(),
    time_zone: timeZone,
    filters: filterTexts(request.filters, groups, demographies, text),
    summary,
    population: request.filters.length > 0 ? populationOf(answered, date.id) : null,
    participation: participation
      ? {
          collectors: await visibleCollectors(db, auth, accountId, date.id),
          demographies: (await participationDemographies(db, accountId, date.id)).map((d) => ({
            ...d,
            name: names.of('demography', d.name),
            answers: d.answers.map((a) => ({ ...a, name: names.of('demography-answer', a.name) })),
          })),
          worker_groups: groups,
          explanation: explanations[language].participation_rate ?? null,
        }
      : null,
    graphs,
    skipped,
    texts,
  };
  progress(1);
  return data;
}

/**
 * Whether a graph answer says nothing: every value of it is withheld (and it has values at all) — or, for
 * a graph that pairs each value with a correlation (key drivers, `correlationSeries` of the graph
 * definition table), every correlation, so no point can be drawn.
 */
export function graphSaysNothing(slug: ChartGraphSlug, response: ReportGraph['response']): boolean {
  const paired = graphDefinition(slug).correlationSeries;
  const series = paired === undefined ? response.graph_data : response.graph_data.slice(paired, paired + 1);
  const cells = series.flatMap((series) =>
    series.data.map((value, i) => ({ value, withheld: series.withheld?.[i] ?? value === null })),
  );
  return cells.length > 0 && cells.every((cell) => cell.value === null && cell.withheld);
}

/**
 * The filtered population on the report's date as its graph answers count it: `date_worker_counts`' entry of
 * the date, or `worker_count` of a graph of that date alone, the first graph that has one — a count the
 * graph API shows, withheld ("fewer than k") where it withholds it (docs/privacy.md "Rule 1").
 */
function populationOf(graphs: readonly ReportGraph[], dateId: number): ReportPopulation | null {
  for (const { request, response } of graphs) {
    const meta = response.graph_meta;
    const k = meta.min_group_size ?? null;
    const dated = meta.date_worker_counts?.find((d) => d.survey_date_id === dateId);
    if (dated) return { respondents: dated.worker_count, hidden: dated.worker_count_hidden ?? null, k };
    const dates = requestsEveryDate(request) ? null : requestedSurveyDates(request);
    if (dates?.length === 1 && dates[0] === dateId)
      return { respondents: meta.worker_count, hidden: meta.worker_count_hidden ?? null, k };
  }
  return null;
}

/**
 * Whether a graph request's dates have every question and demography the report's filters name (checked
 * before any graph runs, docs/reports.md "Filters"): a graph naming its dates needs each subject's date among
 * them, a graph dated by its demography (the report's date) that date, a graph over every date only that the
 * subject exists in the account. `graph/data` would refuse the others with `not-found`.
 */
async function availableOnDates(db: GraphServices['db'], accountId: number, request: ReportRequest) {
  const questionIds: number[] = [];
  const demographyIds: number[] = [];
  for (const filter of request.filters) {
    if (filter.type === 'answer') questionIds.push(...filter.question_filters.map((q) => q.question_id));
    if (filter.type === 'demography' && filter.demography_answer_ids.length > 0)
      demographyIds.push(filter.demography_id);
  }
  const subjects = await filterSubjectDates(db, accountId, questionIds, demographyIds);
  const dateOf = [
    ...questionIds.map((id) => subjects.questions.get(id)),
    ...demographyIds.map((id) => subjects.demographies.get(id)),
  ];
  return (graphRequest: ReportGraph['request']): boolean => {
    if (dateOf.some((date) => date === undefined)) return false;
    if (requestsEveryDate(graphRequest)) return true;
    const dates = requestedSurveyDates(graphRequest) ?? [request.survey_date_id];
    return dateOf.every((date) => date !== undefined && dates.includes(date));
  };
}

/** The filters as "Unit: Sales, Marketing" lines, in the report's language. */
function filterTexts(
  filters: readonly GraphFilter[],
  groups: readonly { id: number; name: string }[],
  demographies: readonly { id: number; name: string; answers: readonly { id: number; name: string }[] }[],
  text: (key: string) => string,
): string[] {
  return filters.map((filter) => {
    if (filter.type === 'worker_group') {
      const names = filter.worker_group_ids.map((id) => groups.find((g) => g.id === id)?.name ?? String(id));
      return `${text('graph-sidebar-worker-group')}: ${names.join(', ')}`;
    }
    if (filter.type === 'demography') {
      const demography = demographies.find((d) => d.id === filter.demography_id);
      const names = filter.demography_answer_ids.map(
        (id) => demography?.answers.find((a) => a.id === id)?.name ?? String(id),
      );
      return `${demography?.name ?? filter.demography_id}: ${names.join(', ')}`;
    }
    return `${text('graph-sidebar-question-filters')}: ${filter.question_filters.length}`;
  });
}
