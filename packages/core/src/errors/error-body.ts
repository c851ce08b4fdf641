import { z } from 'zod';

/** The body of every error answer: `{ error: { code, …details } }` (style.md §10). */
export const zErrorBody = z.object({
  error: z.looseObject({ code: z.string().min(1) }),
});
/** The body of an error answer. */
export type ErrorBody = z.infer<typeof zErrorBody>;

/** The details of a failed login: the code again as `errorCode`, and `unlockTime` when locked (spec 1 §7). */
export const zLoginErrorDetails = z.object({
  errorCode: z.string().optional(),
  unlockTime: z.string().optional(),
});
/** The details of a failed login. */
export type LoginErrorDetails = z.infer<typeof zLoginErrorDetails>;

/** The details of the collector upload errors: the wrong cell, e.g. `B4` (spec 2 §8). */
export const zCellErrorDetails = z.object({ cell: z.string().min(1) });
/** The details of the collector upload errors. */
export type CellErrorDetails = z.infer<typeof zCellErrorDetails>;

/** One field problem of a `validation-failed` error. */
export const zValidationIssue = z.object({ path: z.string(), message: z.string() });
/** One field problem of a `validation-failed` error. */
export type ValidationIssue = z.infer<typeof zValidationIssue>;
