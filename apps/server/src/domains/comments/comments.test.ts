import type { CommentsResponse } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { embedSessionToken } from '../embed/embed-test-setup';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from '../embed/embed.fixtures';
import {
  EVERYONE_QUESTION,
  ONE_GROUP_QUESTION,
  writerOf,
  bootCommentedWorld,
  hideComment,
} from './comments.fixtures';

// docs/privacy.md "Comments" through the API: k = 5 (the server's), the comment threshold max(k, 10) = 10.
const { t, world, seeded } = await bootCommentedWorld((w) =>
  w === 3 ? `Kovács Anna sokat segített, köszönöm #w${w}#` : `Több képzés és jobb fizetés kellene #w${w}#`,
);

async function comments(token: string, query: Record<string, string | number>, status = 200) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.call({ method: 'GET', url: `/api/comments?${search}`, token });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as CommentsResponse;
}

const base = () => ({
  survey_date_id: seeded.date.id,
  question_id: seeded.questions[EVERYONE_QUESTION]!,
  per_page: 100,
});

/** Every comment of a query, across its pages. */
async function allComments(token: string, query: Record<string, string | number>) {
  const first = await comments(token, { ...query, page: 1 });
  const out = [...first.comments];
  for (let page = 2; first.total !== null && out.length < first.total; page++)
    out.push(...(await comments(token, { ...query, page })).comments);
  return { ...first, comments: out };
}

