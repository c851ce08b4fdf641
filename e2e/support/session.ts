import {
  type APIRequestContext,
  type BrowserContext,
  type Response,
  expect,
  type Page,
} from '@playwright/test';
import { DEMO, type DemoLogin } from './env';
import { hu } from './texts';

/** Signs in through the login screen and waits for /welcome (spec 1 §2). */
export async function login(page: Page, who: DemoLogin = DEMO.user): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(hu('login-email')).fill(who.email);
  await page.getByLabel(hu('login-password')).fill(who.password);
  await page.getByRole('button', { name: hu('login-button') }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

const tokens = new Map<string, { token: string; at: number }>();

/**
 * A token lives 15 minutes unless an answer slides it (docs/sessions.md); a cached one is used for
 * 10, so a long run on a loaded machine never sends an expired one.
 */
const TOKEN_REUSE_MS = 10 * 60_000;

/**
 * A session token from `POST /api/login`, for setting data up through the API; one sign-in per
 * person and worker (renewed after {@link TOKEN_REUSE_MS}), because the server allows 20 sign-ins
 * per address and minute (the login specs need those for themselves).
 */
export async function apiToken(request: APIRequestContext, who: DemoLogin = DEMO.admin): Promise<string> {
  const cached = tokens.get(who.email);
  if (cached && Date.now() - cached.at < TOKEN_REUSE_MS) return cached.token;
  const answer = await request.post('/api/login', { data: { email: who.email, password: who.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  tokens.set(who.email, { token, at: Date.now() });
  return token;
}

/** Calls the API with a bearer token and returns the JSON answer, failing on an error status. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.fetch(`/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  const text = await answer.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Starts a page already signed in: the {@link apiToken} placed where the portal keeps it (spec 1 §7: local storage `id_token`). */
export async function signedIn(page: Page, who: DemoLogin = DEMO.user, path = '/welcome'): Promise<void> {
  const token = await apiToken(page.request, who);
  await page.addInitScript((value) => {
    // only on the first load, so that a logout in the test stays a logout
    if (!sessionStorage.getItem('e2e-token-placed')) {
      localStorage.setItem('id_token', value);
      sessionStorage.setItem('e2e-token-placed', '1');
    }
  }, token);
  await page.goto(path);
}

/**
 * The answer of a download a click opens in a new window (spec 2 §7), caught at the browser context
 * so that a window Chromium closes at once still counts; its path contains `urlPart`.
 */
export function downloadResponse(context: BrowserContext, urlPart: string): Promise<Response> {
  return context.waitForEvent('response', {
    predicate: (response) => response.url().includes(urlPart) && response.request().method() !== 'OPTIONS',
    timeout: 15_000,
  });
}

/** The file name a download answer gives in its Content-Disposition header. */
export function attachmentName(response: Response): string {
  // read synchronously: Chromium closes the download's window, and with it the response's page
  expect(response.status()).toBe(200);
  const disposition = response.headers()['content-disposition'] ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return encoded ? decodeURIComponent(encoded) : (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
}

/** The claims of the token the portal keeps in local storage (spec 1 §3, §7), or null without one. */
export async function storedClaims(page: Page): Promise<Record<string, unknown> | null> {
  const token = await page.evaluate(() => localStorage.getItem('id_token'));
  const body = token?.split('.')[1];
  return body
    ? (JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>)
    : null;
}
