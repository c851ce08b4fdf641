import type { CommentsResponse } from '@pulzus/core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/fixtures';
import {
  EVERYONE_QUESTION,
  ONE_GROUP_QUESTION,
  writerOf,
  bootCommentedWorld,
  setCommentThreshold,
  hideComment,
} from '../comments/comments.fixtures';
import { REPORT_COMMENT_EXAMPLES } from './report-comments';
import { pdfRendererReady, waitForReport } from './reports.fixtures';

// docs/reports.md "Comments": the report's comments section through the report API, under docs/privacy.md
// "Comments" (k = 5, the comment threshold max(k, 10) = 10); half the comments name a user of the account.
const pdfReady = pdfRendererReady('the report comments section (PDF)');
const { t, world, seeded } = await bootCommentedWorld(
  (w) =>
    w % 2 === 0
      ? `Kovács Anna sokat segített a fizetés ügyében #w${w}#`
      : `Több képzés és jobb fizetés kellene #w${w}#`,
  { name: 'Kovács Anna' },
);

/** The first comments of the view, in its stable order, as the caller reads them. */
async function firstComments(token: string, question = seeded.questions[EVERYONE_QUESTION]!) {
  const res = await t.call({
    method: 'GET',
    url: `/api/comments?survey_date_id=${seeded.date.id}&question_id=${question}&per_page=10`,
    token,
  });
  return (res.json() as CommentsResponse).comments;
}

/** Asks for a report through the API and answers its file's text: every slide's XML, or the PDF's pdftotext. */
async function reportText(token: string, format: 'pdf' | 'pptx', extra: Record<string, unknown> = {}) {
  const created = await t.call({
    method: 'POST',
    url: '/api/reports',
    payload: { survey_date_id: seeded.date.id, format, language: 'hu', ...extra },
    token,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  const { job } = await waitForReport(t, token, id);
  expect(job.state, JSON.stringify(job)).toBe('done');
  const ticket = await t.call({
    method: 'POST',
    url: '/api/download-tickets',
    payload: { resource: 'report-file', id },
    token,
  });
  const file = (await t.call({ method: 'GET', url: `/api/reports/${id}/file?t=${ticket.json().ticket}` }))
    .rawPayload;
  if (format === 'pptx') {
    const zip = await JSZip.loadAsync(file);
    const parts = Object.keys(zip.files).filter((n) => /^ppt\/(slides|notesSlides)\/[^/]+\.xml$/.test(n));
    return (await Promise.all(parts.map((n) => zip.file(n)!.async('string')))).join('\n');
  }
  const dir = mkdtempSync(join(tmpdir(), 'report-comments-'));
  writeFileSync(join(dir, 'report.pdf'), file);
  return execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
}

const formats = (pdfReady ? ['pptx', 'pdf'] : ['pptx']) as ('pdf' | 'pptx')[];

describe('the report\'s comments section (docs/reports.md "Comments")', () => {
  it.each(formats)(
    '%s: the themes and the first comments of the stable order, names masked — a hidden comment and a masked name never appear',
    async (format) => {
      const before = await firstComments(world.tokens.admin);
      const victim = before[0]!;
      const hidden = await hideComment(t, seeded, victim.id, world.tokens.admin, 'Megnevez valakit');
      expect([200, 404]).toContain(hidden.statusCode);
      const text = await reportText(world.tokens.userA, format);
      const examples = (await firstComments(world.tokens.userA)).slice(0, REPORT_COMMENT_EXAMPLES);
      expect(examples.map((c) => c.id)).not.toContain(victim.id);
      for (const example of examples) expect(text).toContain(`#w${writerOf(example.text)}#`);
      expect(text).toContain('[név]');
      expect(text).not.toContain(`#w${writerOf(victim.text)}#`);
      expect(text).not.toMatch(/Kovács|Anna/);
      // only the examples: no other comment of the population is quoted
      expect(text.match(/#w\d+#/g)?.length).toBeLessThanOrEqual(2 * REPORT_COMMENT_EXAMPLES);
      expect(text).toMatch(/fizetés/);
    },
    180_000,
  );

  it('a scoped viewer\'s report names no open question asked only of a worker group outside the scope (docs/reports.md "Scoped viewers")', async () => {
    const db = t.database.db;
    const officeQuestion = seeded.questions[ONE_GROUP_QUESTION]!;
    const asked = await db
      .selectFrom('questions as q')
      .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
      .select('g.worker_group_id')
      .where('q.id', '=', officeQuestion)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('worker_groups')
      .select('id')
      .where('account_id', '=', world.accountA.id)
      .where('id', '!=', asked.worker_group_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const viewer = await createUser(t, 'user', world.accountA.id, { name: 'Scoped Viewer' });
    const scoped = await t.call({
      method: 'PUT',
      url: `/api/users/${viewer.id}/scope`,
      token: world.tokens.admin,
      payload: { scope: { worker_group_ids: [other.id], demographies: [] } },
    });
    expect(scoped.statusCode, scoped.body).toBe(200);
    const title = 'Mit tenne az irodában?';
    // an unscoped user's report asks it, so its absence below is the scope's doing
    expect(await reportText(world.tokens.userA, 'pptx')).toContain(title);
    const text = await reportText(await tokenFor(t, viewer.id), 'pptx');
    expect(text).not.toContain(title);
    expect(text).toContain('Mit változtatna meg?');
  }, 180_000);

  it.each(formats)(
    '%s: a population below the comment threshold gets no comment and no theme, only the reason',
    async (format) => {
      const settings = (value: number | null) => setCommentThreshold(t, world.tokens.admin, value);
      expect((await settings(95)).statusCode).toBe(200);
      try {
        const text = await reportText(world.tokens.userA, format);
        expect(text).not.toMatch(/#w\d+#/);
        expect(text.replace(/\s+/g, ' ')).toContain('kevesebb mint 95 ember válaszolt');
      } finally {
        expect((await settings(null)).statusCode).toBe(200);
      }
    },
    180_000,
  );

  it('an answer filter leaves the comments out with its reason; a question whose comments users do not see is no part of it', async () => {
    const question = await t.database.db
      .selectFrom('questions as q')
      .innerJoin('question_groups as g', 'g.id', 'q.question_group_id')
      .select(['q.id'])
      .where('g.survey_date_id', '=', seeded.date.id)
      .where('q.is_open_ended', '=', false)
      .executeTakeFirstOrThrow();
    const filtered = await reportText(world.tokens.admin, 'pptx', {
      filters: [
        { type: 'answer', question_filters: [{ question_id: question.id, answers: [1, 2, 3, 4, 5] }] },
      ],
    });
    expect(filtered).not.toMatch(/#w\d+#/);
    expect(filtered).toContain('válaszra szűrt csoport megjegyzései nem mutathatók');
    await t.database.db
      .updateTable('questions')
      .set({ show_comments: false })
      .where('id', '=', seeded.questions[ONE_GROUP_QUESTION]!)
      .execute();
    const text = await reportText(world.tokens.admin, 'pptx');
    expect(text).not.toContain('Mit tenne az irodában?');
    expect(text).not.toContain('Az irodában jó');
  }, 180_000);
});
