import type { CubeItem, CubeTopic } from './survey-cube';
import type { CubeInputTopic, CubeInputWorkerGroup } from './survey-cube-input';

/** The item columns and merged topics of one date, built once. */
export interface CubeTopicLayout {
  readonly items: CubeItem[];
  readonly itemIndexByCode: Map<string, number>;
  /** Item columns by the key of their answers in a respondent's answers (a source code, else the code). */
  readonly itemIndexByAnswerKey: Map<string, number>;
  readonly itemIndexByQuestionId: Map<number, number>;
  readonly topics: CubeTopic[];
  readonly topicIndexById: Map<number, number>;
  readonly commitmentItems: Int32Array;
  readonly topicItems: Int32Array;
}

/** Topics in worker-group order (unknown groups last), then input order. */
function orderedTopics(
  topics: readonly CubeInputTopic[],
  workerGroups: readonly CubeInputWorkerGroup[],
): CubeInputTopic[] {
  const rank = new Map(workerGroups.map((g, i) => [g.id, i]));
  const rankOf = (t: CubeInputTopic) => rank.get(t.worker_group_id) ?? workerGroups.length;
  return topics
    .map((topic, i) => ({ topic, i }))
    .sort((a, b) => rankOf(a.topic) - rankOf(b.topic) || a.i - b.i)
    .map((x) => x.topic);
}

/** Items by code (each once) and topics merged by name with pooled items (graphs.md finer point 6). */
export function layoutTopics(
  inputTopics: readonly CubeInputTopic[],
  workerGroups: readonly CubeInputWorkerGroup[],
): CubeTopicLayout {
  const items: CubeItem[] = [];
  const itemIndexByCode = new Map<string, number>();
  const itemIndexByAnswerKey = new Map<string, number>();
  const itemIndexByQuestionId = new Map<number, number>();
  const merged = new Map<
    string,
    { first: CubeInputTopic; ids: number[]; items: Set<number>; byGroup: Map<number, Set<number>> }
  >();
  const commitment = new Set<number>();
  for (const topic of orderedTopics(inputTopics, workerGroups)) {
    let entry = merged.get(topic.name);
    if (!entry) {
      entry = { first: topic, ids: [], items: new Set(), byGroup: new Map() };
      merged.set(topic.name, entry);
    }
    entry.ids.push(topic.id);
    const groupItems = entry.byGroup.get(topic.worker_group_id) ?? new Set<number>();
    entry.byGroup.set(topic.worker_group_id, groupItems);
    for (const question of topic.questions) {
      let index = itemIndexByCode.get(question.code);
      if (index === undefined) {
        index = items.length;
        items.push({ code: question.code, name: question.name, bg_color: topic.bg_color });
        itemIndexByCode.set(question.code, index);
      }
      itemIndexByAnswerKey.set(question.source_code ?? question.code, index);
      itemIndexByQuestionId.set(question.id, index);
      entry.items.add(index);
      groupItems.add(index);
      if (entry.first.is_commitment) commitment.add(index);
    }
  }
  const topics: CubeTopic[] = [];
  const topicIndexById = new Map<number, number>();
  for (const { first, ids, items: topicItems, byGroup } of merged.values()) {
    for (const id of ids) topicIndexById.set(id, topics.length);
    topics.push({
      name: first.name,
      ids,
      is_commitment: first.is_commitment,
      is_calculated_in_index: first.is_calculated_in_index,
      bg_color: first.bg_color,
      itemIndexes: Int32Array.from(topicItems),
      itemsByWorkerGroup: new Map([...byGroup].map(([id, set]) => [id, Int32Array.from(set)])),
    });
  }
  return {
    items,
    itemIndexByCode,
    itemIndexByAnswerKey,
    itemIndexByQuestionId,
    topics,
    topicIndexById,
    commitmentItems: Int32Array.from(commitment),
    topicItems: Int32Array.from(items.keys()),
  };
}
