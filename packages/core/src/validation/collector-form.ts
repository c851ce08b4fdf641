import { z } from 'zod';
import { REQUIRED_FIELD, zRequiredCount, zRequiredId } from './form-errors';

/** A collector card: the headcount is required (spec 2 §5). */
export const zCollectorForm = z.object({ headcount: zRequiredCount });
/** A collector card, as typed. */
export type CollectorForm = z.input<typeof zCollectorForm>;

/** The edit collector popup: provider collector id, worker group and headcount required (spec 2 §5). */
export const zCollectorEditForm = z.object({
  sm_collector_id: z
    .union([z.string().trim(), z.number(), z.null(), z.undefined()], { error: REQUIRED_FIELD })
    .refine((id) => id !== null && id !== undefined && id !== '', { error: REQUIRED_FIELD }),
  worker_group_id: zRequiredId,
  headcount: zRequiredCount,
  demographies: z
    .array(
      z.object({
        demography_id: z.number().int().positive(),
        demography_answer_id: z.number().int().nullable(),
      }),
    )
    .default([]),
});
/** The edit collector popup, as typed. */
export type CollectorEditForm = z.input<typeof zCollectorEditForm>;
