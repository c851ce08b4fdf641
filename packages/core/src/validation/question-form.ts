import { z } from 'zod';
import { zRequiredText } from './form-errors';

/** A topic (question group): the name is required (spec 2 §5). */
export const zTopicForm = z.object({ name: zRequiredText });
/** A topic, as typed. */
export type TopicForm = z.input<typeof zTopicForm>;

/** A question: code and name are required (spec 2 §5). */
export const zQuestionForm = z.object({ code: zRequiredText, name: zRequiredText });
/** A question, as typed. */
export type QuestionForm = z.input<typeof zQuestionForm>;
