import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import { setAccountDisabled } from '../accounts/accounts.service';
import type { SeededDate } from '../graphs/graphs.fixtures';
import { seedHandCompany } from '../graphs/graphs-company.fixtures';
import { INTRANET_ORIGIN } from './embed.fixtures';

/** What the embed tests run against: an app, tenants A and B, and the hand company's two dates on tenant A. */
export interface EmbedTestContext {
  t: TestApp;
  world: Awaited<ReturnType<typeof createTenants>>;
  /** The newer date, published. */
  newer: SeededDate;
  /** The older date, unpublished. */
  older: SeededDate;
  /** POST graph/data as a signed-in caller of tenant A (user A unless another token is given): what an embed must match. */
  userGraph(payload: object, token?: string): Promise<LightMyRequestResponse>;
}

/**
 * Boots the app for a test file (awaited at its top level) with tenants A and B and the hand company on tenant A,
 * its older date unpublished; the app is closed after the file's tests.
 */
export async function bootEmbedTestContext(): Promise<EmbedTestContext> {
  const t = await buildTestApp();
  afterAll(() => t.close());
  const world = await createTenants(t);
  const { newer, older } = await seedHandCompany(t, world.accountA.id, { olderPublished: false });
  const userGraph = (payload: object, token = world.tokens.userA) =>
    t.call({ method: 'POST', url: '/api/graph/data', token, payload });
  return { t, world, newer, older, userGraph };
}

/** The commitment index by Age on a date of the hand company, whose groups under k are withheld. */
export const commitmentByAge = (date: SeededDate) => ({
  type: 'commitment_demographics',
  query: {
    survey_dates: [date.id],
    main_dimension_demography_id: date.ids.demographies.get(21),
    filters: [],
    show_satisfaction_index: false,
  },
});

/** Exchanges an embed key for a session token as a page on the intranet's origin does, asking for English labels. */
export async function embedSessionToken(t: TestApp, key: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/embed/session',
    payload: { key, lang: 'en' },
    headers: { origin: INTRANET_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** Runs `during` with the account disabled, and enables it again whatever happens. */
export async function withAccountDisabled<T>(
  t: TestApp,
  accountId: number,
  during: () => Promise<T>,
): Promise<T> {
  const setDisabled = (isDisabled: boolean) => setAccountDisabled(t.database.db, accountId, isDisabled);
  await setDisabled(true);
  try {
    return await during();
  } finally {
    await setDisabled(false);
  }
}
