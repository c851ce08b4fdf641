import { IMPORT_JOB_ERROR_CODES, type ImportJobErrorCode } from '@pulzus/core';
import { AppError } from '../../errors';
import { PermanentJobError } from '../../jobs/job-queue';
import { ProviderError, type ProviderErrorReason } from '../provider/provider.service';

/** A permanent import failure with the code the progress view shows (it goes straight to the dead-letter queue). */
export class ImportJobError extends PermanentJobError {
  readonly code: ImportJobErrorCode;

  /** A failure with its code and a log-safe message (never a token). */
  constructor(code: ImportJobErrorCode, message: string = code) {
    super(message);
    this.name = 'ImportJobError';
    this.code = code;
  }
}

/** The code of a provider failure: a revoked or invalid token, no access, a missing item, or a provider that kept failing. */
export function providerErrorCode(reason: ProviderErrorReason): ImportJobErrorCode {
  switch (reason) {
    case 'revoked':
    case 'unauthorized':
      return 'provider-token-revoked';
    case 'forbidden':
      return 'provider-forbidden';
    case 'not-found':
      return 'provider-not-found';
    default:
      return 'provider-unavailable';
  }
}

const isImportJobErrorCode = (code: string): code is ImportJobErrorCode =>
  (IMPORT_JOB_ERROR_CODES as readonly string[]).includes(code);

/** The translatable code of any failure of an import job (`internal` when it has none). */
export function importJobErrorCode(error: unknown): ImportJobErrorCode {
  if (error instanceof ImportJobError) return error.code;
  if (error instanceof ProviderError) return providerErrorCode(error.reason);
  if (error instanceof AppError && isImportJobErrorCode(error.code)) return error.code;
  return 'internal';
}

/** Whether the queue gives a failure no retry (job-queue's rule). */
export function isPermanent(error: unknown): boolean {
  return error instanceof PermanentJobError || Boolean((error as { permanent?: boolean } | null)?.permanent);
}
