import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { type QuestionsFormValues, questionsFormErrors } from './questions-rules';

/**
 * The react-hook-form resolver of the questions form: {@link questionsFormErrors} (core's topic and
 * question rules, topics without questions left out) as nested field errors whose messages are keys.
 */
export const questionsResolver: Resolver<QuestionsFormValues> = async (values) => {
  const errors = Object.entries(questionsFormErrors(values));
  if (errors.length === 0) return { values, errors: {} };
  const nested: FieldErrors<QuestionsFormValues> = {};
  for (const [path, message] of errors) set(nested, path, { type: 'validate', message });
  return { values: {}, errors: nested };
};
