import { type APIRequestContext, expect, type Page } from '@playwright/test';
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

/** A session token from `POST /api/login`, for setting data up through the API. */
export async function apiToken(request: APIRequestContext, who: DemoLogin = DEMO.admin): Promise<string> {
  const answer = await request.post('/api/login', { data: { email: who.email, password: who.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
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
