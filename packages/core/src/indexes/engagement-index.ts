import { type AnswerSheet, type PooledAnswers, poolAnswers } from './pooled-answers';
import { commitmentItemCodes, type IndexTopic } from './topic-items';

/** Engagement index = positive share of the pooled answers to the items of all commitment topics (graphs.md). */
export function engagementAnswers(
  respondents: Iterable<AnswerSheet>,
  topics: readonly IndexTopic[],
): PooledAnswers {
  return poolAnswers(respondents, commitmentItemCodes(topics));
}
