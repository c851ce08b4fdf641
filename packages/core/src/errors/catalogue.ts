import type errorMessages from '../i18n/errors.en.json';
import { SPREADSHEET_ERRORS } from './spreadsheet-errors';

/** A message key of the error area (`i18n/errors.*.json`); a missing key fails the type check. */
export type ErrorMessageKey = keyof typeof errorMessages;

/** One catalogue entry: the HTTP status and the message key of a stable error code. */
export interface ErrorCatalogueEntry {
  /** The HTTP status the server answers with. */
  readonly status: number;
  /** The i18n key of the text shown for it. */
  readonly messageKey: ErrorMessageKey;
}

/**
 * Every error code of the API: stable code → HTTP status → message key (style.md §10). Codes are
 * never reused once retired. The server answers `{ error: { code, …details } }`.
 */
export const ERROR_CATALOGUE = {
  // generic
  'validation-failed': { status: 400, messageKey: 'error-validation-failed' },
  'invalid-file': { status: 400, messageKey: 'error-invalid-file' },
  unauthorized: { status: 401, messageKey: 'error-unauthorized' },
  forbidden: { status: 403, messageKey: 'error-forbidden' },
  // the demo user may not change or request a password (spec 1 §6)
  'not-allowed': { status: 403, messageKey: 'error-not-allowed' },
  'self-action-not-allowed': { status: 403, messageKey: 'error-self-action-not-allowed' },
  // no admin takes over another: setting an administrator's password or signing in as one
  // (docs/security.md "Sessions end when they should")
  'admin-target-not-allowed': { status: 403, messageKey: 'error-admin-target-not-allowed' },
  'download-ticket-invalid': { status: 403, messageKey: 'error-download-ticket-invalid' },
  'not-found': { status: 404, messageKey: 'error-not-found' },
  conflict: { status: 409, messageKey: 'error-conflict' },
  'no-session-account': { status: 409, messageKey: 'error-no-session-account' },
  // demographies, collectors and questions are locked once the date has responses (spec 2 §4)
  'editing-locked': { status: 409, messageKey: 'error-editing-locked' },
  // a provider collector belongs to one survey date of an account (docs/import.md "Collectors"); details
  // `{ fields: [{ path, message, sm_collector_id, survey_date_id, survey_date }] }` name the other date
  'collector-on-other-date': { status: 409, messageKey: 'error-collector-on-other-date' },
  'email-taken': { status: 409, messageKey: 'error-email-taken' },
  'survey-date-exists': { status: 409, messageKey: 'error-survey-date-exists' },
  // a published date, or one with answers, cannot be deleted (spec 1 §4)
  'survey-date-published': { status: 409, messageKey: 'error-survey-date-published' },
  'survey-date-has-answers': { status: 409, messageKey: 'error-survey-date-has-answers' },
  // sharing a date with scoped users (docs/api.md "Sharing a date"): only a published date is shared, and a share
  // that would mail nobody (everyone chosen already reached, without resend) is refused
  'survey-date-not-published': { status: 409, messageKey: 'error-survey-date-not-published' },
  'share-already-sent': { status: 409, messageKey: 'error-share-already-sent' },
  'payload-too-large': { status: 413, messageKey: 'error-payload-too-large' },
  // a JSON body past the server's parsing limits (docs/security.md "Bounded work for every byte received"),
  // refused before it is parsed; details `{ limit: 'depth' | 'entries' | 'string-length', max }`
  'body-too-complex': { status: 400, messageKey: 'error-body-too-complex' },
  'unsupported-media-type': { status: 415, messageKey: 'error-unsupported-media-type' },
  'rate-limited': { status: 429, messageKey: 'error-rate-limited' },
  internal: { status: 500, messageKey: 'error-internal' },
  'provider-error': { status: 502, messageKey: 'error-provider-error' },
  // raised by the client: an answer that breaks the contract, or no answer at all
  'invalid-response': { status: 502, messageKey: 'error-invalid-response' },
  'network-error': { status: 503, messageKey: 'error-network-error' },
  // every upload-parsing worker is busy and the queue is full (docs/import.md "Spreadsheet limits");
  // answered with Retry-After
  'server-busy': { status: 503, messageKey: 'error-server-busy' },
  // the readiness probe (`GET /api/ready`): the database is unreachable or not migrated to the latest schema
  'not-ready': { status: 503, messageKey: 'error-not-ready' },
  // login: the UI key is `login-` + code (spec 1 §8)
  'login-locked': { status: 423, messageKey: 'login-login-locked' },
  'login-wrong-password': { status: 401, messageKey: 'login-login-wrong-password' },
  'login-deleted-user': { status: 401, messageKey: 'login-login-deleted-user' },
  'login-invalid-email': { status: 401, messageKey: 'login-login-invalid-email' },
  'login-unverified-email': { status: 403, messageKey: 'login-login-unverified-email' },
  'login-unknown-error': { status: 401, messageKey: 'login-login-unknown-error' },
  // password request and set: `forgotten-password-error-` + code (spec 1 §8)
  'invalid-hash': { status: 400, messageKey: 'forgotten-password-error-invalid-hash' },
  'user-not-found': { status: 404, messageKey: 'forgotten-password-error-user-not-found' },
  'cannot-save': { status: 500, messageKey: 'forgotten-password-error-cannot-save' },
  'send-error': { status: 502, messageKey: 'forgotten-password-error-send-error' },
  'password-mismatch': { status: 400, messageKey: 'forgotten-password-error-password-mismatch' },
  'weak-password': { status: 400, messageKey: 'forgotten-password-error-weak-password' },
  // change password: `change-password-error-` + code (spec 1 §8); 400, not 401, keeps the session
  'wrong-old-password': { status: 400, messageKey: 'change-password-error-wrong-old-password' },
  // collector xlsx upload: details `{ cell }` name the wrong cell (spec 2 §8)
  'cant-find-collector-id': { status: 422, messageKey: 'error-cant-find-collector-id' },
  'cant-find-worker-group': { status: 422, messageKey: 'error-cant-find-worker-group' },
  // manual import (spec 2 §8); rows-invalid carries `{ errors: ManualImportRowError[] }`
  'no-file-found': { status: 400, messageKey: 'error-no-file-found' },
  'cant-decode-file': { status: 422, messageKey: 'error-cant-decode-file' },
  // a readable sheet whose first row lacks the collector column; details `{ column }` name it
  'manual-import-missing-column': { status: 422, messageKey: 'error-manual-import-missing-column' },
  'manual-import-rows-invalid': { status: 422, messageKey: 'error-manual-import-rows-invalid' },
  // scope import (docs/api.md "Scope import"): a sheet without the e-mail or scope column, details `{ column }`;
  // rows-invalid carries `{ errors: ScopeImportRowError[], error_count }`
  'scope-import-missing-column': { status: 422, messageKey: 'error-scope-import-missing-column' },
  'scope-import-rows-invalid': { status: 422, messageKey: 'error-scope-import-rows-invalid' },
  // spreadsheet uploads (manual import, collectors xlsx, scope import, translations csv), checked before
  // and after parsing (docs/import.md "Spreadsheet limits"), listed once in spreadsheet-errors.ts;
  // details carry `limit` and, where known, `entry` or `cell`
  ...SPREADSHEET_ERRORS,
  // provider connect and graphs
  'oauth-failed': { status: 400, messageKey: 'error-oauth-failed' },
  'graph-filter-not-allowed': { status: 400, messageKey: 'error-graph-filter-not-allowed' },
  // a field the request does not take (the graph queries are strict); details `{ fields }` name it
  'field-not-allowed': { status: 400, messageKey: 'error-field-not-allowed' },
  'graph-too-many-dates': { status: 400, messageKey: 'error-graph-too-many-dates' },
  // cross-wave matching (docs/import.md "Matching across survey dates"); details `{ fields }` name the decision
  'item-match-invalid': { status: 400, messageKey: 'error-item-match-invalid' },
  // an account's own k (graphs.md "Privacy"): 3..10, and never below the server's MIN_GROUP_SIZE
  'min-group-size-out-of-range': { status: 400, messageKey: 'error-min-group-size-out-of-range' },
  'min-group-size-below-server': { status: 400, messageKey: 'error-min-group-size-below-server' },
  // an account's time zone (docs/reports.md "Time zone"): an IANA name the server's runtime knows
  'time-zone-unknown': { status: 400, messageKey: 'error-time-zone-unknown' },
  // comments (docs/privacy.md "Comments"): an account's comment threshold is at least its k and at most 100;
  // details `{ fields, k }`
  'comment-threshold-below-k': { status: 400, messageKey: 'error-comment-threshold-below-k' },
  'comment-threshold-out-of-range': { status: 400, messageKey: 'error-comment-threshold-out-of-range' },
  // embedding (docs/embedding.md): a wrong, revoked or foreign-origin key is one answer (no oracle)
  'embed-key-invalid': { status: 401, messageKey: 'error-embed-key-invalid' },
  'embed-graph-not-allowed': { status: 403, messageKey: 'error-embed-graph-not-allowed' },
  // pinned queries and signed tokens (docs/embedding.md): a changed locked control is refused, never
  // rewritten; an expired, forged or other key's token is one answer, as is a bare key that needs one
  'embed-parameter-locked': { status: 403, messageKey: 'error-embed-parameter-locked' },
  'embed-token-invalid': { status: 401, messageKey: 'error-embed-token-invalid' },
  'embed-token-required': { status: 401, messageKey: 'error-embed-token-required' },
  // comments through an embed key (docs/embedding.md "Comments"): only a key that allows them and pins nothing
  'embed-comments-not-allowed': { status: 403, messageKey: 'error-embed-comments-not-allowed' },
  // reports (docs/reports.md): a full report queue, and a server without the browser that prints them
  'report-busy': { status: 503, messageKey: 'error-report-busy' },
  'report-renderer-unavailable': { status: 503, messageKey: 'error-report-renderer-unavailable' },
  // a report job whose worker stopped beating its heartbeat (killed mid-file, a restart): failed, ask again
  'report-interrupted': { status: 500, messageKey: 'error-report-interrupted' },
  // single sign-on (docs/sso.md "Errors"): each refusal its own code, recorded in the audit log with the
  // identity provider's answer; the callback sends the browser to `/login?sso_error=<code>`
  'sso-unknown-domain': { status: 404, messageKey: 'error-sso-unknown-domain' },
  'sso-idp-unavailable': { status: 502, messageKey: 'error-sso-idp-unavailable' },
  'sso-misconfigured': { status: 502, messageKey: 'error-sso-misconfigured' },
  'sso-user-not-allowed': { status: 403, messageKey: 'error-sso-user-not-allowed' },
  'sso-expired': { status: 400, messageKey: 'error-sso-expired' },
  'sso-state-invalid': { status: 400, messageKey: 'error-sso-state-invalid' },
  'sso-user-disabled': { status: 403, messageKey: 'error-sso-user-disabled' },
  'sso-account-disabled': { status: 403, messageKey: 'error-sso-account-disabled' },
  // SAML (docs/sso.md "SAML"): an assertion accepted once already, one meant for another service
  // (audience, recipient, destination), one without a valid signature of the configured certificates
  'sso-replayed': { status: 400, messageKey: 'error-sso-replayed' },
  'sso-wrong-audience': { status: 400, messageKey: 'error-sso-wrong-audience' },
  'sso-signature-invalid': { status: 400, messageKey: 'error-sso-signature-invalid' },
  // SAML single logout (docs/sso.md "Single logout"): the identity provider's LogoutResponse refused
  // (unsigned, forged, another issuer, not an answer to our LogoutRequest) or a stale sign-out link
  'sso-sign-out-refused': { status: 400, messageKey: 'error-sso-sign-out-refused' },
  // a password sign-in on a domain whose account requires single sign-on (admins excepted: break glass)
  'sso-required': { status: 403, messageKey: 'error-sso-required' },
  // an e-mail domain another account already signs in through its identity provider; details `{ fields }`
  'sso-domain-taken': { status: 409, messageKey: 'error-sso-domain-taken' },
} as const satisfies Record<string, ErrorCatalogueEntry>;

/** A stable error code of the API. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every error code, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Whether `code` is a catalogue code. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The HTTP status of a catalogue code. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** The message key of a catalogue code; anything else gets the key of `internal`. */
export function errorMessageKey(code: string | null | undefined): ErrorMessageKey {
  return isErrorCode(code) ? ERROR_CATALOGUE[code].messageKey : ERROR_CATALOGUE.internal.messageKey;
}

const STATUS_FALLBACK: Record<number, ErrorCode> = {
  400: 'validation-failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
};

/** The code for an error answer that carries no catalogue code: by status, else `internal`. */
export function codeForStatus(status: number): ErrorCode {
  return STATUS_FALLBACK[status] ?? 'internal';
}
