/** The topic fields the index maths reads; a question group (spec 2 §3) fits this shape. */
export interface IndexTopic {
  readonly is_commitment: boolean;
  readonly is_calculated_in_index: boolean;
  readonly questions: readonly { readonly code: string }[];
}

/** The item codes of one topic. */
export function topicItemCodes(topic: IndexTopic): string[] {
  return topic.questions.map((q) => q.code);
}

/** The item codes of every commitment topic: the items behind the engagement index (graphs.md). */
export function commitmentItemCodes(topics: readonly IndexTopic[]): string[] {
  return topics.filter((t) => t.is_commitment).flatMap(topicItemCodes);
}

/** Whether a topic is an index topic: not commitment and calculated in the index (graphs.md "Vocabulary"). */
export function isIndexTopic(topic: Pick<IndexTopic, 'is_commitment' | 'is_calculated_in_index'>): boolean {
  return !topic.is_commitment && topic.is_calculated_in_index;
}

/** The item codes of all index topics together: the items behind the satisfaction index (graphs.md). */
export function indexTopicItemCodes(topics: readonly IndexTopic[]): string[] {
  return topics.filter(isIndexTopic).flatMap(topicItemCodes);
}
