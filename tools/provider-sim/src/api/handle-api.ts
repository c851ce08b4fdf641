import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendJson } from '../http/respond.ts';
import type { SimState } from '../state.ts';
import { COLLECTOR_ROUTES } from './collectors.ts';
import { ApiError, type ErrorId, errorBody, serverErrorId } from './errors.ts';
import { RESPONSE_ROUTES } from './responses.ts';
import type { Route } from './route.ts';
import { SURVEY_ROUTES } from './surveys.ts';
import { USER_ROUTES } from './users.ts';

const ROUTES: readonly Route[] = [...USER_ROUTES, ...SURVEY_ROUTES, ...COLLECTOR_ROUTES, ...RESPONSE_ROUTES];

function match(path: string): { route: Route; params: string[] } | null {
  for (const route of ROUTES) {
    const m = route.pattern.exec(path);
    if (m) return { route, params: m.slice(1) };
  }
  return null;
}

/** Which 401 a token earns, or null when it is usable (provider-api §2.4, §3.9). */
function authProblem(state: SimState, header: string | undefined): ErrorId | null {
  if (!header) return '1010';
  const m = /^bearer\s+(\S+)\s*$/i.exec(header);
  const record = m?.[1] ? state.oauth.token(m[1]) : undefined;
  if (!record || record.clientId !== state.clientId) return '1011';
  if (record.status === 'revoked') return '1013';
  if (record.status === 'expired') return '1012';
  return null;
}

/**
 * Answers a `/v3` request: auth, injected faults, the app-global rate limit (every answer carries the six
 * headers, provider-api §4), then the route. Returns the status sent, for the request log.
 */
export async function handleApi(
  state: SimState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  base: string,
): Promise<number> {
  if (state.faults.delayMs > 0) await sleep(state.faults.delayMs);
  const scopes = state.scopes.join(',');
  const common = { 'X-OAuth-Scopes-Available': scopes, 'X-OAuth-Scopes-Granted': scopes };
  const answer = (status: number, body: unknown, rate: Record<string, string>, drop = false): number => {
    sendJson(res, status, body, { ...common, ...rate }, drop);
    return status;
  };
  const fail = (id: ErrorId, rate: Record<string, string>, detail?: string, drop = false): number => {
    const { status, body } = errorBody(id, detail);
    return answer(status, body, rate, drop);
  };

  const problem = authProblem(state, req.headers.authorization);
  if (problem) {
    const rate = state.rateLimiter.headers();
    if (problem === '1013' && state.revokedBody === 'legacy') {
      return answer(401, { status: 1, errmsg: 'Client revoked access grant' }, rate);
    }
    return fail(problem, rate);
  }
  const fault = state.faults.take(url.pathname);
  if (fault?.kind === 'rate-limit') return fail('1040', state.rateLimiter.headers());
  const { ok, headers: rate } = state.rateLimiter.take();
  if (!ok) return fail('1040', rate);
  const drop = fault?.kind === 'drop';
  if (fault?.kind === 'status') return fail(serverErrorId(fault.status), rate);

  const found = match(url.pathname);
  if (!found) return fail('1020', rate, undefined, drop);
  if (req.method !== 'GET' && req.method !== 'HEAD') return fail('1061', rate, undefined, drop);
  if (!state.scopes.includes(found.route.scope))
    return fail('1014', rate, `Missing scope ${found.route.scope}.`, drop);
  try {
    return answer(200, found.route.handle({ state, base, url, params: found.params }), rate, drop);
  } catch (error) {
    if (error instanceof ApiError)
      return fail(error.id, rate, error.message === error.id ? undefined : error.message, drop);
    return fail('1050', rate, undefined, drop);
  }
}
