import { z } from 'zod';
import { DEMOGRAPHY_TYPES } from '../schemas/demography';
import { REQUIRED_FIELD, zRequiredNumber, zRequiredText } from './form-errors';

/** One answer row of the demography form: name and numeric value required, no_answer optional (spec 2 §5). */
export const zDemographyAnswerForm = z.object({
  id: z.number().int().positive().optional(),
  name: zRequiredText,
  value: zRequiredNumber,
  no_answer: z.boolean().default(false),
});
/** One answer row of the demography form, as typed. */
export type DemographyAnswerForm = z.input<typeof zDemographyAnswerForm>;

/** The demography form: name, code, type (default survey) and worker groups required (spec 2 §5). */
export const zDemographyForm = z.object({
  name: zRequiredText,
  code: zRequiredText,
  type: z.enum(DEMOGRAPHY_TYPES, { error: REQUIRED_FIELD }).default('survey'),
  worker_groups: z
    .array(z.number().int().positive(), { error: REQUIRED_FIELD })
    .min(1, { error: REQUIRED_FIELD }),
  answers: z.array(zDemographyAnswerForm, { error: REQUIRED_FIELD }),
});
/** The demography form, as typed. */
export type DemographyForm = z.input<typeof zDemographyForm>;
/** The demography form after validation: values are numbers, no_answer is set. */
export type DemographyFormValues = z.output<typeof zDemographyForm>;

/** The empty add-demography form: type survey, no worker groups, no answers (spec 2 §5). */
export function newDemographyForm(): DemographyForm {
  return { name: '', code: '', type: 'survey', worker_groups: [], answers: [] };
}
