import fc from 'fast-check';
import type { GraphDataRequest, GraphFilter } from '../../schemas/graph-query';
import { CHART_GRAPH_SLUGS } from '../../schemas/graph-slugs';
import type { CubeInputRespondent, SurveyCubeInput } from '../survey-cube-input';
import { COMPANY, newerMeta, olderMeta } from './fixtures';

const itemCodes = (meta: Omit<SurveyCubeInput, 'respondents'>) => [
  ...new Set(meta.topics.flatMap((t) => t.questions.map((q) => q.code))),
];

/** A random respondent of a date: any collector (or none), answers 1..6, skips and an invalid 7. */
function respondentArb(meta: Omit<SurveyCubeInput, 'respondents'>, allowNoCollector: boolean) {
  const codes = itemCodes(meta);
  const collectorIds = meta.collectors.map((c) => c.id);
  return fc
    .record({
      collector: allowNoCollector
        ? fc.option(fc.constantFrom(...collectorIds), { freq: 12 })
        : fc.constantFrom(...collectorIds),
      values: fc.array(
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constant(7) },
          { weight: 10, arbitrary: fc.integer({ min: 1, max: 6 }) },
        ),
        { minLength: codes.length, maxLength: codes.length },
      ),
      age: fc.constantFrom(undefined, 1, 2, 9, 5),
    })
    .map(({ collector, values, age }): CubeInputRespondent => {
      const answers: Record<string, number | null | undefined> = { AGE: age };
      codes.forEach((code, i) => {
        answers[code] = values[i] ?? null;
      });
      return { collector_id: collector, answers };
    });
}

/** Two dates of the fixture company with 0..max random respondents each. */
export function companyArb(max = 60, allowNoCollector = true): fc.Arbitrary<SurveyCubeInput[]> {
  const older = olderMeta();
  const newer = newerMeta();
  return fc
    .tuple(
      fc.array(respondentArb(older, allowNoCollector), { maxLength: max, size: 'max' }),
      fc.array(respondentArb(newer, allowNoCollector), { minLength: 1, maxLength: max, size: 'max' }),
    )
    .map(([a, b]) => [
      { ...older, respondents: a },
      { ...newer, respondents: b },
    ]);
}

/** Mostly absent, so that populations stay large enough to show values. */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

/** Any filter combination the sidebar can send on the fixture company (ids of either date). */
export const filtersArb: fc.Arbitrary<GraphFilter[]> = fc
  .record({
    wg: rarely(fc.constantFrom([1], [2], [1, 2])),
    site: rarely(
      fc.record({ id: fc.constantFrom(20, 10), answers: fc.subarray([0, 1, 2], { minLength: 1 }) }),
    ),
    age: rarely(
      fc.record({ id: fc.constantFrom(21, 11), answers: fc.subarray([0, 1, 2], { minLength: 1 }) }),
    ),
    question: rarely(fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 })),
  })
  .map(({ wg, site, age, question }) => {
    const filters: GraphFilter[] = [];
    if (wg) filters.push({ type: 'worker_group', worker_group_ids: [...wg] });
    const answerIds = (id: number, picks: number[]) => picks.map((p) => id * 10 + 1 + p);
    if (site)
      filters.push({
        type: 'demography',
        demography_id: site.id,
        demography_answer_ids: answerIds(site.id, site.answers),
      });
    if (age)
      filters.push({
        type: 'demography',
        demography_id: age.id,
        demography_answer_ids: answerIds(age.id, age.answers),
      });
    // question 2200 is T1 on the newer date (topic 22), also asked on the older date as T1
    if (question)
      filters.push({ type: 'answer', question_filters: [{ question_id: 2200, answers: question }] });
    return filters;
  });

/** Any chart request on the fixture company with its main-dimension option. */
export const requestArb: fc.Arbitrary<{ request: GraphDataRequest; main: number | null }> = fc
  .record({
    filters: filtersArb,
    dates: fc.constantFrom([COMPANY.newer.id], [COMPANY.older.id], [COMPANY.newer.id, COMPANY.older.id]),
    demography: fc.constantFrom(20, 21, 10, 11),
    sat: fc.boolean(),
    hide: fc.boolean(),
    main: fc.constantFrom(null, 20, 21),
    topic: fc.constantFrom(22, 26, 12, 13),
    slug: fc.constantFrom(...CHART_GRAPH_SLUGS),
  })
  .map(
    ({
      filters,
      dates,
      demography,
      sat,
      hide,
      main,
      topic,
      slug,
    }): { request: GraphDataRequest; main: number | null } => {
      const survey_dates: number[] = [...dates];
      const one = [dates[0]!];
      const first = survey_dates[0];
      const demOnDate = (id: number) => (first === 11 ? (id >= 20 ? id : id + 10) : id >= 20 ? id - 10 : id);
      switch (slug) {
        case 'demographics':
          return {
            request: { type: slug, query: { demography_id: demography, hide_no_answers: hide, filters } },
            main: null,
          };
        case 'commitment_total':
          return { request: { type: slug, query: { survey_dates, show_satisfaction_index: sat } }, main };
        case 'commitment_demographics':
          return {
            request: {
              type: slug,
              query: {
                survey_dates,
                main_dimension_demography_id: demography,
                filters,
                show_satisfaction_index: sat,
              },
            },
            main: null,
          };
        case 'commitment_ranking':
          return {
            request: { type: slug, query: { survey_dates, filters, show_satisfaction_index: sat } },
            main,
          };
        case 'satisfaction_topics':
          return {
            request: { type: slug, query: { survey_dates, question_group_id: topic, filters } },
            main: null,
          };
        case 'satisfaction_demographics':
          return {
            request: {
              type: slug,
              query: { survey_dates: one, main_dimension_demography_id: demOnDate(demography), filters },
            },
            main: null,
          };
        case 'heatmap':
          // rows by a demography's answers, the worker groups or the units (docs/graphs.md "Heatmap")
          return {
            request: {
              type: slug,
              query:
                main === null
                  ? { survey_dates: one, rows: 'units', filters }
                  : main === 21
                    ? { survey_dates: one, rows: 'worker_groups', filters }
                    : { survey_dates: one, main_dimension_demography_id: demOnDate(demography), filters },
            },
            main: null,
          };
        case 'key_drivers':
          return { request: { type: slug, query: { survey_dates: one, filters } }, main: null };
        case 'trends':
          // every date of the company: the server passes every date the caller may see
          return { request: { type: slug, query: { filters } }, main: null };
        default:
          return { request: { type: slug, query: { survey_dates, filters } }, main: null };
      }
    },
  );
