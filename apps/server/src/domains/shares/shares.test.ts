import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants, createUser, tokenFor } from '../../test/fixtures';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createSurveyDate } from '../survey-dates/survey-dates.fixtures';
import { shareServicesOf } from './shares.routes';

/**
 * Sharing a published date with scoped users (docs/api.md "Sharing a date"), over a real SMTP conversation with the
 * repository's sink, which refuses one address at RCPT TO like an unknown mailbox.
 */
const REFUSED = 'nincs-ilyen@example.test';
let sink: SmtpSink;
let t: TestApp;
let w: Awaited<ReturnType<typeof createTenants>>;

beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (address) => address === REFUSED });
  t = await buildTestApp({ SMTP_URL: sink.url, SHARE_MAILS_PER_MINUTE: '600' });
  w = await createTenants(t);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let serial = 0;
/** A user of account A with a worker group scope, in a language (1 hu, 2 en). */
async function scopedPerson(languageId: 1 | 2, email?: string) {
  const n = ++serial;
  const person = await createUser(t, 'user', w.accountA.id, {
    name: `Vezető ${n}`,
    email: email ?? `vezeto${n}@example.test`,
    languageId,
  });
  const group = await t.database.db
    .insertInto('worker_groups')
    .values({ account_id: w.accountA.id, name: `Csoport ${n}`, code: `csoport-share-${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('user_scopes')
    .values({
      user_id: person.id,
      account_id: w.accountA.id,
      scope: JSON.stringify({ worker_group_ids: [group.id], demographies: [] }),
    })
    .execute();
  return person;
}

const share = (dateId: number, payload: object, token = w.tokens.admin) =>
  t.call({ method: 'POST', url: `/api/survey-dates/${dateId}/shares`, payload, token });
const shares = async (dateId: number) =>
  (await t.call({ method: 'GET', url: `/api/survey-dates/${dateId}/shares`, token: w.tokens.admin })).json();
const mailsTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));
const linkIn = (text: string) => /http:\/\/localhost:3000\/welcome\?share=([\w-]+)/.exec(text);
/** Sends what the queue holds, as a worker would. */
const send = () => shareServicesOf(t.app).drain();

describe('a share mails each chosen scoped user in their own language (docs/api.md "Sharing a date")', () => {
  it('sends every recipient their mail over SMTP, Hungarian or English, with their own results link', async () => {
    const hu = await scopedPerson(1);
    const en = await scopedPerson(2);
    const date = await createSurveyDate(t, w.accountA.id, { published: true, date: '2031-03-01' });
    const res = await share(date.id, { user_ids: [hu.id, en.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ queued: 2, skipped: 0 });
    // queued until a worker sends them
    const before = await shares(date.id);
    expect(before.shares[0].recipients.map((r: { status: string }) => r.status)).toEqual([
      'queued',
      'queued',
    ]);
    await send();
    const [huMail] = mailsTo(hu.email);
    const [enMail] = mailsTo(en.email);
    expect(huMail?.text).toContain('Kedves Vezető');
    expect(huMail?.text).toContain('2031. március');
    expect(enMail?.text).toContain('Dear Vezető');
    expect(enMail?.text).toContain('March 2031');
    const huLink = linkIn(huMail?.text ?? '')?.[1];
    const enLink = linkIn(enMail?.text ?? '')?.[1];
    expect(huLink).toBeTruthy();
    expect(enLink).toBeTruthy();
    expect(huLink).not.toBe(enLink);
    // without the report option, no report line
    expect(huMail?.text).not.toContain('report=pdf');
    expect(huMail?.text).not.toContain('{{report_link}}');
    const after = await shares(date.id);
    expect(after.shares[0].recipients.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
  });

  it('carries the report link when the admin asks for it', async () => {
    const person = await scopedPerson(2);
    const date = await createSurveyDate(t, w.accountA.id, { published: true });
    await share(date.id, { user_ids: [person.id], include_report: true });
    await send();
    const text = mailsTo(person.email)[0]?.text ?? '';
    expect(text).toMatch(/PDF report.*\/welcome\?share=[\w-]+&report=pdf/);
  });

  it('shares with every scoped user of the account when none are listed, never an unscoped one', async () => {
    const date = await createSurveyDate(t, w.accountA.id, { published: true });
    const res = await share(date.id, {});
    const listed = await shares(date.id);
    const ids = listed.shares[0].recipients.map((r: { user_id: number }) => r.user_id);
    expect(res.json().queued).toBe(listed.candidates.length);
    expect(ids).not.toContain(w.userA.id);
    expect(ids).not.toContain(w.userB.id);
  });
});

describe('one failing address does not stop the others', () => {
  it('marks the refused address failed with the SMTP reply code and sends the rest', async () => {
    const first = await scopedPerson(1);
    const refused = await scopedPerson(1, REFUSED);
    const last = await scopedPerson(2);
    const date = await createSurveyDate(t, w.accountA.id, { published: true });
    await share(date.id, { user_ids: [first.id, refused.id, last.id] });
    await send();
    expect(mailsTo(first.email)).toHaveLength(1);
    expect(mailsTo(last.email)).toHaveLength(1);
    expect(mailsTo(REFUSED)).toHaveLength(0);
    const recipients = (await shares(date.id)).shares[0].recipients as {
      user_id: number;
      status: string;
      smtp_code: number | null;
      failure: string | null;
    }[];
    const byUser = new Map(recipients.map((r) => [r.user_id, r]));
    expect(byUser.get(refused.id)).toMatchObject({ status: 'failed', smtp_code: 550, failure: 'refused' });
    expect(byUser.get(first.id)).toMatchObject({ status: 'sent', smtp_code: null, failure: null });
    expect(byUser.get(last.id)?.status).toBe('sent');
  });
});

describe('re-sharing the same date', () => {
  it('mails only the people not reached yet, and everyone again only with resend', async () => {
    const a = await scopedPerson(1);
    const b = await scopedPerson(1);
    const date = await createSurveyDate(t, w.accountA.id, { published: true });
    await share(date.id, { user_ids: [a.id] });
    await send();
    const again = await share(date.id, { user_ids: [a.id, b.id] });
    expect(again.json()).toMatchObject({ queued: 1, skipped: 1 });
    await send();
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(mailsTo(b.email)).toHaveLength(1);
    const nothing = await share(date.id, { user_ids: [a.id, b.id] });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ error: { code: 'share-already-sent' } });
    const resent = await share(date.id, { user_ids: [a.id, b.id], resend: true });
    expect(resent.json()).toMatchObject({ queued: 2, skipped: 0 });
    await send();
    expect(mailsTo(a.email)).toHaveLength(2);
    expect(mailsTo(b.email)).toHaveLength(2);
    expect((await shares(date.id)).shares).toHaveLength(3);
  });
});

describe('bad shares change nothing', () => {
  it('refuses an unpublished date with survey-date-not-published', async () => {
    const person = await scopedPerson(1);
    const date = await createSurveyDate(t, w.accountA.id, { published: false });
    const res = await share(date.id, { user_ids: [person.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'survey-date-not-published' } });
    expect((await shares(date.id)).shares).toEqual([]);
  });

  it('refuses an unscoped user or another account’s user, naming user_ids', async () => {
    const person = await scopedPerson(1);
    const date = await createSurveyDate(t, w.accountA.id, { published: true });
    for (const other of [w.userA.id, w.userB.id]) {
      const res = await share(date.id, { user_ids: [person.id, other] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[0].path).toBe('user_ids');
    }
    expect((await shares(date.id)).shares).toEqual([]);
  });
});

describe('the per-account sending rate', () => {
  it('sends at most the rate per minute, waiting for the minute to pass', async () => {
    const slow = await buildTestApp({ SMTP_URL: sink.url, SHARE_MAILS_PER_MINUTE: '2' });
    try {
      const world = await createTenants(slow);
      const people = [];
      for (let i = 0; i < 3; i++) {
        const person = await createUser(slow, 'user', world.accountA.id, { email: `lassu${i}@example.test` });
        await slow.database.db
          .insertInto('user_scopes')
          .values({
            user_id: person.id,
            account_id: world.accountA.id,
            scope: JSON.stringify({ worker_group_ids: [], demographies: [{ code: 'x', answers: ['y'] }] }),
          })
          .execute();
        people.push(person);
      }
      const date = await createSurveyDate(slow, world.accountA.id, { published: true });
      await slow.call({
        method: 'POST',
        url: `/api/survey-dates/${date.id}/shares`,
        payload: {},
        token: world.tokens.admin,
      });
      const waits: number[] = [];
      // the queue's clock moves by the wait instead of the test sleeping it
      await shareServicesOf(slow.app).drain({
        sleep: async (ms) => {
          waits.push(ms);
          slow.clock.advance(ms);
        },
      });
      const rows = await slow.database.db
        .selectFrom('survey_date_share_recipients')
        .select(['status', 'attempted_at'])
        .where('survey_date_id', '=', date.id)
        .orderBy('attempted_at')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
      const times = rows.map((r) => new Date(r.attempted_at!).getTime());
      expect(waits.length).toBeGreaterThan(0);
      expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(60_000);
    } finally {
      await slow.close();
    }
  }, 90_000);
});

describe('opening the link (the signed-in recipient only)', () => {
  it('marks the recipient opened on their own signed-in visit; the token alone signs nobody in', async () => {
    const person = await scopedPerson(1);
    const other = await scopedPerson(1);
    const date = await createSurveyDate(t, w.accountA.id, { published: true });
    await share(date.id, { user_ids: [person.id, other.id], include_report: true });
    await send();
    const token = linkIn(mailsTo(person.email)[0]?.text ?? '')?.[1] ?? '';
    const open = (bearer: string | null) =>
      t.call({ method: 'POST', url: '/api/survey-date-shares/open', payload: { token }, token: bearer });
    // without a session the token is worth nothing
    expect((await open(null)).statusCode).toBe(401);
    // another scoped user of the same account, the account's admin, another tenant's user: the same 404
    for (const bearer of [await tokenFor(t, other.id), w.tokens.admin, w.tokens.userB]) {
      const res = await open(bearer);
      expect(res.json()).toEqual({ error: { code: 'not-found' } });
    }
    const statusOf = async () =>
      (await shares(date.id)).shares[0].recipients.find((r: { user_id: number }) => r.user_id === person.id);
    expect((await statusOf()).status).toBe('sent');
    const mine = await open(await tokenFor(t, person.id));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      survey_date_id: date.id,
      date: date.date.slice(0, 10),
      include_report: true,
    });
    expect(await statusOf()).toMatchObject({ status: 'opened' });
    expect((await statusOf()).opened_at).not.toBeNull();
  });
});

describe('every share is in the audit log', () => {
  it('records who shared which date with how many', async () => {
    const person = await scopedPerson(1);
    const date = await createSurveyDate(t, w.accountA.id, { published: true });
    const { id } = (await share(date.id, { user_ids: [person.id], include_report: true })).json();
    const rows = await t.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'survey-date-shared')
      .where('subject_id', '=', date.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      account_id: w.accountA.id,
      actor_id: w.admin.id,
      subject_type: 'survey-date',
    });
    expect(rows[0]?.detail).toBe(`share ${id}: 1 queued, 0 already reached; report yes; resend no`);
    // a refused share is no share: nothing recorded
    await share(date.id, { user_ids: [person.id] });
    const after = await t.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'survey-date-shared')
      .where('subject_id', '=', date.id)
      .execute();
    expect(after).toHaveLength(1);
  });
});
