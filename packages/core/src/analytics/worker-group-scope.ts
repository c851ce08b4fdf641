import { isIndexTopic } from '../indexes/topic-items';
import type { PortableFilter } from './population';
import type { CubeTopic, SurveyCube } from './survey-cube';

/** The worker groups a query's worker-group filters keep (every filter's ids at once); null = every group. */
export type WorkerGroupScope = ReadonlySet<number> | null;

/** The worker groups in scope of the filters (graphs.md finer point 10); null when no worker-group filter is set. */
export function workerGroupScope(filters: readonly PortableFilter[]): WorkerGroupScope {
  const groupFilters = filters.flatMap((f) => (f.type === 'worker_group' ? [f.ids] : []));
  const [first, ...rest] = groupFilters;
  if (!first) return null;
  return new Set([...first].filter((id) => rest.every((ids) => ids.has(id))));
}

/** The item columns of a topic that a worker group in scope was asked on its date (configuration only). */
export function topicItemsInScope(topic: CubeTopic, scope: WorkerGroupScope): Int32Array {
  if (scope === null) return topic.itemIndexes;
  const asked = new Set<number>();
  for (const [id, items] of topic.itemsByWorkerGroup) if (scope.has(id)) for (const i of items) asked.add(i);
  return topic.itemIndexes.filter((i) => asked.has(i));
}

/** Whether a topic was asked of a worker group in scope on its date. */
export function topicInScope(topic: CubeTopic, scope: WorkerGroupScope): boolean {
  return topicItemsInScope(topic, scope).length > 0;
}

/**
 * Keeps, in their order, the item columns that some topic of the date asked a worker group in scope
 * (graphs.md finer point 10: a category nobody in scope was asked is not listed); `topics` limits the topics.
 */
export function itemsInScope(
  cube: SurveyCube,
  items: ArrayLike<number>,
  scope: WorkerGroupScope,
  topics: (topic: CubeTopic) => boolean = () => true,
): number[] {
  const asked = new Set<number>();
  for (const topic of cube.topics)
    if (topics(topic)) for (const i of topicItemsInScope(topic, scope)) asked.add(i);
  return Array.from(items).filter((i) => asked.has(i));
}

/**
 * Whether worker group `groupIndex` of a date was asked the items of cube measure `measure` (a topic, the
 * engagement or the satisfaction index): configuration only, never a count of respondents.
 */
export function groupAskedMeasure(cube: SurveyCube, groupIndex: number, measure: number): boolean {
  const id = cube.workerGroups[groupIndex]?.id;
  if (id === undefined) return false;
  const asks = (topic: CubeTopic | undefined) => (topic?.itemsByWorkerGroup.get(id)?.length ?? 0) > 0;
  if (measure < cube.topics.length) return asks(cube.topics[measure]);
  const keep = measure === cube.engagementMeasure ? (t: CubeTopic) => t.is_commitment : isIndexTopic;
  return cube.topics.some((t) => keep(t) && asks(t));
}

/** Whether anyone on a date was asked the items of cube measure `measure` (configuration only). */
export function measureAsked(cube: SurveyCube, measure: number): boolean {
  if (measure < cube.topics.length) return (cube.topics[measure]?.itemIndexes.length ?? 0) > 0;
  const keep = measure === cube.engagementMeasure ? (t: CubeTopic) => t.is_commitment : isIndexTopic;
  return cube.topics.some((t) => keep(t) && t.itemIndexes.length > 0);
}
