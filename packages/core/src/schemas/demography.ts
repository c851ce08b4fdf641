import { z } from 'zod';
import { zId } from './common';

/** Where a demography's answer comes from: a survey question or the collector (spec 2 §3). */
export const DEMOGRAPHY_TYPES = ['survey', 'collector'] as const;

/** A demography type (spec 2 §3). */
export const zDemographyType = z.enum(DEMOGRAPHY_TYPES);
/** A demography type. */
export type DemographyType = z.infer<typeof zDemographyType>;

/** A demography answer: id, name, numeric value, no-answer marker (spec 2 §3). */
export const zDemographyAnswer = z.object({
  id: zId,
  name: z.string(),
  value: z.number(),
  no_answer: z.boolean(),
});
/** A demography answer. */
export type DemographyAnswer = z.infer<typeof zDemographyAnswer>;

/** A demographic dimension of a survey date (spec 2 §3). */
export const zDemography = z.object({
  id: zId,
  name: z.string(),
  code: z.string(),
  type: zDemographyType,
  order: z.number().int(),
  worker_groups: z.array(zId),
  answers: z.array(zDemographyAnswer),
});
/** A demography. */
export type Demography = z.infer<typeof zDemography>;

/** The answer of `GET survey-dates/{id}/demographies`. */
export const zDemographiesResponse = z.object({ demographies: z.array(zDemography) });
/** The answer of the demography list. */
export type DemographiesResponse = z.infer<typeof zDemographiesResponse>;

/** An answer row of the demography form: name and numeric value required (spec 2 §5). */
export const zDemographyAnswerInput = z.object({
  name: z.string().trim().min(1),
  value: z.number(),
  no_answer: z.boolean().optional(),
});
/** An answer row of the demography form. */
export type DemographyAnswerInput = z.infer<typeof zDemographyAnswerInput>;

/** The create payload: name, code, type, worker groups required (spec 2 §5, §7). */
export const zDemographyCreatePayload = z.object({
  survey_date_id: zId,
  name: z.string().trim().min(1),
  code: z.string().trim().min(1),
  type: zDemographyType,
  worker_groups: z.array(zId).min(1),
  answers: z.array(zDemographyAnswerInput),
});
/** The demography create payload. */
export type DemographyCreatePayload = z.infer<typeof zDemographyCreatePayload>;

/** The update payload: the same, plus the ids of kept answers (spec 2 §7). */
export const zDemographyUpdatePayload = zDemographyCreatePayload.extend({
  answers: z.array(zDemographyAnswerInput.extend({ id: zId.optional() })),
});
/** The demography update payload. */
export type DemographyUpdatePayload = z.infer<typeof zDemographyUpdatePayload>;

/** The `PUT survey-dates/{id}/demographies-order` payload: the ids in their new order (spec 2 §4). */
export const zDemographiesOrderPayload = z.object({ order: z.array(zId) });
/** The demography order payload. */
export type DemographiesOrderPayload = z.infer<typeof zDemographiesOrderPayload>;
