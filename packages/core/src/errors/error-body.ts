import { z } from 'zod';

/** The body of every error answer: `{ error: { code, …details } }` (style.md §10). */
export const zErrorBody = z.object({
  error: z.looseObject({ code: z.string().min(1) }),
});
/** The body of an error answer. */
export type ErrorBody = z.infer<typeof zErrorBody>;

/** One field problem of a `validation-failed` error. */
export const zValidationIssue = z.object({ path: z.string(), message: z.string() });
