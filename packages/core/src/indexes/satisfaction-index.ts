import { type AnswerSheet, type PooledAnswers, poolAnswers } from './pooled-answers';
import { type IndexTopic, indexTopicItemCodes } from './topic-items';

/** Satisfaction index = positive share of the answers to all index topics pooled, not averaged per topic (graphs.md). */
export function satisfactionAnswers(
  respondents: Iterable<AnswerSheet>,
  topics: readonly IndexTopic[],
): PooledAnswers {
  return poolAnswers(respondents, indexTopicItemCodes(topics));
}
