import { z } from 'zod';
import { zId } from './common';

/** `POST graph/participation-rate` body (spec 2 §7). */
export const zParticipationRateRequest = z.object({ survey_date_id: zId });
/** `POST graph/participation-rate` body (spec 2 §7). */
export type ParticipationRateRequest = z.infer<typeof zParticipationRateRequest>;

/** One collector-demography answer of a participation row (spec 2 §3). */
export const zParticipationDemography = z.object({
  demography_id: zId,
  demography_answer_id: zId,
});
/** One collector-demography answer of a participation row (spec 2 §3). */
export type ParticipationDemography = z.infer<typeof zParticipationDemography>;

/** One participation collector row: counts only, never suppressed for privacy (spec 2 §3, graphs.md). */
export const zParticipationCollector = z.object({
  worker_group_id: zId,
  headcount: z.number().int().nonnegative(),
  respondent_count: z.number().int().nonnegative(),
  demographies: z.array(zParticipationDemography),
});
/** One participation collector row (spec 2 §3). */
export type ParticipationCollector = z.infer<typeof zParticipationCollector>;

/** `POST graph/participation-rate` answer (spec 2 §7). */
export const zParticipationRateResponse = z.object({ collectors: z.array(zParticipationCollector) });
/** `POST graph/participation-rate` answer (spec 2 §7). */
export type ParticipationRateResponse = z.infer<typeof zParticipationRateResponse>;
