import type { ErrorCode } from '@pulzus/core';

/** The SSO refusals of the error catalogue (docs/sso.md "Errors"). */
export type SsoErrorCode = Extract<ErrorCode, `sso-${string}`>;

/**
 * A refused company sign-in: its catalogue code and what the identity provider (or our check) said,
 * for the audit log only — never sent to the browser (docs/sso.md "Audit entries").
 */
export class SsoFailure extends Error {
  override name = 'SsoFailure';
  constructor(
    readonly code: SsoErrorCode,
    readonly answer: string,
    /** The account whose identity provider was asked, when known. */
    readonly accountId: number | null = null,
    /** The e-mail address the sign-in was for, when known. */
    readonly email: string | null = null,
  ) {
    super(`${code}: ${answer}`);
  }
}

// what the audit detail may keep of an identity provider's answer: printable text, 300 characters
const MAX_ANSWER = 300;

/** The audit detail of a failure: its code and the identity provider's answer, printable and short. */
export function failureDetail(failure: SsoFailure): string {
  const answer = failure.answer.replace(/[^\x20-\x7E\u00A0-\uFFFF]/g, ' ').slice(0, MAX_ANSWER);
  return `${failure.code}: ${answer}`;
}
