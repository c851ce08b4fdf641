import { z } from 'zod';
import { zId } from './common';
import { zGraphFilter } from './graph-query';

/** Why a filter answer is refused: its population is below k (or empty), or another privacy rule withholds it. */
export const zFilterOptionReason = z.enum(['fewer-than-k', 'privacy']);

/** One worker group or demography answer the sidebar may offer, and whether it is available (docs/privacy.md). */
export const zFilterOption = z.object({
  id: zId,
  available: z.boolean(),
  reason: zFilterOptionReason.nullable(),
});
/** One filter answer's availability (docs/privacy.md "Rule 6"). */
export type FilterOption = z.infer<typeof zFilterOption>;

/** The `POST graph/filter-options` body: the date the sidebar filters and the filters chosen so far. */
export const zGraphFilterOptionsRequest = z.object({
  survey_date_id: zId,
  filters: z.array(zGraphFilter),
});
/** The `POST graph/filter-options` body. */
export type GraphFilterOptionsRequest = z.infer<typeof zGraphFilterOptionsRequest>;

/** Which filter answers are available on a date, given the other filters chosen (docs/privacy.md "Rule 6"). */
export const zGraphFilterOptions = z.object({
  survey_date_id: zId,
  min_group_size: z.number().int().positive(),
  worker_groups: z.array(zFilterOption),
  demographies: z.array(z.object({ demography_id: zId, answers: z.array(zFilterOption) })),
});
/** Which filter answers are available on a date (docs/privacy.md "Rule 6"). */
export type GraphFilterOptions = z.infer<typeof zGraphFilterOptions>;