describe('comments API (docs/api.md "Comments")', () => {
  it('a user reads the comments of everyone in a stable random order, never the response order, and nothing but id and text', async () => {
    const answer = await allComments(world.tokens.userA, base());
    expect(answer.shown).toBe(true);
    expect(answer.threshold).toBe(10);
    expect(answer.total).toBe(90);
    for (const c of answer.comments) expect(Object.keys(c).sort()).toEqual(['id', 'text']);
    const writers = answer.comments.map((c) => writerOf(c.text)!);
    const sorted = [...writers].sort((a, b) => a - b);
    expect(writers).not.toEqual(sorted);
    // the same order on every call, and another order for another question
    expect((await allComments(world.tokens.userA, base())).comments).toEqual(answer.comments);
    const office = await allComments(world.tokens.userA, {
      ...base(),
      question_id: seeded.questions[ONE_GROUP_QUESTION]!,
    });
    const shared = writers.filter((w) => office.comments.some((c) => writerOf(c.text) === w));
    const officeOrder = office.comments.map((c) => writerOf(c.text)!).filter((w) => shared.includes(w));
    expect(officeOrder).not.toEqual(shared);
  });

  it('search ignores accents and case, and pages', async () => {
    const found = await comments(world.tokens.userA, { ...base(), search: 'KEPZES fizetes', per_page: 7 });
    expect(found.total).toBe(89);
    expect(found.comments).toHaveLength(7);
    const next = await comments(world.tokens.userA, {
      ...base(),
      search: 'KEPZES fizetes',
      per_page: 7,
      page: 2,
    });
    expect(next.comments.map((c) => c.id)).not.toContain(found.comments[0]!.id);
  });

  it("names of the account's users are masked before a comment leaves, and a search for them finds nothing", async () => {
    const answer = await allComments(world.tokens.userA, base());
    const named = answer.comments.find((c) => writerOf(c.text) === 3)!;
    expect(named.text).toBe('[név] [név] sokat segített, köszönöm #w3#');
    expect(JSON.stringify(answer)).not.toMatch(/Kovács|Anna/);
    expect((await comments(world.tokens.userA, { ...base(), search: 'kovacs' })).total).toBe(0);
    const english = await t.call({
      method: 'GET',
      url: `/api/comments?survey_date_id=${seeded.date.id}&question_id=${seeded.questions[EVERYONE_QUESTION]}&search=segitett`,
      token: world.tokens.userA,
      headers: { 'x-pulzus-language': 'en' },
    });
    expect(english.json().comments[0].text).toBe('[name] [name] sokat segített, köszönöm #w3#');
  });

  it('a hidden comment never leaves the server again, to users or admins, and the hide is audited with its reason', async () => {
    const answer = await allComments(world.tokens.admin, base());
    const victim = answer.comments[0]!;
    const hide = (token: string) => hideComment(t, seeded, victim.id, token, 'Megnevez egy kollégát');
    expect((await hide(world.tokens.userA)).statusCode).toBe(403);
    expect((await hide(world.tokens.adminB)).statusCode).toBe(404);
    expect((await hide(world.tokens.admin)).statusCode).toBe(200);
    for (const token of [world.tokens.admin, world.tokens.userA]) {
      const after = await allComments(token, base());
      expect(after.total).toBe(89);
      expect(after.comments.map((c) => c.id)).not.toContain(victim.id);
      const marker = `#w${writerOf(victim.text)}#`;
      expect((await comments(token, { ...base(), search: marker })).total).toBe(0);
    }
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['detail', 'actor_id'])
      .where('action', '=', 'comment-hidden')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({
      reason: 'Megnevez egy kollégát',
      comment_id: victim.id,
    });
    expect(audit[0]!.detail).not.toContain(victim.text);
  });

  it("users see a question's comments only when an admin switched them on; admins always", async () => {
    const id = seeded.questions[ONE_GROUP_QUESTION]!;
    const toggle = (token: string, show: boolean) =>
      t.call({
        method: 'PUT',
        url: `/api/questions/${id}/comments`,
        token,
        payload: { show_comments: show },
      });
    expect((await toggle(world.tokens.userA, false)).statusCode).toBe(403);
    expect((await toggle(world.tokens.admin, false)).statusCode).toBe(200);
    await comments(world.tokens.userA, { ...base(), question_id: id }, 404);
    expect((await comments(world.tokens.admin, { ...base(), question_id: id })).shown).toBe(true);
    expect((await toggle(world.tokens.admin, true)).statusCode).toBe(200);
    expect((await comments(world.tokens.userA, { ...base(), question_id: id })).shown).toBe(true);
  });

  it("another tenant's user or admin, an unpublished date for a user, and an embed token get nothing", async () => {
    await comments(world.tokens.userB, base(), 404);
    await comments(world.tokens.adminB, base(), 404);
    await t.database.db
      .updateTable('survey_dates')
      .set({ enabled_for_users: false })
      .where('id', '=', seeded.date.id)
      .execute();
    try {
      await comments(world.tokens.userA, base(), 404);
      expect((await comments(world.tokens.admin, base())).shown).toBe(true);
    } finally {
      await t.database.db
        .updateTable('survey_dates')
        .set({ enabled_for_users: true })
        .where('id', '=', seeded.date.id)
        .execute();
    }
  });

  it('an embed token of a key that does not allow comments gets nothing (docs/embedding.md "Comments"; comments-embed.test)', async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id);
    const token = await embedSessionToken(t, key.key);
    const res = await t.call({
      method: 'GET',
      url: `/api/comments?survey_date_id=${seeded.date.id}&question_id=${seeded.questions[EVERYONE_QUESTION]}`,
      token,
      headers: { origin: INTRANET_ORIGIN },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('embed-comments-not-allowed');
    expect(res.body).not.toContain('#w');
  });

  it('the comment threshold is an account setting: at least k, at most 100, max(k, 10) by default; users may not set it', async () => {
    const save = (token: string, value: number | null, status: number) =>
      t
        .call({
          method: 'PUT',
          url: '/api/account/comment-settings',
          token,
          payload: { comment_min_group_size: value, masked_names: ['Szőke Péter'] },
        })
        .then((res) => {
          expect(res.statusCode, res.body).toBe(status);
          return res.json();
        });
    await save(world.tokens.userA, 12, 403);
    expect(await save(world.tokens.admin, 4, 400)).toMatchObject({
      error: { code: 'comment-threshold-below-k', fields: [{ path: 'comment_min_group_size' }], k: 5 },
    });
    expect((await save(world.tokens.admin, 101, 400)).error.code).toBe('comment-threshold-out-of-range');
    expect(await save(world.tokens.admin, 45, 200)).toMatchObject({
      threshold: 45,
      k: 5,
      comment_min_group_size: 45,
    });
    expect((await comments(world.tokens.userA, base())).shown).toBe(true);
    expect(await save(world.tokens.admin, 95, 200)).toMatchObject({ threshold: 95 });
    expect(await comments(world.tokens.userA, base())).toMatchObject({
      shown: false,
      withheld_reason: 'fewer-than-k',
      total: null,
      comments: [],
    });
    expect(await save(world.tokens.admin, null, 200)).toMatchObject({
      threshold: 10,
      masked_names: ['Szőke Péter'],
    });
  });
});
