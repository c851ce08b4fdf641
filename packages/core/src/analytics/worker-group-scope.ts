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

/** Per cube, per item column, the indexes of the worker groups asked it (sorted), and its key. */
const askedOfCube = new WeakMap<SurveyCube, { readonly groups: number[][]; readonly keys: string[] }>();

function askedByItem(cube: SurveyCube) {
  let known = askedOfCube.get(cube);
  if (!known) {
    const groups = cube.items.map((): number[] => []);
    cube.workerGroups.forEach((group, g) => {
      const asked = new Set<number>();
      for (const topic of cube.topics)
        for (const i of topic.itemsByWorkerGroup.get(group.id) ?? []) asked.add(i);
      for (const i of asked) groups[i]!.push(g);
    });
    known = { groups, keys: groups.map((g) => g.join(',')) };
    askedOfCube.set(cube, known);
  }
  return known;
}

/**
 * The worker groups (indexes into `cube.workerGroups`) asked the items behind a value, one set per distinct set
 * among the items, leaving out items asked of every group (configuration only). A value over a population counts,
 * item by item, only the people asked that item, so each of these sets narrows the people a value really counts
 * (docs/privacy.md "Rule 9").
 */
export function askedGroupSets(cube: SurveyCube, items: ArrayLike<number>): ReadonlySet<number>[] {
  const { groups, keys } = askedByItem(cube);
  const every = cube.workerGroups.length;
  const out = new Map<string, ReadonlySet<number>>();
  for (let x = 0; x < items.length; x++) {
    const i = items[x]!;
    const asked = groups[i];
    if (!asked || asked.length === every || out.has(keys[i]!)) continue;
    out.set(keys[i]!, new Set(asked));
  }
  return [...out.values()];
}

/** The item columns behind cube measure `measure`: a topic's items, the engagement or the satisfaction index's. */
export function measureItems(cube: SurveyCube, measure: number): ArrayLike<number> {
  if (measure < cube.topics.length) return cube.topics[measure]!.itemIndexes;
  if (measure === cube.engagementMeasure) return cube.commitmentItems;
  return cube.topics.flatMap((t) => (isIndexTopic(t) ? Array.from(t.itemIndexes) : []));
}

/** The worker groups (indexes) asked any of the items, or null when that is every group. */
export function askedGroupUnion(cube: SurveyCube, items: ArrayLike<number>): Set<number> | null {
  const { groups } = askedByItem(cube);
  const union = new Set<number>();
  for (let x = 0; x < items.length; x++) for (const g of groups[items[x]!] ?? []) union.add(g);
  return union.size === cube.workerGroups.length ? null : union;
}
