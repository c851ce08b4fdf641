import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createUser, tokenFor, bootTenantsApp } from '../../test/fixtures';
import { sendPasswordEmail } from '../auth/auth.service';
import { renderTemplate } from './render';

const { t, world } = await bootTenantsApp();

interface Template {
  id: number;
  name: string;
  slug: string;
  subject: string;
  sender_name: string;
  sender_email: string;
  content: string;
}

async function list(token: string): Promise<Template[]> {
  const res = await t.call({ method: 'GET', url: '/api/email-templates', token });
  expect(res.statusCode).toBe(200);
  return res.json().email_templates;
}

const edit = (template: Template, changes: Partial<Template>) => ({
  name: template.name,
  slug: template.slug,
  subject: template.subject,
  content: template.content,
  sender_name: template.sender_name,
  sender_email: template.sender_email,
  ...changes,
});

const update = (id: number, payload: object, token: string) =>
  t.call({ method: 'POST', url: `/api/email-templates/${id}`, payload, token });

/** An admin token without a session account. */
const noAccountToken = () => tokenFor(t, world.admin.id, null);

describe('e-mail templates seeded (spec 1 §7 email_template)', () => {
  it('has uj-jelszo, elfelejtett-jelszo and eredmenyek-megosztasa in Hungarian and English with the link and name placeholders', async () => {
    const templates = await list(await noAccountToken());
    expect(templates.map((x) => x.slug).sort()).toEqual([
      'elfelejtett-jelszo',
      'elfelejtett-jelszo',
      'eredmenyek-megosztasa',
      'eredmenyek-megosztasa',
      'uj-jelszo',
      'uj-jelszo',
    ]);
    for (const template of templates) {
      expect(template.content).toContain('{{link}}');
      expect(template.content).toContain('{{name}}');
      expect(template.sender_email).toBe('noreply@pulzus.hu');
    }
    expect(templates.map((x) => x.name)).toContain('Elfelejtett jelszó (magyar)');
    expect(templates.map((x) => x.name)).toContain('Forgotten password (English)');
  });
});

