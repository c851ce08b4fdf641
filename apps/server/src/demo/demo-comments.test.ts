import type { CommentsResponse } from '@pulzus/core';
import type { SurveyCubeInput } from '@pulzus/core/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// the comment attacker is a test helper of the engine's own suite; here it runs on the demo tenant's real data
import { attackComments } from '../../../../packages/core/src/analytics/test/comment-attacker';
import { loadCubeInput } from '../domains/graphs/cube-input.queries';
import { buildTestApp, type TestApp } from '../test/app';
import { tokenFor } from '../test/fixtures';
import { type DemoProvider, startDemoProvider } from './demo-provider';
import { importDemoAnswers } from './import-demo';
import { DEMO_SCOPED_LOGINS, seedDemo } from './seed';

// The demo tenant as `npm start` imports it has comments (docs/import.md "Comments"), and the comment rules hold on
// its own data (docs/privacy.md "Comments").
let t: TestApp;
let provider: DemoProvider;
let dates: { id: number; date: string; enabled_for_users: boolean }[];
let inputs: SurveyCubeInput[];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
  provider = await startDemoProvider(t.app.env, { port: 0 });
  expect(await importDemoAnswers(t.app, provider)).toBe(true);
  const db = t.database.db;
  const account = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
  dates = await db
    .selectFrom('survey_dates')
    .select(['id', 'date', 'enabled_for_users'])
    .where('account_id', '=', account.id)
    .orderBy('date')
    .execute();
  inputs = [];
  for (const date of dates) inputs.push(await loadCubeInput(db, account.id, date));
}, 180_000);

afterAll(async () => {
  await t.close();
  await provider.sim.close();
});

async function userToken(email: string): Promise<string> {
  const user = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return tokenFor(t, user.id);
}

describe("the demo tenant's comments", () => {
  it("after the import a user reads the open question's comments of the latest date: Hungarian and English, the demo users' names masked", async () => {
    const latest = dates.filter((d) => d.enabled_for_users).at(-1)!;
    const questions = await t.database.db
      .selectFrom('questions as q')
      .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
      .select(['q.id', 'q.show_comments'])
      .where('g.survey_date_id', '=', latest.id)
      .where('q.is_open_ended', '=', true)
      .execute();
    // each worker group's survey asks its own open question
    expect(questions.length).toBeGreaterThan(0);
    const token = await userToken('hr@demo.pulzus.test');
    const texts: string[] = [];
    let total = 0;
    for (const question of questions) {
      expect(question.show_comments).toBe(true);
      for (let page = 1, read = 0, count = 0; page === 1 || read < count; page++) {
        const res = await t.call({
          method: 'GET',
          url: `/api/comments?survey_date_id=${latest.id}&question_id=${question.id}&per_page=100&page=${page}`,
          token,
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as CommentsResponse;
        expect(body.shown).toBe(true);
        count = body.total!;
        read += body.comments.length;
        if (page === 1) total += count;
        texts.push(...body.comments.map((c) => c.text));
      }
    }
    expect(total).toBeGreaterThan(30);
    expect(texts.join('\n')).not.toMatch(/Kovács Anna|Nagy Gábor|Szabó Eszter/);
    expect(texts.some((text) => text.includes('[név]'))).toBe(true);
    expect(texts.some((text) => /\b(the|we|I)\b/.test(text))).toBe(true);
  });

  it('a scoped demo user reads comments only within their scope, judged at the comment threshold', async () => {
    const latest = dates.filter((d) => d.enabled_for_users).at(-1)!;
    const question = await t.database.db
      .selectFrom('questions as q')
      .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
      .select('q.id')
      .where('g.survey_date_id', '=', latest.id)
      .where('q.is_open_ended', '=', true)
      .executeTakeFirstOrThrow();
    for (const login of DEMO_SCOPED_LOGINS) {
      const res = await t.call({
        method: 'GET',
        url: `/api/comments?survey_date_id=${latest.id}&question_id=${question.id}`,
        token: await userToken(login.email),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as CommentsResponse;
      expect(body.threshold).toBe(10);
      if (!body.shown) expect(body.comments).toEqual([]);
    }
  });

  it('the comment attacker recovers no comment set of a group below the threshold on any demo date (docs/privacy.md "Comments")', () => {
    let secrets = 0;
    for (const input of inputs) {
      const result = attackComments(input, 10);
      secrets += result.groupsBelowThreshold;
      expect(result.shown).toBeGreaterThan(0);
      expect(result.recovered, result.example ?? '').toBe(0);
    }
    expect(secrets).toBeGreaterThan(0);
  }, 300_000);
});
