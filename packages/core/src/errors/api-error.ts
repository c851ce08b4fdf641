import {
  codeForStatus,
  type ErrorCode,
  errorMessageKey,
  type ErrorMessageKey,
  isErrorCode,
} from './catalogue';
import type { ErrorBody } from './error-body';
import { readErrorBody } from './error-body-guard';

/** Details an error carries beside its code (cell, unlockTime, errors, issues …). */
export type ErrorDetails = Readonly<Record<string, unknown>>;

/** An error answer of the API, or a client-side failure, as a catalogue code with its details. */
export class ApiError extends Error {
  /** The stable catalogue code. */
  readonly code: ErrorCode;
  /** The HTTP status (the catalogue's for client-side failures). */
  readonly status: number;
  /** The details the answer carried beside the code. */
  readonly details: ErrorDetails;

  /** Creates an error with a code, a status and details (default none). */
  constructor(code: ErrorCode, status: number, details: ErrorDetails = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** The message key of this error's code. */
  get messageKey(): ErrorMessageKey {
    return errorMessageKey(this.code);
  }

  /** The body the server sends for this error: `{ error: { code, …details } }`. */
  toBody(): ErrorBody {
    return { error: { ...this.details, code: this.code } };
  }

  /**
   * Reads an error answer: a catalogue code keeps its code and details; any other body maps by
   * status, keeping an unknown code as `details.serverCode`.
   */
  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = readErrorBody(body);
    if (parsed === null) return new ApiError(codeForStatus(status), status);
    const { code, ...details } = parsed.error;
    if (isErrorCode(code)) return new ApiError(code, status, details);
    return new ApiError(codeForStatus(status), status, { ...details, serverCode: code });
  }
}

/** Whether `value` is an `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
