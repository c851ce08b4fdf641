/** Why a provider call failed, as the import and the UI need to know it (provider-api §5). */
export type ProviderErrorReason =
  | 'revoked'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad-response'
  | 'oauth';

/** A failed provider call: the reason, the HTTP status and the provider's error id, never a token. */
export class ProviderError extends Error {
  readonly reason: ProviderErrorReason;
  readonly status: number | null;
  readonly providerErrorId: string | null;

  constructor(
    reason: ProviderErrorReason,
    status: number | null = null,
    providerErrorId: string | null = null,
  ) {
    super(`provider ${reason}${status ? ` (${status}${providerErrorId ? ` ${providerErrorId}` : ''})` : ''}`);
    this.name = 'ProviderError';
    this.reason = reason;
    this.status = status;
    this.providerErrorId = providerErrorId;
  }

  /** Whether trying again later may succeed: 429, 5xx, network faults and timeouts (provider-api §5). */
  get retryable(): boolean {
    return ['rate-limited', 'server', 'network', 'timeout', 'bad-response'].includes(this.reason);
  }
}

/** Classifies a non-2xx provider answer by status and error body (provider-api §2.4, §5). */
export function errorFromAnswer(status: number, body: unknown): ProviderError {
  const error = (body as { error?: { id?: unknown } } | null)?.error;
  const id = error?.id === undefined || error?.id === null ? null : String(error.id);
  const legacy = body as { status?: unknown; errmsg?: unknown } | null;
  const legacyRevoked = typeof legacy?.errmsg === 'string' && /revoked/i.test(legacy.errmsg);
  if (status === 401 || status === 403) {
    if (id === '1013' || id === '1012' || legacyRevoked) return new ProviderError('revoked', status, id);
    return new ProviderError(status === 401 ? 'unauthorized' : 'forbidden', status, id);
  }
  if (status === 404) return new ProviderError('not-found', status, id);
  if (status === 429) return new ProviderError('rate-limited', status, id);
  if (status >= 500) return new ProviderError('server', status, id);
  return new ProviderError('bad-response', status, id);
}
