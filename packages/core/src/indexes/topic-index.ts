import { type AnswerSheet, type PooledAnswers, poolAnswers } from './pooled-answers';
import { type IndexTopic, topicItemCodes } from './topic-items';

/** Topic index = positive share of the pooled answers to that topic's items (graphs.md). */
export function topicAnswers(respondents: Iterable<AnswerSheet>, topic: IndexTopic): PooledAnswers {
  return poolAnswers(respondents, topicItemCodes(topic));
}
