import type { CommentsResponse } from '@pulzus/core';
import { buildSurveyCube, type PortableFilter } from '@pulzus/core/analytics';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { populationOf } from '../../../../../packages/core/src/analytics/population';
// the attacker's query family is the engine suite's own (docs/privacy.md "The comment attacker")
import {
  type FilterSet,
  filterFamily,
  type PortableSelector,
} from '../../../../../packages/core/src/analytics/test/attack-filters';
import { managerScopes } from '../../../../../packages/core/src/analytics/test/attack-scopes';
import type { AuthContext } from '../../services/auth';
import { TEST_ENGINE } from '../../test/database';
import { createAccount, createUser, tokenFor, bootTenantsApp } from '../../test/fixtures';
import { buildReportComments, REPORT_COMMENT_EXAMPLES } from '../reports/reports.service';
import { reportServicesOf } from '../reports/reports.service';
import {
  EVERYONE_QUESTION,
  ONE_GROUP_QUESTION,
  seedCommentedDate,
  writerOf,
  commentCompanies,
  setCommentThreshold,
} from './comments.fixtures';

// docs/privacy.md "Comments", "The comment attacker", through the API: every respondent of a generated company wrote a
// marked comment to each question asked, so each shown comment set is exactly the writers of its population. The
// attacker asks every filter, pair and scope (as real scoped users), every page, and intersects and subtracts.

const { t, world } = await bootTenantsApp({ MIN_GROUP_SIZE: '5' });

/** A filter set as the comment query's parameters, in the seeded date's ids. */
function params(set: FilterSet, input: Awaited<ReturnType<typeof seedCommentedDate>>['date']['input']) {
  const groups: number[] = [];
  const answers: number[] = [];
  for (const s of set.selectors) {
    if (s.kind === 'worker_group') groups.push(...s.ids);
    else {
      const d = input.demographies.find((x) => x.code === s.code)!;
      answers.push(...d.answers.filter((a) => s.names.includes(a.name)).map((a) => a.id));
    }
  }
  return { worker_group_ids: groups.join(','), demography_answer_ids: answers.join(',') };
}

const portable = (selectors: readonly PortableSelector[]): PortableFilter[] =>
  selectors.map((s) =>
    s.kind === 'worker_group'
      ? { type: 'worker_group', ids: new Set(s.ids) }
      : { type: 'demography', code: s.code, answerNames: new Set(s.names) },
  );