describe('e-mail template list and edit (spec 2 §2, §7)', () => {
  it("lists the session account's languages only", async () => {
    const inB = await list(await tokenFor(t, world.adminB.id));
    expect(inB.map((x) => x.name).sort()).toEqual([
      'Elfelejtett jelszó (magyar)',
      'Eredmények megosztása (magyar)',
      'Új jelszó (magyar)',
    ]);
  });

  it("saves an account's own copy, leaving the default and other accounts untouched", async () => {
    const adminA = await tokenFor(t, world.admin.id, world.accountA.id);
    const before = await list(adminA);
    const reset = before.find((x) => x.slug === 'elfelejtett-jelszo' && x.name.includes('magyar'));
    if (!reset) throw new Error('seeded template missing');
    const res = await update(
      reset.id,
      edit(reset, { subject: 'Alfa jelszó', sender_email: ' hr@alfa.example ', name: 'Renamed' }),
      adminA,
    );
    expect(res.json()).toEqual({ status: 'ok' });

    const after = await list(adminA);
    const own = after.find((x) => x.slug === 'elfelejtett-jelszo' && x.name === reset.name);
    expect(own).toMatchObject({ subject: 'Alfa jelszó', sender_email: 'hr@alfa.example', name: reset.name });
    expect(own?.id).not.toBe(reset.id);
    expect(after).toHaveLength(before.length);

    const defaults = await list(await noAccountToken());
    expect(defaults.find((x) => x.id === reset.id)?.subject).toBe(reset.subject);
    const inB = await list(await tokenFor(t, world.adminB.id));
    expect(inB.find((x) => x.id === reset.id)?.subject).toBe(reset.subject);

    // saving the account's copy again updates it in place
    if (!own) throw new Error('own copy missing');
    await update(own.id, edit(own, { subject: 'Alfa jelszó 2' }), adminA);
    expect((await list(adminA)).find((x) => x.id === own.id)?.subject).toBe('Alfa jelszó 2');

    // tenant B's admin cannot edit A's copy: the same 404 as a missing id
    const other = await update(own.id, edit(own, { subject: 'B' }), await tokenFor(t, world.adminB.id));
    expect(other.json()).toEqual({ error: { code: 'not-found' } });
    const missing = await update(999999, edit(own, {}), adminA);
    expect(missing.json()).toEqual({ error: { code: 'not-found' } });
  });

  it('edits the defaults without a session account', async () => {
    const token = await noAccountToken();
    const first = (await list(token)).find((x) => x.slug === 'uj-jelszo' && x.name.includes('English'));
    if (!first) throw new Error('seeded template missing');
    await update(first.id, edit(first, { sender_name: 'Pulzus HR' }), token);
    expect((await list(token)).find((x) => x.id === first.id)?.sender_name).toBe('Pulzus HR');
  });

  it('validates the sender e-mail and requires the link placeholder, changing nothing', async () => {
    const token = await noAccountToken();
    const template = (await list(token))[0];
    if (!template) throw new Error('seeded template missing');
    const badEmail = await update(template.id, edit(template, { sender_email: 'not-an-email' }), token);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toMatchObject({
      code: 'validation-failed',
      fields: [{ path: 'sender_email' }],
    });
    const noLink = await update(template.id, edit(template, { content: 'Kedves {{name}}!' }), token);
    expect(noLink.json().error).toMatchObject({ code: 'validation-failed', fields: [{ path: 'content' }] });
    const empty = await update(template.id, edit(template, { subject: ' ' }), token);
    expect(empty.json().error.code).toBe('validation-failed');
    expect((await list(token)).find((x) => x.id === template.id)).toEqual(template);
  });

  it('answers 403 to users', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/email-templates',
      token: await tokenFor(t, world.userA.id),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('template rendering (spec 1 §7)', () => {
  it('fills name and link, with or without spaces in the braces, and leaves other text', () => {
    expect(renderTemplate('Hi {{name}}, {{ link }} {{other}}', { name: 'Ann', link: 'http://x/y?a=1' })).toBe(
      'Hi Ann, http://x/y?a=1 {{other}}',
    );
  });
});

describe('mail without SMTP_URL: outbox and log (architecture.md)', () => {
  function stubApp(nodeEnv: 'production' | 'development') {
    const info = vi.fn();
    const app = {
      env: { ...t.app.env, NODE_ENV: nodeEnv, SMTP_URL: undefined },
      database: t.database,
      now: t.app.now,
      log: { info, error: vi.fn() },
    } as unknown as FastifyInstance;
    return { app, info };
  }

  it("writes the mail to the outbox in the account's own template and logs no hash in production", async () => {
    const user = await createUser(t, 'user', world.accountA.id, { name: 'Outbox Olga' });
    const adminA = await tokenFor(t, world.admin.id, world.accountA.id);
    const reset = (await list(adminA)).find(
      (x) => x.slug === 'elfelejtett-jelszo' && x.name.includes('magyar'),
    );
    if (!reset) throw new Error('template missing');
    await update(reset.id, edit(reset, { subject: 'Outbox tárgy', sender_email: 'hr@alfa.example' }), adminA);
    const { app, info } = stubApp('production');
    await sendPasswordEmail(app, user.id, 'elfelejtett-jelszo');
    const row = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(world.accountA.id);
    expect(row.subject).toBe('Outbox tárgy');
    expect(row.from_address).toBe('Pulzus <hr@alfa.example>');
    expect(row.body).toContain('Kedves Outbox Olga!');
    const hash = /hash=([\w-]+)/.exec(row.body)?.[1];
    expect(hash).toBeTruthy();
    expect(info).toHaveBeenCalled();
    expect(JSON.stringify(info.mock.calls)).not.toContain(hash);
  });

  it('prints the set-password link in development', async () => {
    const user = await createUser(t, 'user', world.accountB.id, { password: null });
    const { app, info } = stubApp('development');
    await sendPasswordEmail(app, user.id, 'uj-jelszo');
    const row = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    const link = /(http:\/\/\S+)/.exec(row.body)?.[1];
    expect(link).toContain('/new-password?uid=');
    expect(JSON.stringify(info.mock.calls)).toContain(JSON.stringify(link));
  });
});
