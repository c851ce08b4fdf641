import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, readBody, redirect, sendHtml } from '../http/respond.ts';
import type { SimState } from '../state.ts';

function problemPage(res: ServerResponse, problem: string): void {
  sendHtml(
    res,
    400,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization error</title></head><body><h1>Authorization error</h1><p>${escapeHtml(problem)}</p></body></html>`,
  );
}

/** Checks response_type, client_id and the exact redirect_uri (provider-api §2.1, §2.5); returns a problem or null. */
function validate(state: SimState, params: URLSearchParams): string | null {
  if (params.get('response_type') !== 'code') return 'response_type must be "code".';
  if (params.get('client_id') !== state.clientId) return 'Unknown client_id.';
  const uri = params.get('redirect_uri') ?? '';
  if (!state.redirectUris.includes(uri))
    return 'redirect_uri does not match the registered OAuth redirect URI.';
  return null;
}

/** Redirects back to the app with a code and the echoed state, or with `error=access_denied` (provider-api §2.2). */
function decide(state: SimState, res: ServerResponse, params: URLSearchParams, approve: boolean): void {
  const registered = params.get('redirect_uri') ?? '';
  const target = new URL(registered);
  if (approve) {
    target.searchParams.set('code', state.oauth.issueCode(state.clientId, registered));
    const echo = params.get('state');
    if (echo !== null) target.searchParams.set('state', echo);
  } else {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'Resource owner canceled the request');
  }
  redirect(res, target.toString());
}

function consentPage(state: SimState, params: URLSearchParams): string {
  const hidden = ['response_type', 'client_id', 'redirect_uri', 'state']
    .filter((k) => params.has(k))
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize app – SurveyMonkey simulator</title></head>
<body><main><h1>Authorize ${escapeHtml(state.clientId)}</h1>
<p>The app asks to read your surveys, collectors and responses (${escapeHtml(state.scopes.join(', '))}).</p>
<form method="post" action="/oauth/authorize">${hidden}
<button type="submit" name="decision" value="approve">Authorize</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form></main></body></html>`;
}

/** `GET /oauth/authorize` (consent page or automatic decision) and `POST /oauth/authorize` (the page's form). */
export async function handleAuthorize(
  state: SimState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const params = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
  const problem = validate(state, params);
  if (problem) return problemPage(res, problem);
  if (req.method === 'POST') return decide(state, res, params, params.get('decision') === 'approve');
  if (state.autoDecision) return decide(state, res, params, state.autoDecision === 'approve');
  sendHtml(res, 200, consentPage(state, params));
}
