import type { GraphFilter } from '../schemas/graph-query';
import type { GraphDimension } from '../schemas/graph-settings';
import { type GraphQueryBuilder, graphQuery } from './graph-query-builder';
import { compileQuestionFilters } from './sidebar-question-filters';
import type { SidebarState } from './sidebar-state';
import { isWorkerGroupRow } from './sidebar-visibility';

/** Options of `sidebarQuery`. */
export interface SidebarQueryOptions {
  /** Admins add answer (question) filters (spec 2 §6); default false. */
  readonly isAdmin?: boolean;
  /** The graph's dimension rows; when given, only rows marked `is_filter` become filters (graphs.md "Filters"). */
  readonly dimensions?: readonly Pick<
    GraphDimension,
    'demography_id' | 'is_worker_group_demography' | 'is_filter'
  >[];
}

/** The filters the sidebar state stands for (spec 2 §7 filter types). */
export function sidebarFilters(state: SidebarState, options: SidebarQueryOptions = {}): GraphFilter[] {
  const { dimensions, isAdmin = false } = options;
  const allowed = (demographyId: number | null) =>
    !dimensions ||
    dimensions.some(
      (row) =>
        row.is_filter && (demographyId === null ? isWorkerGroupRow(row) : row.demography_id === demographyId),
    );
  const filters: GraphFilter[] = [];
  if (state.workerGroupId !== null && allowed(null)) {
    filters.push({ type: 'worker_group', worker_group_ids: [state.workerGroupId] });
  }
  for (const [id, answerIds] of Object.entries(state.demographyFilters)) {
    const demography_id = Number(id);
    if (answerIds.length > 0 && allowed(demography_id)) {
      filters.push({ type: 'demography', demography_id, demography_answer_ids: [...answerIds] });
    }
  }
  const question_filters = isAdmin ? compileQuestionFilters(state.questionFilters) : [];
  if (question_filters.length > 0) filters.push({ type: 'answer', question_filters });
  return filters;
}

/** A graph query from the sidebar state, ready to `compile()` (spec 2 §2, §5). */
export function sidebarQuery<S extends string>(
  slug: S,
  state: SidebarState,
  options: SidebarQueryOptions = {},
): GraphQueryBuilder<S> {
  return graphQuery(slug)
    .dates(state.surveyDateIds)
    .filters(sidebarFilters(state, options))
    .demography(state.demographyId)
    .rows(state.rows)
    .topic(state.topicId)
    .hideNoAnswers(state.hideNoAnswers)
    .showSatisfactionIndex(state.showSatisfactionIndex);
}
