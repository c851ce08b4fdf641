import { createMemoryStorage } from '@pulzus/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedHandCompany } from './domains/graphs/graphs-company.fixtures';
import { buildTestApp } from './test/app';
import { createTenants, FIXTURE_PASSWORD } from './test/fixtures';

// packages/core/README.md's API client example (packages/core/examples/api-client.ts) run as the page
// around it would: against a listening app, with the browser's localStorage and a fetch that resolves
// `/api/` against the page's origin, signing in with an administrator's e-mail and password.

const t = await buildTestApp();
afterAll(() => t.close());
const world = await createTenants(t);
// another account's company first, so that tenant A's dates are 3 and 4 and the example's date 3 is A's
await seedHandCompany(t, world.accountB.id);
const { newer, older } = await seedHandCompany(t, world.accountA.id);
await t.app.listen({ host: '127.0.0.1', port: 0 });
const address = t.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

describe("packages/core/README.md's API client example", () => {
  it('signs in, lists the survey dates and counts the responses of date 3 on a real server', async () => {
    // the example names survey date 3: the hand company's dates must hold it for the run to mean anything
    expect([newer.id, older.id]).toContain(3);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('localStorage', createMemoryStorage());
    vi.stubGlobal('fetch', (url: string | URL, init?: RequestInit) =>
      realFetch(new URL(String(url), origin), init),
    );
    vi.stubGlobal('email', world.admin.email);
    vi.stubGlobal('password', FIXTURE_PASSWORD);
    try {
      const { survey_dates, counts } = (await import('../../../packages/core/examples/api-client')) as {
        survey_dates: { id: number }[];
        counts: { answers_count: number };
      };
      // tenant A's published date, and none of tenant B's (dates 1 and 2)
      const listed = survey_dates.map((date) => date.id);
      expect(listed).toContain(newer.id);
      expect(listed.filter((id) => id < 3)).toEqual([]);
      expect(counts.answers_count).toBeGreaterThan(0);
      expect(localStorage.getItem('id_token')).toMatch(/^ey/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
