import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http/respond.ts';
import type { SimState } from '../state.ts';

const FIELDS = ['client_id', 'client_secret', 'code', 'redirect_uri', 'grant_type'] as const;

/**
 * `POST /oauth/token`: form-encoded only, all five fields required, codes single-use and valid
 * 5 minutes (provider-api §2.3, §2.5). Failures use standard OAuth `{error, error_description}`
 * bodies, since the real failure shape is unconfirmed.
 */
export async function handleToken(
  state: SimState,
  req: IncomingMessage,
  res: ServerResponse,
  base: string,
): Promise<void> {
  const fail = (status: number, error: string, description: string): void =>
    sendJson(res, status, { error, error_description: description });
  if (req.method !== 'POST') return fail(405, 'invalid_request', 'Use POST.');
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return fail(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded.');
  }
  const form = new URLSearchParams(await readBody(req));
  const missing = FIELDS.filter((f) => !form.get(f));
  if (missing.length) return fail(400, 'invalid_request', `Missing field(s): ${missing.join(', ')}.`);
  if (form.get('grant_type') !== 'authorization_code') {
    return fail(400, 'unsupported_grant_type', 'grant_type must be authorization_code.');
  }
  if (form.get('client_id') !== state.clientId || form.get('client_secret') !== state.clientSecret) {
    return fail(401, 'invalid_client', 'Unknown client_id or wrong client_secret.');
  }
  const token = state.oauth.redeemCode(
    form.get('code') ?? '',
    state.clientId,
    form.get('redirect_uri') ?? '',
  );
  if (!token)
    return fail(
      400,
      'invalid_grant',
      'The code is invalid, expired, already used or issued for another redirect_uri.',
    );
  sendJson(res, 200, { access_token: token, token_type: 'bearer', access_url: state.accessUrl ?? base });
}
