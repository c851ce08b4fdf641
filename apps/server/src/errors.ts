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
