import { isApiError } from '@pulzus/core';

/** One refused row of a translations upload, as the server reports it. */
export interface UploadProblem {
  readonly row: number;
  readonly key: string;
  readonly language?: string;
  readonly problem: 'unknown-key' | 'duplicate-key' | 'placeholders';
}

const PROBLEMS = new Set(['unknown-key', 'duplicate-key', 'placeholders']);

function isProblem(value: unknown): value is UploadProblem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.row === 'number' && typeof item.key === 'string' && PROBLEMS.has(String(item.problem));
}

/** The problems a failed upload reported (`validation-failed` with `errors` and `error_count`), and how many were left out. */
export function uploadProblems(error: unknown): { problems: UploadProblem[]; more: number } {
  if (!isApiError(error)) return { problems: [], more: 0 };
  const listed = Array.isArray(error.details.errors) ? error.details.errors.filter(isProblem) : [];
  const total = typeof error.details.error_count === 'number' ? error.details.error_count : listed.length;
  return { problems: listed, more: Math.max(0, total - listed.length) };
}
