import type { GraphDataRequest, GraphResponse } from '@pulzus/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { downloadGraphExport } from '../../test/graph-export';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from '../embed/embed.fixtures';
import { embedSessionToken } from '../embed/embed-test-setup';
import type { SeededDate } from './graphs.fixtures';
import { graphServicesOf } from './graphs.service';
import { seedHandCompany } from './graphs-company.fixtures';

// The hand company's Office on March 2025 is r1–r6: engagement 7/12 = 58 from 6 respondents, all asked the
// office's engagement items; shown at k = 3 and withheld at k = 5, where the Plant's 3 are below k and the Office
// would be everyone minus them (graphs.md "Privacy"). (An Age group mixes both worker groups, so its engagement
// also counts E3 over its plant people alone: withheld at any k here, docs/privacy.md "Rule 9".)
const SIX_RESPONDENTS = 'Office';
const THEIR_VALUE = 58;

const { t, world } = await bootTenantsApp({ MIN_GROUP_SIZE: '3' });
let newer: SeededDate;
let embedToken: string;

beforeAll(async () => {
  ({ newer } = await seedHandCompany(t, world.accountA.id, { minGroupSize: null }));
  const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, {
    graphs: ['commitment_total'],
  });
  embedToken = await embedSessionToken(t, key.key);
});

/** Sets tenant A's k as the admin does in the accounts form. */
async function adminSetsK(k: number | null): Promise<void> {
  const res = await t.call({
    method: 'PUT',
    url: `/api/accounts/${world.accountA.id}`,
    token: world.tokens.admin,
    payload: { name: world.accountA.name, lang_ids: [1, 2], min_group_size: k },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const byGroup = (): GraphDataRequest => ({
  type: 'commitment_total',
  query: { survey_dates: [newer.id], show_satisfaction_index: false },
});

/** The Office's value, and its warnings. */
function fourRespondentValue(response: GraphResponse) {
  const index = response.graph_meta.categories.indexOf(SIX_RESPONDENTS);
  expect(index).toBeGreaterThanOrEqual(0);
  return { value: response.graph_data[0]?.data[index], warnings: response.warnings };
}

async function graphData(token: string, headers: Record<string, string> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/graph/data', token, headers, payload: byGroup() });
  expect(res.statusCode, res.body).toBe(200);
  return fourRespondentValue(res.json());
}

const asUser = () => graphData(world.tokens.userA);
const asEmbed = () => graphData(embedToken, { origin: INTRANET_ORIGIN });

/** The export's Data sheet row of the Office and the k its Settings sheet names. */
async function exported(): Promise<{ row: unknown[]; k: unknown }> {
  const book = await downloadGraphExport(t, world.tokens.userA, newer.id, {
    title: 'Engagement',
    request: byGroup(),
  });
  const rows: unknown[][] = [];
  for (const name of ['Data', 'Settings']) {
    book.getWorksheet(name)?.eachRow((r) => {
      rows.push([name, ...Array.from((r.values as unknown[]).slice(1), (v) => v ?? null)]);
    });
  }
  const data = rows.find((r) => r[0] === 'Data' && r[1] === SIX_RESPONDENTS);
  const k = rows.find((r) => r[0] === 'Settings' && r[1] === 'k')?.[2];
  return { row: data?.slice(1) ?? [], k };
}

describe('the account\'s k set by the admin applies to every graph surface at once (graphs.md "Privacy")', () => {
  it('POST graph/data shows the value of 6 respondents at k = 3 and withholds it once the admin sets k = 5', async () => {
    await adminSetsK(3);
    expect(await asUser()).toEqual({ value: THEIR_VALUE, warnings: expect.any(Array) });
    await adminSetsK(5);
    const withheld = await asUser();
    expect(withheld.value).toBeNull();
    expect(withheld.warnings).toContain('graph-warning-privacy');
  });

  it('the xlsx export shows it at k = 3 and at k = 5 says why it is hidden, naming the k in its settings', async () => {
    await adminSetsK(3);
    expect(await exported()).toEqual({ row: [SIX_RESPONDENTS, THEIR_VALUE], k: 3 });
    await adminSetsK(5);
    // the Office covers the Plant's 3 (docs/privacy.md "Reasons"): never its number
    expect(await exported()).toEqual({
      row: [SIX_RESPONDENTS, 'Rejtve egy kisebb csoport védelmében'],
      k: 5,
    });
  });

  it('the embed graph (an embed token on POST graph/data) shows it at k = 3 and withholds it at k = 5', async () => {
    await adminSetsK(3);
    expect((await asEmbed()).value).toBe(THEIR_VALUE);
    await adminSetsK(5);
    const withheld = await asEmbed();
    expect(withheld.value).toBeNull();
    expect(withheld.warnings).toContain('graph-warning-privacy');
  });

  it("null gives the server's MIN_GROUP_SIZE back: the value shows again under the server's k = 3", async () => {
    await adminSetsK(5);
    expect((await asUser()).value).toBeNull();
    await adminSetsK(null);
    expect((await asUser()).value).toBe(THEIR_VALUE);
  });

  it('a cached answer is never served under another k: the result cache is keyed by the k in force, cubes are kept', async () => {
    const services = graphServicesOf(t.app);
    await adminSetsK(3);
    await asUser();
    expect((await asUser()).value).toBe(THEIR_VALUE);
    expect(services.results?.size ?? 0).toBeGreaterThan(0);
    const builds = services.cubes.stats().builds;
    await adminSetsK(5);
    expect((await asUser()).value).toBeNull();
    expect(services.cubes.stats().builds).toBe(builds);
  });

  it("another tenant's user cannot change A's k (403): A's graphs keep the admin's k = 3", async () => {
    await adminSetsK(3);
    const res = await t.call({
      method: 'PUT',
      url: `/api/accounts/${world.accountA.id}`,
      token: world.tokens.userB,
      payload: { name: world.accountA.name, lang_ids: [1, 2], min_group_size: 10 },
    });
    expect(res.statusCode).toBe(403);
    expect((await asUser()).value).toBe(THEIR_VALUE);
  });
});
