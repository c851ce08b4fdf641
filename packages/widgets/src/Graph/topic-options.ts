import type { Topic, WorkerGroup } from '@pulzus/core';
import type { SelectOptionGroup } from '../Select/select-options';

/** The topics shown for a worker group choice: that group's, or every group's when none is chosen. */
export function topicsFor(all: readonly Topic[], workerGroupId: number | null): Topic[] {
  return all.filter((g) => workerGroupId === null || g.worker_group_id === workerGroupId);
}

/** Topic select items: satisfaction topics (not the engagement topic), grouped by worker group. */
export function topicItems(
  topics: readonly Topic[],
  workerGroups: readonly WorkerGroup[],
): SelectOptionGroup<number>[] {
  return workerGroups
    .map((group) => ({
      label: group.name,
      options: topics
        .filter((t) => t.worker_group_id === group.id && !t.is_commitment)
        .map((t) => ({ value: t.id, label: t.name })),
    }))
    .filter((group) => group.options.length > 0);
}

/** Topics labelled with their worker group when several groups are shown, for the question-filter select. */
export function labelledTopics(topics: readonly Topic[], workerGroups: readonly WorkerGroup[]): Topic[] {
  const several = new Set(topics.map((t) => t.worker_group_id)).size > 1;
  if (!several) return [...topics];
  const nameOf = (id: number) => workerGroups.find((g) => g.id === id)?.name ?? '';
  return topics.map((t) => ({ ...t, name: `${nameOf(t.worker_group_id)} – ${t.name}` }));
}
