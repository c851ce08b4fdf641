import { z } from 'zod';

/** The answer of the provider import calls: the job is queued behind `queue_length` others (spec 2 §7). */
export const zImportQueuedResponse = z.object({
  status: z.literal('queued'),
  queue_length: z.number().int().nonnegative(),
});
/** The answer of the provider import calls. */
export type ImportQueuedResponse = z.infer<typeof zImportQueuedResponse>;

/** The success answer of `POST data-import/manual-import` and `POST admin/import-csv`. */
export const zFileImportResponse = z.object({
  status: z.literal('ok'),
  imported_count: z.number().int().nonnegative(),
});
/** The success answer of a file import. */
export type FileImportResponse = z.infer<typeof zFileImportResponse>;

const zRow = z.number().int().positive();

/** One rejected row of a manual import (spec 2 §8). */
export const zManualImportRowError = z.discriminatedUnion('code', [
  z.object({ code: z.literal('invalid-collector-id'), row: zRow }),
  z.object({ code: z.literal('missing-answer'), row: zRow, column: z.string().min(1) }),
  z.object({ code: z.literal('cant-find-sm-question'), row: zRow, column: z.string().min(1) }),
]);
/** One rejected row of a manual import. */
export type ManualImportRowError = z.infer<typeof zManualImportRowError>;

/** The details of the `manual-import-rows-invalid` error: the full error list (spec 2 §8). */
export const zManualImportErrorDetails = z.object({ errors: z.array(zManualImportRowError).min(1) });
/** The details of the `manual-import-rows-invalid` error. */
export type ManualImportErrorDetails = z.infer<typeof zManualImportErrorDetails>;
