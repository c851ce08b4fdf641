import type { SurveyCubeInput } from '@pulzus/core/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// the attacker is a test helper of the engine's own suite; the server test runs it on the demo tenant's real data
import {
  type AttackResult,
  attackCompany,
} from '../../../../../packages/core/src/analytics/test/differencing-attacker';
import { type DemoProvider, startDemoProvider } from '../../demo/demo-provider';
import { importDemoAnswers } from '../../demo/import-demo';
import { seedDemo } from '../../demo/seed';
import { buildTestApp, type TestApp } from '../../test/app';
import { loadCubeInput } from './cube-input.queries';

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
  }, 120_000);

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
  }, 300_000);
});
