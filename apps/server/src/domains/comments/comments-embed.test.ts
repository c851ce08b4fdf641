import type { CommentsResponse } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { privacyCompany } from '../../../../../packages/core/src/analytics/test/privacy-company';
import { embedSessionToken } from '../embed/embed-test-setup';
import { INTRANET_ORIGIN, insertEmbedKeyFixture, signEmbedToken } from '../embed/embed.fixtures';
import {
  EVERYONE_QUESTION,
  seedCommentedDate,
  writerOf,
  bootCommentedWorld,
  hideComment,
} from './comments.fixtures';

// docs/embedding.md "Comments": an embed key's tokens read comments only when the key allows them and pins
// nothing, and then under the same comment rules as a user (docs/privacy.md "Comments"): k = 5, threshold 10.
const { t, world, seeded } = await bootCommentedWorld((w) =>
  w === 3 ? `Kovács Anna sokat segített, köszönöm #w${w}#` : `Több képzés és jobb fizetés kellene #w${w}#`,
);

const population = () =>
  `survey_date_id=${seeded.date.id}&question_id=${seeded.questions[EVERYONE_QUESTION]}`;

/** A call as the intranet page makes it: the embed token and the key's origin. */
const embedCall = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, token, payload, headers: { origin: INTRANET_ORIGIN } });

