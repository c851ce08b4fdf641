import { z } from 'zod';
import { zDataUrl, zId } from './common';
import { zProviderId } from './provider';

/** The answer a collector carries for one collector-type demography (spec 2 §3). */
export const zCollectorDemography = z.object({ demography_id: zId, demography_answer_id: zId });
/** The answer a collector carries for one demography. */
export type CollectorDemography = z.infer<typeof zCollectorDemography>;

/** A collector of a survey date (spec 2 §3). */
export const zCollector = z.object({
  id: zId,
  account_id: zId,
  survey_date_id: zId,
  sm_collector_id: zProviderId,
  worker_group_id: zId,
  headcount: z.number().int().nonnegative(),
  demographies: z.array(zCollectorDemography),
});
/** A collector. */
export type Collector = z.infer<typeof zCollector>;

/** The answer of `GET survey-dates/{id}/collectors` (spec 2 §7). */
export const zCollectorsResponse = z.object({ collectors: z.array(zCollector) });
/** The answer of the collector list. */
export type CollectorsResponse = z.infer<typeof zCollectorsResponse>;

/** One collector to save; account and survey date come from the session and path, never the body. */
export const zCollectorInput = z.object({
  id: zId.optional(),
  sm_collector_id: zProviderId,
  worker_group_id: zId,
  headcount: z.number().int().nonnegative(),
  demographies: z.array(zCollectorDemography),
});
/** One collector to save. */
export type CollectorInput = z.infer<typeof zCollectorInput>;

/** The `PUT survey-dates/{id}/collectors` payload: the whole list, replacing the stored one (spec 2 §7). */
export const zCollectorsSavePayload = z.object({ collectors: z.array(zCollectorInput) });
/** The collectors save payload. */
export type CollectorsSavePayload = z.infer<typeof zCollectorsSavePayload>;

/** The `POST survey-dates/{id}/collectors-xlsx` payload: the .xlsx as a data URL (spec 2 §5, §7). */
export const zCollectorsXlsxUploadPayload = z.object({ file: zDataUrl });
/** The collectors xlsx upload payload. */
export type CollectorsXlsxUploadPayload = z.infer<typeof zCollectorsXlsxUploadPayload>;

/** The answer of the collectors xlsx upload: the stored collectors. */
export const zCollectorsXlsxUploadResponse = z.object({
  status: z.literal('ok'),
  collectors: z.array(zCollector),
});
/** The answer of the collectors xlsx upload. */
export type CollectorsXlsxUploadResponse = z.infer<typeof zCollectorsXlsxUploadResponse>;
