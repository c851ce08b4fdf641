import type { EmbedLock } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { type EmbedKeyFixtureFields, INTRANET_ORIGIN, insertEmbedKeyFixture } from './embed.fixtures';
import { bootEmbedTestContext, commitmentByAge } from './embed-test-setup';

const { t, world, newer, older, userGraph } = await bootEmbedTestContext();

let address = 0;
const keyOfA = (fields: EmbedKeyFixtureFields = {}) =>
  insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, fields);
/** The key exchange from the intranet's origin: what a browser on that page, or a script forging its Origin, sends. */
const exchange = async (key: string) => {
  address += 1;
  const res = await t.call({
    method: 'POST',
    url: '/api/embed/session',
    payload: { key },
    headers: { origin: INTRANET_ORIGIN },
    remoteAddress: `10.2.0.${address}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; lock: EmbedLock | null };
};
const embedGraph = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/graph/data', token, headers: { origin: INTRANET_ORIGIN }, payload });
const wg = (id: number) => newer.ids.workerGroups.get(id) as number;
const office = () => ({ type: 'worker_group', worker_group_ids: [wg(1)] });
const budapest = () => ({
  type: 'demography',
  demography_id: newer.ids.demographies.get(20) as number,
  demography_answer_ids: [newer.ids.answers.get(201) as number],
});
const total = (filters: object[] = [], dates = [newer.id]) => ({
  type: 'total',
  query: { survey_dates: dates, filters },
});
const commitmentTotal = (show = false, dates = [newer.id]) => ({
  type: 'commitment_total',
  query: { survey_dates: dates, show_satisfaction_index: show },
});
const lockOf = (request: { type: string; query: object }, controls: string[] = []) =>
  ({ slug: request.type, params: request.query, controls }) as EmbedLock;
const refusal = (control: string) => ({
  status: 403,
  body: { error: { code: 'embed-parameter-locked', control } },
});
const answer = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe('a pinned embed key (docs/embedding.md "Locked parameters")', () => {
  it("answers the key exchange with its pinned query, whose graph is exactly a user's answer to it", async () => {
    const lock = lockOf(commitmentTotal(), ['show_satisfaction_index']);
    const { token, lock: answered } = await exchange((await keyOfA({ lock })).key);
    expect(answered).toEqual(lock);
    const res = await embedGraph(token, commitmentTotal());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await userGraph(commitmentTotal())).json());
  });

  it('refuses a changed locked control with 403 embed-parameter-locked naming it, and answers no data', async () => {
    const { token } = await exchange((await keyOfA({ lock: lockOf(commitmentTotal()) })).key);
    expect(answer(await embedGraph(token, commitmentTotal(true)))).toEqual(
      refusal('show_satisfaction_index'),
    );
    // refused before the date is looked at: the answer says nothing of an unpublished date
    expect(answer(await embedGraph(token, commitmentTotal(false, [older.id])))).toEqual(
      refusal('survey_dates'),
    );
    expect(answer(await embedGraph(token, commitmentTotal(false, [999_999])))).toEqual(
      refusal('survey_dates'),
    );

    const filtersPinned = await exchange((await keyOfA({ lock: lockOf(total(), ['survey_dates']) })).key);
    expect(answer(await embedGraph(filtersPinned.token, total([office()])))).toEqual(refusal('filters'));
  });

  it("accepts a change to a control the key leaves to the page: a user's answer for the same query", async () => {
    const { token } = await exchange((await keyOfA({ lock: lockOf(total(), ['filters']) })).key);
    for (const filters of [[office()], [budapest()], []]) {
      const res = await embedGraph(token, total(filters));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual((await userGraph(total(filters))).json());
    }
    // the dates stay pinned all the same
    expect(answer(await embedGraph(token, total([office()], [older.id])))).toEqual(refusal('survey_dates'));
  });

  it('takes the pinned dates or filters listed in another order as the same pin', async () => {
    const lock = lockOf(total([office(), budapest()]));
    const { token } = await exchange((await keyOfA({ lock })).key);
    expect((await embedGraph(token, total([budapest(), office()]))).statusCode).toBe(200);
    expect(answer(await embedGraph(token, total([office()])))).toEqual(refusal('filters'));
  });

  it('shows its pinned graph only: another graph is embed-graph-not-allowed', async () => {
    const { token } = await exchange((await keyOfA({ lock: lockOf(commitmentTotal()) })).key);
    expect(answer(await embedGraph(token, total()))).toEqual({
      status: 403,
      body: { error: { code: 'embed-graph-not-allowed' } },
    });
  });

  it("holds an admin's new pin from the next request of a session already running, and drops a removed one", async () => {
    const key = await keyOfA({ graphs: ['total'] });
    const { token } = await exchange(key.key);
    expect((await embedGraph(token, total([office()]))).statusCode).toBe(200);
    const put = (lock: EmbedLock | null) =>
      t.call({
        method: 'PUT',
        url: `/api/embed-keys/${key.id}`,
        token: world.tokens.admin,
        payload: { name: 'Intranet', graphs: ['total'], origins: [INTRANET_ORIGIN], lock },
      });
    expect((await put(lockOf(total()))).statusCode).toBe(200);
    expect(answer(await embedGraph(token, total([office()])))).toEqual(refusal('filters'));
    expect((await embedGraph(token, total())).statusCode).toBe(200);
    expect((await put(null)).statusCode).toBe(200);
    expect((await embedGraph(token, total([office()]))).statusCode).toBe(200);
  });
});

describe('a pinned key and the sidebar\'s filter options (docs/embedding.md "Locked parameters")', () => {
  const filterOptions = (token: string, surveyDateId: number) =>
    t.call({
      method: 'POST',
      url: '/api/graph/filter-options',
      token,
      headers: { origin: INTRANET_ORIGIN },
      payload: { survey_date_id: surveyDateId, filters: [] },
    });

  it('refuses them to a pinned session, which draws without a sidebar, whatever it leaves to the page', async () => {
    for (const controls of [['filters', 'survey_dates'], []]) {
      const { token } = await exchange((await keyOfA({ lock: lockOf(total(), controls) })).key);
      expect((await filterOptions(token, newer.id)).statusCode).toBe(403);
    }
  });

  it('answers them to a key that pins nothing as to a user', async () => {
    const { token } = await exchange((await keyOfA({ graphs: ['total'] })).key);
    const embedded = await filterOptions(token, newer.id);
    expect(embedded.statusCode, embedded.body).toBe(200);
    const user = await t.call({
      method: 'POST',
      url: '/api/graph/filter-options',
      token: world.tokens.userA,
      payload: { survey_date_id: newer.id, filters: [] },
    });
    expect(embedded.json()).toEqual(user.json());
  });
});

describe('a key that pins nothing, used by a script that forges its Origin (docs/embedding.md "What the Origin check protects")', () => {
  it('gets exactly what a signed-in user of the account gets for the same query, privacy withholding included', async () => {
    const { token, lock } = await exchange(
      (await keyOfA({ graphs: ['total', 'commitment_total', 'commitment_demographics'] })).key,
    );
    expect(lock).toBeNull();
    const withheld = commitmentByAge(newer);
    for (const payload of [
      total(),
      total([office()]),
      total([budapest()]),
      commitmentTotal(true),
      withheld,
    ]) {
      const embedded = await embedGraph(token, payload);
      expect(embedded.statusCode, embedded.body).toBe(200);
      expect(embedded.json()).toEqual((await userGraph(payload)).json());
    }
    expect((await embedGraph(token, withheld)).json().graph_data[0].data).toContain(null);
  });

  it("and no more: an admin's answer filters and unpublished dates are refused as they are to the user", async () => {
    const { token } = await exchange((await keyOfA({ graphs: ['total'] })).key);
    const t1 = newer.ids.questions.get(2200) as number;
    const answerFiltered = total([
      { type: 'answer', question_filters: [{ question_id: t1, answers: [5, 6] }] },
    ]);
    const unpublished = total([], [older.id]);
    for (const payload of [answerFiltered, unpublished]) {
      // an admin reads both …
      expect((await userGraph(payload, world.tokens.admin)).statusCode).toBe(200);
      // … the embed token gets the user's refusal
      expect(answer(await embedGraph(token, payload))).toEqual(answer(await userGraph(payload)));
    }
    expect(answer(await embedGraph(token, answerFiltered))).toEqual({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    expect((await embedGraph(token, unpublished)).statusCode).toBe(404);
  });
});
