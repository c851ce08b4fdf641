import { type GraphResponse, zUserScope } from '@pulzus/core';
import type { SurveyCubeInput } from '@pulzus/core/analytics';
import type {
  FilterSet,
  PortableSelector,
} from '../../../../../packages/core/src/analytics/test/attack-filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// the attacker is a test helper of the engine's own suite; the server test runs it on the demo tenant's real data
import {
  type AttackResult,
  attackCompany,
} from '../../../../../packages/core/src/analytics/test/differencing-attacker';
import { type DemoProvider, startDemoProvider } from '../../demo/demo-provider';
import { importDemoAnswers } from '../../demo/import-demo';
import { DEMO_LOGINS, DEMO_SCOPED_LOGINS, seedDemo } from '../../demo/seed';
import type { AuthContext } from '../../services/auth';
import type { SessionClaims } from '../../services/tokens';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildReportData } from '../reports/report-data.service';
import { loadCubeInput } from './cube-input.queries';
import { graphServicesOf } from './graphs.service';

let t: TestApp;
let provider: DemoProvider;
let inputs: SurveyCubeInput[];
let k: number;
/** The latest date alone, and the two latest together (where a graph compares dates). */
let dateSets: number[][];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
  // the demo's own respondent counts, as `npm start` imports them
  provider = await startDemoProvider(t.app.env, { port: 0 });
  expect(await importDemoAnswers(t.app, provider)).toBe(true);
  const db = t.database.db;
  const account = await db.selectFrom('accounts').select(['id', 'min_group_size']).executeTakeFirstOrThrow();
  const dates = await db
    .selectFrom('survey_dates')
    .select(['id', 'date'])
    .where('account_id', '=', account.id)
    .orderBy('date')
    .execute();
  inputs = [];
  for (const date of dates) inputs.push(await loadCubeInput(db, account.id, date));
  // the k graph/data computes with (graphs.md "Through the API"): the account's, else the server's
  k = account.min_group_size ?? t.app.env.MIN_GROUP_SIZE;
  const [previous, latest] = dates.slice(-2).map((d) => d.id);
  dateSets = [[latest!], [previous!, latest!]];
}, 120_000);

afterAll(async () => {
  await t.close();
  await provider.sim.close();
});

/** What a failure prints: the numbers and the observations that combine to a few recovered groups. */
const explain = (result: AttackResult) =>
  `${result.groupsRecovered} groups and ${result.sizesRecovered} sizes of ${result.groupsBelowK} recovered, ` +
  `e.g. ${JSON.stringify(result.examples, null, 2)}`;

describe('the demo tenant against the differencing attacker (docs/privacy.md)', () => {
  it('the differencing attacker recovers no group below k of the demo tenant as a user', () => {
    const result = attackCompany(inputs, { k, role: 'user', dateSets });
    expect(result.groupsBelowK).toBeGreaterThan(0);
    expect(result.groupsRecovered, explain(result)).toBe(0);
    expect(result.sizesRecovered, explain(result)).toBe(0);
    // hang guards, not budgets: 45 s and 165 s alone at load 15
  }, 300_000);

  it('the differencing attacker recovers no group below k of the demo tenant as an admin filtering by answers', () => {
    // the latest date and the answer filters a survey analyst reaches for first (each value, top two, any answer)
    // keep the run near a minute; `npm run bench:privacy` sweeps the full admin family on both date sets
    const result = attackCompany(inputs, {
      k,
      role: 'admin',
      dateSets: dateSets.slice(0, 1),
      answerValueSets: [[1], [2], [3], [4], [5], [6], [5, 6], [1, 2, 3, 4, 5, 6]],
    });
    expect(result.groupsBelowK).toBeGreaterThan(0);
    expect(result.groupsRecovered, explain(result)).toBe(0);
    expect(result.sizesRecovered, explain(result)).toBe(0);
  }, 600_000);

  it('the demo’s scoped viewers together — each knowing every scope, as colluding managers — recover no group below k (docs/privacy.md "Rule 10")', async () => {
    const rows = await t.database.db.selectFrom('user_scopes').select('scope').orderBy('user_id').execute();
    const scopes: FilterSet[] = rows.map((row, i) => {
      const scope = zUserScope.parse(JSON.parse(row.scope));
      const selectors: PortableSelector[] = [
        ...(scope.worker_group_ids.length > 0
          ? [{ kind: 'worker_group' as const, ids: scope.worker_group_ids }]
          : []),
        ...scope.demographies.map((d) => ({ kind: 'demography' as const, code: d.code, names: d.answers })),
      ];
      return { selectors, label: `scope ${i + 1}` };
    });
    expect(scopes).toHaveLength(DEMO_SCOPED_LOGINS.length);
    const result = attackCompany(inputs, { k, role: 'user', dateSets: dateSets.slice(0, 1), scopes });
    expect(result.groupsBelowK).toBeGreaterThan(0);
    expect(result.groupsRecovered, explain(result)).toBe(0);
    expect(result.sizesRecovered, explain(result)).toBe(0);
  }, 300_000);
});