/** Every comment of one query, across its pages, as the writers' indexes; null when withheld. */
async function writers(token: string, query: Record<string, string | number>): Promise<number[] | null> {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const search = new URLSearchParams(
      Object.entries({ ...query, page, per_page: 100 }).map(([k, v]) => [k, String(v)]),
    );
    const res = await t.call({ method: 'GET', url: `/api/comments?${search}`, token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CommentsResponse;
    if (!body.shown) return null;
    out.push(...body.comments.map((c) => writerOf(c.text)!));
    if (out.length >= body.total!) return out;
  }
}

/**
 * Every comment of one query in its xlsx export (docs/comments.md "The export"), through a download ticket, as the
 * writers' indexes; null when withheld (the file then holds only the reason, no comment header).
 */
async function exportWriters(
  token: string,
  query: Record<string, string | number>,
): Promise<number[] | null> {
  const ticket = await t.call({
    method: 'POST',
    url: '/api/download-tickets',
    token,
    payload: { resource: 'comments-xlsx', id: query.survey_date_id },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { survey_date_id, ...rest } = query;
  const search = new URLSearchParams(
    Object.entries({ ...rest, t: ticket.json().ticket }).map(([k, v]) => [k, String(v)]),
  );
  const res = await t.call({
    method: 'GET',
    url: `/api/comments/survey-dates/${survey_date_id}/xlsx?${search}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.worksheets[0]!.eachRow((row) => cells.push(String((row.values as unknown[])[1] ?? '')));
  const header = cells.indexOf('Megjegyzés');
  if (header < 0) return null;
  return cells.slice(header + 1).map((text) => writerOf(text)!);
}

/** A user of the account whose scope an admin set to `scope` through the API, as a real scoped viewer. */
async function scopedUser(accountId: number, adminToken: string, scope: FilterSet) {
  const user = await createUser(t, 'user', accountId);
  const res = await t.call({
    method: 'PUT',
    url: `/api/users/${user.id}/scope`,
    token: adminToken,
    payload: {
      scope: {
        worker_group_ids: scope.selectors.flatMap((s) => (s.kind === 'worker_group' ? [...s.ids] : [])),
        demographies: scope.selectors.flatMap((s) =>
          s.kind === 'demography' ? [{ code: s.code, answers: [...s.names] }] : [],
        ),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: user.id, token: await tokenFor(t, user.id), scope };
}

/** Runs the attack on one account's company through a surface; answers what a failure should print and the counts. */
async function attack(
  accountId: number,
  adminToken: string,
  userToken: string,
  seed: number,
  threshold: number,
  surface: 'list' | 'xlsx' = 'list',
) {
  const read = surface === 'list' ? writers : exportWriters;
  const input = commentCompanies({ seed, respondents: [100] })[0]!;
  const { date, questions } = await seedCommentedDate(t, accountId, input);
  const settings = await setCommentThreshold(t, adminToken, threshold);
  expect(settings.statusCode, settings.body).toBe(200);
  const family = filterFamily(date.input);
  const singles = family.filter((f) => f.selectors.length <= 1);
  const viewers: { token: string; scope: FilterSet | null }[] = [{ token: userToken, scope: null }];
  for (const scope of managerScopes(date.input)) viewers.push(await scopedUser(accountId, adminToken, scope));
  const n = input.respondents.length;
  let classOf = new Int32Array(n);
  const inside = new Uint8Array(n);
  let shown = 0;
  for (const viewer of viewers)
    for (const set of viewer.scope ? singles : family)
      for (const code of [EVERYONE_QUESTION, ONE_GROUP_QUESTION]) {
        const got = await read(viewer.token, {
          survey_date_id: date.id,
          question_id: questions[code]!,
          ...params(set, date.input),
        });
        if (got === null) continue;
        shown += 1;
        const member = new Uint8Array(n);
        for (const w of got) member[w] = inside[w] = 1;
        const renumber = new Map<number, number>();
        classOf = classOf.map((c, r) => {
          const key = c * 2 + member[r]!;
          if (!renumber.has(key)) renumber.set(key, renumber.size);
          return renumber.get(key)!;
        });
      }
  const size = new Map<number, number>();
  const derivable = new Set<number>();
  classOf.forEach((c, r) => {
    size.set(c, (size.get(c) ?? 0) + 1);
    if (inside[r]) derivable.add(c);
  });
  const recovered = [...derivable].filter((c) => size.get(c)! < threshold).map((c) => size.get(c));
  // the secrets the family describes: groups of 1..threshold-1
  const cube = buildSurveyCube(date.input);
  let secrets = 0;
  for (const viewer of viewers)
    for (const set of viewer.scope ? singles : family) {
      const count = populationOf(
        cube,
        portable([...(viewer.scope?.selectors ?? []), ...set.selectors]),
      ).length;
      if (count > 0 && count < threshold) secrets += 1;
    }
  return { shown, recovered, secrets };
}

describe('the comment attacker through the API (docs/privacy.md "Comments", Rule C3)', () => {
  it('recovers no comment set of a group below the threshold — filters, pairs, all-but-one complements, colluding scoped users, every page — at the default threshold', async () => {
    const result = await attack(world.accountA.id, world.tokens.admin, world.tokens.userA, 7, 10);
    expect(result.secrets).toBeGreaterThan(0);
    expect(result.shown).toBeGreaterThan(10);
    expect(result.recovered).toEqual([]);
  }, 600_000);

  // On PGlite only: the export reads the list's own rows (comments-xlsx.test.ts shows the file equals GET comments on
  // both databases), and this run takes minutes, which the PostgreSQL lane would pay again for nothing new
  it.skipIf(TEST_ENGINE === 'postgres')(
    'recovers nothing through the xlsx export either: the same sets as the list, every comment at once',
    async () => {
      // an account of its own: the other runs seeded theirs with the same worker-group codes
      const account = await createAccount(t, 'Gamma Bt.', [1]);
      const admin = await createUser(t, 'admin', account.id);
      const user = await createUser(t, 'user', account.id);
      const result = await attack(
        account.id,
        await tokenFor(t, admin.id),
        await tokenFor(t, user.id),
        11,
        10,
        'xlsx',
      );
      expect(result.secrets).toBeGreaterThan(0);
      expect(result.shown).toBeGreaterThan(10);
      expect(result.recovered).toEqual([]);
    },
    600_000,
  );

  it('recovers nothing at a threshold of 6 on another company either', async () => {
    const result = await attack(world.accountB.id, world.tokens.adminB, world.tokens.userB, 21, 6);
    expect(result.secrets).toBeGreaterThan(0);
    expect(result.shown).toBeGreaterThan(10);
    expect(result.recovered).toEqual([]);
  }, 600_000);

  // The report quotes a few comments of a population (docs/reports.md "Comments"), so it is no set an attacker can
  // intersect; what it could add is a population the list withholds, or comments beyond the list's. Every query of
  // the attacker's family, as the user and as each colluding scoped user, gets the report's comments section
  // (built as the report job builds it, without rendering the file) and the list's first page: shown exactly when
  // the list shows it, with the list's total and its first comments as examples. With that, the list attack above
  // covers the report too. PGlite only, as the xlsx run: the section reads the list's own functions.
  it.skipIf(TEST_ENGINE === 'postgres')(
    "the report's comments section shows a population exactly when the list does, and quotes only the list's first comments",
    async () => {
      const account = await createAccount(t, 'Delta Kft.', [1]);
      const admin = await createUser(t, 'admin', account.id);
      const user = await createUser(t, 'user', account.id);
      const adminToken = await tokenFor(t, admin.id);
      const input = commentCompanies({ seed: 13, respondents: [100] })[0]!;
      const { date } = await seedCommentedDate(t, account.id, input);
      const viewers: { id: number; token: string; scope: FilterSet | null }[] = [
        { id: user.id, token: await tokenFor(t, user.id), scope: null },
      ];
      for (const scope of managerScopes(date.input).slice(0, 4))
        viewers.push(await scopedUser(account.id, adminToken, scope));
      const family = filterFamily(date.input);
      const comments = reportServicesOf(t.app).comments;
      let shown = 0;
      let withheld = 0;
      for (const viewer of viewers) {
        const auth: AuthContext = {
          userId: viewer.id,
          role: 'user',
          isAdmin: false,
          accountId: account.id,
          claims: null,
        };
        for (const set of viewer.scope ? family.filter((f) => f.selectors.length <= 1) : family) {
          const query = params(set, date.input);
          const section = await buildReportComments(comments, auth, account.id, {
            survey_date_id: date.id,
            compare_survey_date_ids: [],
            // the same filters as the list's query parameters, as the report's request names them
            filters: set.selectors.map((s) => {
              if (s.kind === 'worker_group')
                return { type: 'worker_group' as const, worker_group_ids: [...s.ids] };
              const d = date.input.demographies.find((x) => x.code === s.code)!;
              return {
                type: 'demography' as const,
                demography_id: d.id,
                demography_answer_ids: d.answers.filter((a) => s.names.includes(a.name)).map((a) => a.id),
              };
            }),
            format: 'pptx',
            language: 'hu',
          });
          expect(section.length).toBeGreaterThan(0);
          for (const part of section) {
            const search = new URLSearchParams({
              survey_date_id: String(date.id),
              question_id: String(part.question_id),
              page: '1',
              per_page: String(REPORT_COMMENT_EXAMPLES),
              ...query,
            });
            const res = await t.call({ method: 'GET', url: `/api/comments?${search}`, token: viewer.token });
            expect(res.statusCode, res.body).toBe(200);
            const list = res.json() as CommentsResponse;
            const what = `${JSON.stringify(viewer.scope?.selectors ?? null)} ${JSON.stringify(set.selectors)}`;
            expect(part.total, what).toBe(list.shown ? list.total : null);
            expect(
              part.examples.map((e) => e.id),
              what,
            ).toEqual(list.shown ? list.comments.map((c) => c.id) : []);
            if (list.shown) shown += 1;
            else withheld += 1;
          }
        }
      }
      // both outcomes met, so the comparison is no formality
      expect(shown).toBeGreaterThan(10);
      expect(withheld).toBeGreaterThan(10);
    },
    600_000,
  );
});