/** Every comment the embed token reads of the population, 100 a page. */
async function embedComments(token: string): Promise<CommentsResponse> {
  const res = await embedCall(token, 'GET', `/api/comments?${population()}&per_page=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('comments through an embed key (docs/embedding.md "Comments")', () => {
  it('a key without "allows comments" gets 403 on every comments route, with its own code on the reads, and changes nothing', async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id);
    const token = await embedSessionToken(t, key.key);
    for (const url of [`/api/comments?${population()}`, `/api/comments/themes?${population()}`]) {
      const res = await embedCall(token, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('embed-comments-not-allowed');
      // readable by the key's page, so the element says why instead of "the server cannot be reached"
      expect(res.headers['access-control-allow-origin'], url).toBe(INTRANET_ORIGIN);
      expect(res.body).not.toContain('#w');
    }
    const one = (await (
      await t.call({
        method: 'GET',
        url: `/api/comments?${population()}&per_page=1`,
        token: world.tokens.admin,
      })
    ).json()) as CommentsResponse;
    const writes: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      [
        'POST',
        `/api/comments/${one.comments[0]!.id}/hide`,
        { survey_date_id: seeded.date.id, question_id: seeded.questions[EVERYONE_QUESTION], reason: 'x' },
      ],
      ['PUT', `/api/questions/${seeded.questions[EVERYONE_QUESTION]}/comments`, { show_comments: false }],
      ['GET', '/api/account/comment-settings'],
      ['PUT', '/api/account/comment-settings', { comment_min_group_size: 90, masked_names: [] }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await embedCall(token, method, url, payload);
      expect(res.statusCode, url).toBe(403);
    }
    const hides = await t.database.db.selectFrom('comment_hides').select('id').execute();
    expect(hides).toHaveLength(0);
    const account = await t.database.db
      .selectFrom('accounts')
      .select('comment_min_group_size')
      .where('id', '=', world.accountA.id)
      .executeTakeFirstOrThrow();
    expect(account.comment_min_group_size).toBeNull();
  });

  it('a key that allows comments reads them as a user does: names masked, a hidden comment absent, the threshold held', async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, { allows_comments: true });
    const token = await embedSessionToken(t, key.key);
    const answer = await embedComments(token);
    expect(answer.shown).toBe(true);
    expect(answer.total).toBe(90);
    // the page asked for English: the mask is English
    expect(answer.comments.find((c) => writerOf(c.text) === 3)!.text).toBe(
      '[name] [name] sokat segített, köszönöm #w3#',
    );
    expect(JSON.stringify(answer)).not.toMatch(/Kovács|Anna/);
    const themes = await embedCall(token, 'GET', `/api/comments/themes?${population()}`);
    expect(themes.statusCode, themes.body).toBe(200);
    expect(themes.headers['access-control-allow-origin']).toBe(INTRANET_ORIGIN);

    const victim = answer.comments[0]!;
    const hidden = await hideComment(t, seeded, victim.id, world.tokens.admin, 'Megnevez egy kollégát');
    expect(hidden.statusCode).toBe(200);
    const after = await embedComments(token);
    expect(after.total).toBe(89);
    expect(after.comments.map((c) => c.id)).not.toContain(victim.id);
    expect(JSON.stringify(after)).not.toContain(`#w${writerOf(victim.text)}#`);

    // a threshold above the company's 90 people withholds everyone's comments, from the embed as from a user
    await t.database.db
      .updateTable('accounts')
      .set({ comment_min_group_size: 100 })
      .where('id', '=', world.accountA.id)
      .execute();
    try {
      const withheld = await embedComments(token);
      expect(withheld).toMatchObject({
        shown: false,
        withheld_reason: 'fewer-than-k',
        total: null,
        comments: [],
      });
    } finally {
      await t.database.db
        .updateTable('accounts')
        .set({ comment_min_group_size: null })
        .where('id', '=', world.accountA.id)
        .execute();
    }
  });

  it('reads as a user, not an admin: a question whose comments are off and an unpublished date are 404', async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, { allows_comments: true });
    const token = await embedSessionToken(t, key.key);
    const question = seeded.questions[EVERYONE_QUESTION]!;
    const set = (values: { show_comments?: boolean; enabled_for_users?: boolean }) =>
      'show_comments' in values
        ? t.database.db.updateTable('questions').set(values).where('id', '=', question).execute()
        : t.database.db.updateTable('survey_dates').set(values).where('id', '=', seeded.date.id).execute();
    try {
      await set({ show_comments: false });
      expect((await embedCall(token, 'GET', `/api/comments?${population()}`)).statusCode).toBe(404);
      await set({ show_comments: true });
      await set({ enabled_for_users: false });
      const res = await embedCall(token, 'GET', `/api/comments?${population()}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('#w');
    } finally {
      await set({ show_comments: true });
      await set({ enabled_for_users: true });
    }
  });

  it('a pinned key or a signed token gets no comments even when the key allows them: a pin cannot narrow a comment query', async () => {
    const lock = {
      slug: 'commitment_total' as const,
      params: { survey_dates: [seeded.date.id], show_satisfaction_index: false },
      controls: [],
    };
    const pinned = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, {
      allows_comments: true,
      lock,
    });
    const signing = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, {
      allows_comments: true,
      signing_secret: true,
    });
    const now = Math.floor(Date.now() / 1000);
    const signed = await t.call({
      method: 'POST',
      url: '/api/embed/session',
      headers: { origin: INTRANET_ORIGIN },
      payload: {
        token: signEmbedToken(signing.signing_secret!, {
          kid: signing.id,
          slug: lock.slug,
          params: lock.params,
          iat: now,
          exp: now + 300,
        }),
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    for (const token of [await embedSessionToken(t, pinned.key), signed.json().token as string]) {
      const res = await embedCall(token, 'GET', `/api/comments?${population()}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('embed-comments-not-allowed');
      expect(res.headers['access-control-allow-origin']).toBe(INTRANET_ORIGIN);
    }
  });

  it("the worker group and demography filters narrow an embed key's comments exactly as a signed-in user's of the account", async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, { allows_comments: true });
    const token = await embedSessionToken(t, key.key);
    const group = [...seeded.date.ids.workerGroups.values()][0]!;
    const answers = [...seeded.date.ids.answers.values()];
    const filterSets = [
      `worker_group_ids=${group}`,
      `demography_answer_ids=${answers[0]}`,
      `worker_group_ids=${group}&demography_answer_ids=${answers[0]},${answers[1]}`,
      // the answers of a whole demography: the population the unfiltered view shows, or one withheld beside it
      `demography_answer_ids=${answers.slice(0, 3).join(',')}`,
    ];
    let narrowed = 0;
    for (const filters of filterSets) {
      const url = `/api/comments?${population()}&${filters}&per_page=100`;
      const asEmbed = await embedCall(token, 'GET', url);
      const asUser = await t.call({
        method: 'GET',
        url,
        token: world.tokens.userA,
        headers: { 'x-pulzus-language': 'en' },
      });
      expect(asEmbed.statusCode, `${filters}: ${asEmbed.body}`).toBe(200);
      expect(asUser.statusCode, filters).toBe(200);
      const [embed, user] = [asEmbed.json() as CommentsResponse, asUser.json() as CommentsResponse];
      expect(
        {
          shown: embed.shown,
          reason: embed.withheld_reason,
          total: embed.total,
          ids: embed.comments.map((c) => c.id),
        },
        filters,
      ).toEqual({
        shown: user.shown,
        reason: user.withheld_reason,
        total: user.total,
        ids: user.comments.map((c) => c.id),
      });
      if (embed.shown && (embed.total ?? 0) < 90) narrowed += 1;
      const themes = await embedCall(token, 'GET', `/api/comments/themes?${population()}&${filters}`);
      expect(themes.statusCode, filters).toBe(200);
      expect((themes.json() as { shown: boolean }).shown, filters).toBe(embed.shown);
    }
    // the filters did narrow: not every answer above is the whole company's
    expect(narrowed).toBeGreaterThan(0);
  });

  it("an embed key's filters naming another tenant's worker group or answers show nothing of that tenant", async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id, { allows_comments: true });
    const token = await embedSessionToken(t, key.key);
    const otherCompany = privacyCompany({
      seed: 11,
      dates: 1,
      sites: 2,
      surveyDemographies: [2],
      indexTopics: 1,
      respondents: [40],
    })[0]!;
    const other = await seedCommentedDate(
      t,
      world.accountB.id,
      otherCompany,
      (w) => `Tenant B titok #b${w}#`,
    );
    const group = [...other.date.ids.workerGroups.values()][0]!;
    const answer = [...other.date.ids.answers.values()][0]!;
    for (const filters of [`worker_group_ids=${group}`, `demography_answer_ids=${answer}`]) {
      const res = await embedCall(token, 'GET', `/api/comments?${population()}&${filters}&per_page=100`);
      expect(res.body, filters).not.toContain('#b');
      if (res.statusCode === 200)
        expect(
          (res.json() as CommentsResponse).comments.every((c) => c.text.includes('#w')),
          filters,
        ).toBe(true);
      else expect([400, 404], filters).toContain(res.statusCode);
    }
    // and tenant B's own date, asked with its own filters, is not found for tenant A's key
    const own = `survey_date_id=${other.date.id}&question_id=${other.questions[EVERYONE_QUESTION]}&worker_group_ids=${group}`;
    const res = await embedCall(token, 'GET', `/api/comments?${own}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('#b');
  });

  it("another tenant's key that allows comments gets nothing of tenant A", async () => {
    const keyB = await insertEmbedKeyFixture(t, world.accountB.id, world.adminB.id, {
      allows_comments: true,
    });
    const token = await embedSessionToken(t, keyB.key);
    for (const url of [`/api/comments?${population()}`, `/api/comments/themes?${population()}`]) {
      const res = await embedCall(token, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('#w');
    }
  });

  it('an admin switches "allows comments" on a key; the key\'s open sessions follow from their next call', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/embed-keys',
      token: world.tokens.admin,
      payload: { name: 'Intranet comments', graphs: ['commitment_total'], origins: [INTRANET_ORIGIN] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, key } = created.json();
    const listed = async () =>
      (await t.call({ method: 'GET', url: '/api/embed-keys', token: world.tokens.admin }))
        .json()
        .embed_keys.find((k: { id: number }) => k.id === id);
    expect((await listed()).allows_comments).toBe(false);
    const token = await embedSessionToken(t, key);
    expect((await embedCall(token, 'GET', `/api/comments?${population()}`)).statusCode).toBe(403);
    const update = (allows: boolean, as = world.tokens.admin) =>
      t.call({
        method: 'PUT',
        url: `/api/embed-keys/${id}`,
        token: as,
        payload: {
          name: 'Intranet comments',
          graphs: ['commitment_total'],
          origins: [INTRANET_ORIGIN],
          allows_comments: allows,
        },
      });
    expect((await update(true, world.tokens.userA)).statusCode).toBe(403);
    expect((await update(true, world.tokens.adminB)).statusCode).toBe(404);
    expect((await listed()).allows_comments).toBe(false);
    expect((await update(true)).statusCode).toBe(200);
    expect((await listed()).allows_comments).toBe(true);
    expect((await embedComments(token)).shown).toBe(true);
    expect((await update(false)).statusCode).toBe(200);
    expect((await embedCall(token, 'GET', `/api/comments?${population()}`)).statusCode).toBe(403);
  });
});
