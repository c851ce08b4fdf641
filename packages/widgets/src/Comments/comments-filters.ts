import type { Demography, GraphFilter } from '@pulzus/core';

/** The worker group and the demography answers chosen for the comments (docs/comments.md "The comments view"). */
export interface CommentsFilterChoice {
  readonly workerGroupId: number | null;
  /** Chosen answer ids per demography id; a missing or empty entry filters nothing. */
  readonly demographyFilters: Readonly<Record<number, readonly number[]>>;
}

/** The demographies offered as filters: those of the chosen worker group (every one without a choice). */
export function offeredDemographies<D extends Pick<Demography, 'answers' | 'worker_groups'>>(
  demographies: readonly D[],
  workerGroupId: number | null,
): D[] {
  return demographies.filter(
    (d) => d.answers.length > 0 && (workerGroupId === null || d.worker_groups.includes(workerGroupId)),
  );
}

/** The comments API's filter parameters for a choice, over the offered demographies only. */
export function commentsFilterQuery(
  choice: CommentsFilterChoice,
  offered: readonly Pick<Demography, 'id'>[],
): { worker_group_ids?: number[]; demography_answer_ids?: number[] } {
  const answerIds = offered.flatMap((d) => choice.demographyFilters[d.id] ?? []);
  return {
    ...(choice.workerGroupId === null ? {} : { worker_group_ids: [choice.workerGroupId] }),
    ...(answerIds.length > 0 ? { demography_answer_ids: answerIds } : {}),
  };
}

/**
 * The same choice as graph filters, for `POST graph/filter-options`: which other answers the privacy rule refuses
 * beside it (docs/privacy.md "Rule 6"), as the graph sidebar asks.
 */
export function commentsGraphFilters(
  choice: CommentsFilterChoice,
  offered: readonly Pick<Demography, 'id'>[],
): GraphFilter[] {
  const filters: GraphFilter[] = [];
  if (choice.workerGroupId !== null)
    filters.push({ type: 'worker_group', worker_group_ids: [choice.workerGroupId] });
  for (const d of offered) {
    const ids = choice.demographyFilters[d.id] ?? [];
    if (ids.length > 0)
      filters.push({ type: 'demography', demography_id: d.id, demography_answer_ids: [...ids] });
  }
  return filters;
}

/** The "Filters (n)" count of a closed sidebar: one for a worker group, one per filtered demography. */
export function commentsFilterCount(choice: CommentsFilterChoice): number {
  return (
    (choice.workerGroupId === null ? 0 : 1) +
    Object.values(choice.demographyFilters).filter((a) => a.length > 0).length
  );
}
