import { ERROR_CATALOGUE, type ErrorCode } from '@pulzus/core';

/**
 * An error the API answers on purpose: a catalogue code (its HTTP status comes from the core
 * catalogue) and optional details sent beside it, e.g. `{ cell: 'B7' }`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, details: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = details;
    this.headers = headers;
  }
}

/** Shorthand for the most common refusals. */
export const notFound = (): AppError => new AppError('not-found');
export const forbidden = (): AppError => new AppError('forbidden');
export const unauthorized = (): AppError => new AppError('unauthorized');

/** One problem of a request's validation: zod's issue code, where, what it says, and the unknown keys of one. */
export interface ValidationProblem {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly keys?: unknown;
}

/**
 * The 400 answer of a request that fails its schema: `validation-failed` with the failing fields; when the only
 * problems are fields the request does not take (strict schemas, docs/graphs.md "Through the API"),
 * `field-not-allowed` naming them — or `graph-filter-not-allowed` when they are the filters of a graph that takes
 * none, the code the portal already explains.
 */
export function validationRefusal(problems: readonly ValidationProblem[]) {
  const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');
  const unknown = problems.every((p) => p.code === 'unrecognized_keys' && Array.isArray(p.keys));
  if (problems.length > 0 && unknown) {
    const names = problems.flatMap((p) => (p.keys as string[]).map((key) => ({ path: p.path, key })));
    const fields = names.map(({ path, key }) => ({ path: dotted([...path, key]), message: 'Not allowed' }));
    const filtersOnly = names.every(({ key }) => key === 'filters');
    const code: ErrorCode = filtersOnly ? 'graph-filter-not-allowed' : 'field-not-allowed';
    return { code, fields };
  }
  return {
    code: 'validation-failed' as ErrorCode,
    fields: problems.map((p) => ({ path: dotted(p.path), message: p.message })),
  };
}
