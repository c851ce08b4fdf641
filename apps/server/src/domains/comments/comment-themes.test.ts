import type { CommentsResponse, routes } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createUser, tokenFor } from '../../test/fixtures';
import {
  EVERYONE_QUESTION,
  seedCommentedDate,
  bootCommentedWorld,
  setCommentThreshold,
  commentCompanies,
} from './comments.fixtures';

type CommentThemesResponse = z.output<typeof routes.commentsThemes.response>;

// docs/comments.md "The comments view": the themes of a population's shown comments, under docs/privacy.md
// "Comments" — k = 5, the comment threshold max(k, 10) = 10, 90 writers.
const { t, world, seeded } = await bootCommentedWorld((w) =>
  w % 3 === 0
    ? `Kovács Anna sokat segített, Kovács Anna a legjobb #w${w}#`
    : `Több képzés és jobb fizetés kellene #w${w}#`,
);

const base = () => ({ survey_date_id: seeded.date.id, question_id: seeded.questions[EVERYONE_QUESTION]! });

async function call<T>(path: string, token: string, query: Record<string, string | number>, status = 200) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.call({ method: 'GET', url: `/api/${path}?${search}`, token });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}
const themes = (token: string, query: Record<string, string | number>, status = 200) =>
  call<CommentThemesResponse>('comments/themes', token, query, status);

describe('comment themes (docs/comments.md "The comments view")', () => {
  it('a user gets the themes of the shown comments with label, count and share, and no previous date to compare', async () => {
    const answer = await themes(world.tokens.userA, base());
    expect(answer).toMatchObject({ shown: true, withheld_reason: null, total: 90, previous: null });
    const pay = answer.themes.find((theme) => theme.key === 'topic:pay');
    expect(pay).toMatchObject({ label: 'fizetés', count: 60 });
    expect(pay!.share).toBeCloseTo(60 / answer.with_words!, 5);
    // the examples are comments the same population reads
    const listed = await call<CommentsResponse>('comments', world.tokens.userA, { ...base(), per_page: 100 });
    const ids = new Set(listed.comments.map((c) => c.id));
    for (const theme of answer.themes) for (const id of theme.example_ids) expect(ids.has(id)).toBe(true);
  });

  it('masked names are never a theme: neither the name nor the mask is a label', async () => {
    for (const language of ['hu', 'en']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/comments/themes?survey_date_id=${base().survey_date_id}&question_id=${base().question_id}`,
        token: world.tokens.userA,
        headers: { 'x-pulzus-language': language },
      });
      const answer = res.json() as CommentThemesResponse;
      expect(answer.themes.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer)).not.toMatch(/kov[aá]cs|anna/i);
      for (const theme of answer.themes) expect(theme.label).not.toMatch(/kov[aá]cs|anna|név|name/i);
      // the segment beside the masked name is still a theme: the mask took the name, not the comment
      expect(answer.themes.map((theme) => theme.label)).toContain('segített legjobb');
    }
  });

  it('a population below the comment threshold gets no theme, only the reason', async () => {
    const settings = (value: number | null) => setCommentThreshold(t, world.tokens.admin, value);
    expect((await settings(95)).statusCode).toBe(200);
    try {
      expect(await themes(world.tokens.userA, base())).toMatchObject({
        shown: false,
        withheld_reason: 'fewer-than-k',
        total: null,
        with_words: null,
        themes: [],
        previous: null,
      });
    } finally {
      await settings(null);
    }
  });

  it("a scoped user's themes are of their scope's comments only", async () => {
    const groupId = [...seeded.date.ids.workerGroups.values()][0]!;
    const scoped = await createUser(t, 'user', world.accountA.id);
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${scoped.id}/scope`,
      token: world.tokens.admin,
      payload: { scope: { worker_group_ids: [groupId], demographies: [] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = await tokenFor(t, scoped.id);
    const own = await themes(token, base());
    const group = await call<CommentsResponse>('comments', world.tokens.admin, {
      ...base(),
      worker_group_ids: groupId,
    });
    if (group.shown) {
      expect(own.total).toBe(group.total);
      expect(own.total).toBeLessThan(90);
    } else expect(own).toMatchObject({ shown: false, themes: [] });
  });

  it("another tenant's user or admin gets nothing", async () => {
    await themes(world.tokens.userB, base(), 404);
    await themes(world.tokens.adminB, base(), 404);
  });
});

describe('comment themes compared with the previous date (docs/comments.md "The comments view")', () => {
  it("compares with the caller's previous date where the question continues, and with nothing where it stops or the caller may not read that date", async () => {
    const [earlierInput, laterInput] = commentCompanies({ seed: 11, respondents: [90, 90] });
    const accountId = world.accountB.id;
    const earlier = await seedCommentedDate(t, accountId, earlierInput!, (w) =>
      w % 2 === 0 ? `A fizetés nagyon kevés #w${w}#` : `Több képzés kellene #w${w}#`,
    );
    const later = await seedCommentedDate(
      t,
      accountId,
      laterInput!,
      (w) => (w % 3 === 0 ? `A fizetés nagyon kevés #w${w}#` : `Több képzés kellene #w${w}#`),
      { workerGroups: earlier.date.ids.workerGroups },
    );
    const query = { survey_date_id: later.date.id, question_id: later.questions[EVERYONE_QUESTION]! };
    const answer = await themes(world.tokens.userB, query);
    expect(answer.previous?.survey_date_id).toBe(earlier.date.id);
    const pay = answer.previous!.changes.find((c) => c.key === 'topic:pay')!;
    expect(pay.earlier_share).toBeCloseTo(0.5, 5);
    expect(pay.later_share).toBeCloseTo(30 / 90, 5);
    expect(pay.change).toBeCloseTo(30 / 90 - 0.5, 5);

    // the earlier date unpublished: a user has no previous date to compare with, an admin still has
    const publish = (enabled: boolean) =>
      t.database.db
        .updateTable('survey_dates')
        .set({ enabled_for_users: enabled })
        .where('id', '=', earlier.date.id)
        .execute();
    await publish(false);
    try {
      expect((await themes(world.tokens.userB, query)).previous).toBeNull();
      expect((await themes(world.tokens.adminB, query)).previous?.survey_date_id).toBe(earlier.date.id);
    } finally {
      await publish(true);
    }

    // the question does not continue (another code on the earlier date): nothing to compare with
    // every worker group's question of the date carries the code
    const recode = (from: string, to: string) =>
      t.database.db
        .updateTable('questions')
        .set({ code: to })
        .where('code', '=', from)
        .where('question_group_id', 'in', (eb) =>
          eb.selectFrom('question_groups').select('id').where('survey_date_id', '=', earlier.date.id),
        )
        .execute();
    await recode(EVERYONE_QUESTION, 'ESSAY_2024');
    try {
      expect((await themes(world.tokens.userB, query)).previous).toBeNull();
    } finally {
      await recode('ESSAY_2024', EVERYONE_QUESTION);
    }
  });
});