describe('the demo’s scoped viewers (docs/privacy.md "Rule 10")', () => {
  it('each sees their own scope, smaller than the company, with the company beside it on commitment_total', async () => {
    const db = t.database.db;
    const published = await db
      .selectFrom('survey_dates')
      .select('id')
      .where('enabled_for_users', '=', true)
      .orderBy('date', 'desc')
      .executeTakeFirstOrThrow();
    const ask = async (token: string, type: 'satisfaction_total' | 'commitment_total') => {
      const payload =
        type === 'satisfaction_total'
          ? { type, query: { survey_dates: [published.id], filters: [] } }
          : { type, query: { survey_dates: [published.id], show_satisfaction_index: false } };
      const res = await t.call({ method: 'POST', url: '/api/graph/data', payload, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as GraphResponse;
    };
    const tokenOf = async (email: string, password: string) =>
      (await t.call({ method: 'POST', url: '/api/login', payload: { email, password } })).json()
        .token as string;
    const hr = DEMO_LOGINS.find((l) => l.role === 'user')!;
    const company = await ask(await tokenOf(hr.email, hr.password), 'satisfaction_total');
    for (const login of DEMO_SCOPED_LOGINS) {
      const token = await tokenOf(login.email, login.password);
      const mine = await ask(token, 'satisfaction_total');
      expect(mine.graph_meta.worker_count, login.email).toBeGreaterThanOrEqual(k);
      expect(mine.graph_meta.worker_count!, login.email).toBeLessThan(company.graph_meta.worker_count!);
      const total = await ask(token, 'commitment_total');
      expect(total.graph_meta.categories.at(-1)).toBe('Vállalat');
    }
  }, 120_000);
});

describe('the demo tenant’s report against the attacker’s filters (docs/reports.md "Privacy")', () => {
  it('a report with any one-answer filter reveals to a user nothing POST graph/data does not answer them', async () => {
    const hr = DEMO_LOGINS.find((l) => l.role === 'user')!;
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: hr.email, password: hr.password },
    });
    const token = login.json().token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as SessionClaims;
    const db = t.database.db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'account_id'])
      .where('id', '=', claims.uid)
      .executeTakeFirstOrThrow();
    const auth: AuthContext = {
      userId: user.id,
      role: 'user',
      isAdmin: false,
      accountId: user.account_id,
      claims,
    };
    const published = await db
      .selectFrom('survey_dates')
      .select('id')
      .where('account_id', '=', user.account_id!)
      .where('enabled_for_users', '=', true)
      .orderBy('date', 'desc')
      .executeTakeFirstOrThrow();
    // the attacker's first moves: every answer of every demography of the date, one at a time
    const latest = inputs.find((input) => input.survey_date.id === published.id)!;
    let compared = 0;
    for (const demography of latest.demographies) {
      for (const answer of demography.answers) {
        const request = {
          survey_date_id: published.id,
          compare_survey_date_ids: [],
          filters: [
            { type: 'demography' as const, demography_id: demography.id, demography_answer_ids: [answer.id] },
          ],
          format: 'pdf' as const,
          language: claims.lang_code as 'hu' | 'en',
        };
        const data = await buildReportData(graphServicesOf(t.app), auth, user.account_id!, request);
        for (const graph of data.graphs) {
          const res = await t.call({ method: 'POST', url: '/api/graph/data', payload: graph.request, token });
          expect(graph.response, graph.slug).toEqual(res.json());
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  }, 300_000);
});
