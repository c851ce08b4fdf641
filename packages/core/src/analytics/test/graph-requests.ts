/**
 * Varied requests of every graph type on any cubes (seeded, the same on every run): the graphs benchmark's queries
 * (bench/graphs/requests.ts) and the engine tests that compare two ways of computing the same graphs.
 */
import type { ChartGraphSlug } from '../../graph/graph-definitions';
import { GRAPH_SURVEY_DATE_LIMITS } from '../../graph/survey-date-limits';
import type { GraphDataRequest, GraphFilter } from '../../schemas/graph-query';
import type { SurveyCube } from '../survey-cube';
import { prng } from './generated-company';

export { prng } from './generated-company';

/** Varied requests of a graph type: dates, worker-group, demography and (admin) answer filters, demographies, topics. */
export function requests(
  slug: ChartGraphSlug,
  cubes: SurveyCube[],
  count: number,
  seed: number,
): GraphDataRequest[] {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const out: GraphDataRequest[] = [];
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor(random() * GRAPH_SURVEY_DATE_LIMITS[slug]);
    const chosen = [...cubes].sort(() => random() - 0.5).slice(0, n);
    const newest = chosen.reduce((a, b) => (b.date > a.date ? b : a));
    const filters: GraphFilter[] = [];
    if (random() < 0.4)
      filters.push({ type: 'worker_group', worker_group_ids: [pick(newest.workerGroups).id] });
    if (slug !== 'demographics' && random() < 0.5) {
      const d = pick(newest.demographies);
      const answers = d.answers.filter(() => random() < 0.5).map((a) => a.id);
      filters.push({
        type: 'demography',
        demography_id: d.id,
        demography_answer_ids: answers.length ? answers : [d.answers[0]!.id],
      });
    }
    if (random() < 0.2) {
      const item = pick(newest.items);
      const questionId = [...newest.itemIndexByQuestionId].find(([, idx]) => newest.items[idx] === item)![0];
      filters.push({ type: 'answer', question_filters: [{ question_id: questionId, answers: [5, 6] }] });
    }
    const survey_dates = chosen.map((c) => c.surveyDateId);
    const demography = pick(newest.demographies).id;
    const show_satisfaction_index = n === 1 && random() < 0.5;
    const request = ((): GraphDataRequest => {
      switch (slug) {
        case 'demographics':
          return {
            type: slug,
            query: { demography_id: demography, hide_no_answers: random() < 0.5, filters },
          };
        case 'commitment_total':
          return { type: slug, query: { survey_dates, show_satisfaction_index } };
        case 'commitment_demographics':
          return {
            type: slug,
            query: {
              survey_dates,
              main_dimension_demography_id: demography,
              filters,
              show_satisfaction_index,
            },
          };
        case 'commitment_ranking':
          return { type: slug, query: { survey_dates, filters, show_satisfaction_index } };
        case 'satisfaction_topics': {
          const topicIds = [...newest.topicIndexById.keys()];
          return { type: slug, query: { survey_dates, question_group_id: pick(topicIds), filters } };
        }
        case 'trends':
          // every date the caller may see: the query names none (docs/graphs.md "Trends")
          return { type: slug, query: { filters } };
        case 'heatmap':
        case 'satisfaction_demographics':
          return { type: slug, query: { survey_dates, main_dimension_demography_id: demography, filters } };
        default:
          return { type: slug, query: { survey_dates, filters } };
      }
    })();
    out.push(request);
  }
  return out;
}
