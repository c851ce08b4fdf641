import { z } from 'zod';
import { zId, zIdParam } from './common';
import { zTopicColor } from './graph-response';

/**
 * A question (rated item): id, code, name (spec 2 §3); an open-ended question's answers are comments
 * (`is_open_ended`), shown to users when `show_comments` (docs/privacy.md "Comments").
 */
export const zQuestion = z.object({
  id: zId,
  code: z.string(),
  name: z.string(),
  is_open_ended: z.boolean().optional(),
  show_comments: z.boolean().optional(),
});
/** A question. */
export type Question = z.infer<typeof zQuestion>;

/** A question group (topic) of one worker group on one survey date (spec 2 §3). */
export const zTopic = z.object({
  id: zId,
  survey_date_id: zId,
  worker_group_id: zId,
  name: z.string(),
  is_commitment: z.boolean(),
  is_calculated_in_index: z.boolean(),
  bg_color: zTopicColor.nullable(),
  questions: z.array(zQuestion),
});
/** A question group. */
export type Topic = z.infer<typeof zTopic>;

/** Path parameters of `GET survey-dates/{id}/worker-group/{workerGroupId}/question-groups`. */
export const zTopicsParams = z.object({ id: zIdParam, workerGroupId: zIdParam });
/** Path parameters of the question group list. */
export type TopicsParams = z.output<typeof zTopicsParams>;

/** The answer of the question group list (spec 2 §7). */
export const zTopicsResponse = z.object({ question_groups: z.array(zTopic) });
/** The answer of the question group list. */
export type TopicsResponse = z.infer<typeof zTopicsResponse>;

/** A question to save: code and name required; new ones have no id (spec 2 §5). */
export const zQuestionInput = z.object({
  id: zId.optional(),
  code: z.string().trim().min(1),
  name: z.string().trim().min(1),
  /** Marks an open-ended question (docs/import.md "Comments"); left out, a new question is a rated item and a stored one keeps its flag. */
  is_open_ended: z.boolean().optional(),
});
/** A question to save. */
export type QuestionInput = z.infer<typeof zQuestionInput>;

/** A topic to save: name required; new ones have no id (spec 2 §5). */
export const zTopicInput = zTopic.extend({
  id: zId.optional(),
  name: z.string().trim().min(1),
  questions: z.array(zQuestionInput),
});
/** A topic to save. */
export type TopicInput = z.infer<typeof zTopicInput>;

/** The `PUT question-groups` payload: the topics of one worker group on one date (spec 2 §7). */
export const zTopicsSavePayload = z.object({ question_groups: z.array(zTopicInput) });
/** The `PUT question-groups` payload. */
export type TopicsSavePayload = z.infer<typeof zTopicsSavePayload>;
