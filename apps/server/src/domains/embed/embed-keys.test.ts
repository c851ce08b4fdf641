import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { createTokenSealer, sealingKey } from '../../services/token-seal';
import { createLoneTenant } from '../survey-dates/survey-dates.fixtures';
import { signingSecretSealer } from './embed-secret';

const { t, world } = await bootTenantsApp();

const create = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/embed-keys', payload, token });
const list = (token: string) => t.call({ method: 'GET', url: '/api/embed-keys', token });
const revoke = (token: string, id: number) =>
  t.call({ method: 'DELETE', url: `/api/embed-keys/${id}`, token });
const update = (token: string, id: number, payload: object) =>
  t.call({ method: 'PUT', url: `/api/embed-keys/${id}`, payload, token });
const rotate = (token: string, id: number) =>
  t.call({ method: 'POST', url: `/api/embed-keys/${id}/signing-secret`, token });
const storedKeys = (accountId: number) =>
  t.database.db.selectFrom('embed_keys').selectAll().where('account_id', '=', accountId).execute();
const valid = {
  name: 'HR intranet',
  graphs: ['commitment_total', 'total'],
  origins: ['https://intra.example'],
};

describe('embed keys: creating one', () => {
  it('shows the key once: pze_ + 32 random bytes in the answer, never in the list, stored only as its SHA-256 digest', async () => {
    const lone = await createLoneTenant(t);
    const res = await create(lone.tokens.admin, valid);
    expect(res.statusCode).toBe(200);
    const { id, key } = res.json() as { id: number; key: string };
    expect(key).toMatch(/^pze_[A-Za-z0-9_-]{43}$/);

    const listed = await list(lone.tokens.admin);
    expect(listed.body).not.toContain(key);
    expect(listed.json()).toEqual({
      embed_keys: [
        {
          id,
          name: 'HR intranet',
          graphs: ['commitment_total', 'total'],
          origins: ['https://intra.example'],
          lock: null,
          require_signed_token: false,
          has_signing_secret: false,
          allows_comments: false,
          created_at: new Date(t.clock.now).toISOString(),
          last_used_at: null,
          revoked_at: null,
        },
      ],
    });
    const [row] = await storedKeys(lone.account.id);
    expect(row?.key_digest).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));
  });

  it('gives every key a different secret', async () => {
    const lone = await createLoneTenant(t);
    const first = (await create(lone.tokens.admin, valid)).json().key;
    const second = (await create(lone.tokens.admin, valid)).json().key;
    expect(first).not.toBe(second);
  });

  it('stores the origins as a browser sends them (lower case, no default port, no trailing slash)', async () => {
    const lone = await createLoneTenant(t);
    await create(lone.tokens.admin, {
      ...valid,
      origins: ['HTTPS://Intra.Example:443/', 'http://127.0.0.1:4020'],
    });
    expect((await list(lone.tokens.admin)).json().embed_keys[0].origins).toEqual([
      'https://intra.example',
      'http://127.0.0.1:4020',
    ]);
  });

  it.each([
    ['an origin with a path', { origins: ['https://intra.example/hr'] }],
    ['a wildcard origin', { origins: ['https://*.example'] }],
    ['no origin', { origins: [] }],
    ['no graph', { graphs: [] }],
    ['an unknown graph', { graphs: ['engagement-index'] }],
    ['a blank name', { name: '  ' }],
  ])('refuses %s with validation-failed and stores nothing', async (_what, change) => {
    const lone = await createLoneTenant(t);
    const res = await create(lone.tokens.admin, { ...valid, ...change });
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
      status: 400,
      code: 'validation-failed',
    });
    expect(await storedKeys(lone.account.id)).toEqual([]);
  });
});

describe('embed keys: who manages them (spec 1 §6, tenancy)', () => {
  it('a non-admin user gets 403 on list, create, change, secret rotation and revoke, and nothing changes', async () => {
    const key = (await create(world.tokens.admin, { ...valid, signing_secret: true })).json();
    const before = await storedKeys(world.accountA.id);
    for (const token of [world.tokens.userA, world.tokens.demoA]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await create(token, valid)).statusCode).toBe(403);
      expect((await update(token, key.id, { ...valid, name: 'Taken over' })).statusCode).toBe(403);
      const rotated = await rotate(token, key.id);
      expect(rotated.statusCode).toBe(403);
      expect(rotated.body).not.toContain('pzs_');
      expect((await revoke(token, key.id)).statusCode).toBe(403);
    }
    expect(await storedKeys(world.accountA.id)).toEqual(before);
  });

  it("another tenant's admin neither changes the key nor rotates its secret: the same 404 as a missing id", async () => {
    const key = (await create(world.tokens.admin, { ...valid, signing_secret: true })).json();
    const before = await storedKeys(world.accountA.id);
    for (const res of [
      await update(world.tokens.adminB, key.id, { ...valid, name: 'Taken over' }),
      await rotate(world.tokens.adminB, key.id),
      await rotate(world.tokens.adminB, 999_999),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: { code: 'not-found' } },
      });
    }
    expect(await storedKeys(world.accountA.id)).toEqual(before);
  });

  it("another tenant's admin neither sees nor revokes the key: the same 404 as a missing id", async () => {
    const key = (await create(world.tokens.admin, valid)).json();
    const listed = (await list(world.tokens.adminB)).json().embed_keys as { id: number }[];
    expect(listed.map((k) => k.id)).not.toContain(key.id);
    const res = await revoke(world.tokens.adminB, key.id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
    expect((await revoke(world.tokens.adminB, 999_999)).json()).toEqual({ error: { code: 'not-found' } });
    const mine = (await list(world.tokens.admin)).json().embed_keys as { id: number; revoked_at: null }[];
    expect(mine.find((k) => k.id === key.id)?.revoked_at).toBeNull();
  });
});

describe('embed keys: revoking', () => {
  it('marks the key revoked at once; revoking again keeps the first time', async () => {
    const lone = await createLoneTenant(t);
    const { id } = (await create(lone.tokens.admin, valid)).json();
    const first = new Date(t.clock.now).toISOString();
    expect((await revoke(lone.tokens.admin, id)).json()).toEqual({ status: 'ok' });
    t.clock.advance(60_000);
    expect((await revoke(lone.tokens.admin, id)).statusCode).toBe(200);
    expect((await list(lone.tokens.admin)).json().embed_keys[0].revoked_at).toBe(first);
  });
});

const lock = (surveyDates: number[] = [3]) => ({
  slug: 'commitment_total',
  params: { survey_dates: surveyDates, show_satisfaction_index: false },
  controls: ['show_satisfaction_index'],
});
const pinned = { ...valid, graphs: ['commitment_total'], lock: lock() };
const sealedSecretOf = async (id: number) =>
  (await t.database.db.selectFrom('embed_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
    .signing_secret_sealed;

describe('embed keys: pinned queries (docs/embedding.md "Locked parameters")', () => {
  it('stores and lists the pinned query with the controls left to the page', async () => {
    const lone = await createLoneTenant(t);
    const res = await create(lone.tokens.admin, pinned);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(lone.tokens.admin)).json().embed_keys[0]).toMatchObject({
      graphs: ['commitment_total'],
      lock: lock(),
      require_signed_token: false,
      has_signing_secret: false,
    });
  });

  it.each([
    ['a pin of another graph than the key shows', { ...pinned, graphs: ['total'] }],
    ['a pinned key with a second graph', { ...pinned, graphs: ['commitment_total', 'total'] }],
    ['an incomplete pinned query', { ...pinned, lock: { ...lock(), params: { survey_dates: [3] } } }],
    ['a control the graph has not', { ...pinned, lock: { ...lock(), controls: ['filters'] } }],
    ['an unknown control', { ...pinned, lock: { ...lock(), controls: ['lang'] } }],
    ['tokens only without a signing secret', { ...valid, require_signed_token: true }],
  ])('refuses %s with validation-failed and stores nothing', async (_what, payload) => {
    const lone = await createLoneTenant(t);
    const res = await create(lone.tokens.admin, payload);
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
      status: 400,
      code: 'validation-failed',
    });
    expect(await storedKeys(lone.account.id)).toEqual([]);
  });

  it('PUT changes name, graphs, origins, the pin and the tokens-only flag; the key and its secret stay', async () => {
    const lone = await createLoneTenant(t);
    const { id } = (await create(lone.tokens.admin, { ...valid, signing_secret: true })).json();
    const [before] = await storedKeys(lone.account.id);
    const res = await update(lone.tokens.admin, id, {
      ...pinned,
      name: 'Pinned',
      origins: ['https://other.example'],
      require_signed_token: true,
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await list(lone.tokens.admin)).json().embed_keys[0]).toMatchObject({
      name: 'Pinned',
      graphs: ['commitment_total'],
      origins: ['https://other.example'],
      lock: lock(),
      require_signed_token: true,
      has_signing_secret: true,
    });
    const [after] = await storedKeys(lone.account.id);
    expect(after?.key_digest).toBe(before?.key_digest);
    expect(after?.signing_secret_sealed).toBe(before?.signing_secret_sealed);
    // and back: nothing pinned
    await update(lone.tokens.admin, id, valid);
    expect((await list(lone.tokens.admin)).json().embed_keys[0]).toMatchObject({
      lock: null,
      require_signed_token: false,
    });
  });

  it('PUT refuses tokens only for a key without a signing secret, and a revoked key is 404', async () => {
    const lone = await createLoneTenant(t);
    const { id } = (await create(lone.tokens.admin, valid)).json();
    const res = await update(lone.tokens.admin, id, { ...valid, require_signed_token: true });
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
      status: 400,
      code: 'validation-failed',
    });
    expect((await list(lone.tokens.admin)).json().embed_keys[0].require_signed_token).toBe(false);
    await revoke(lone.tokens.admin, id);
    expect((await update(lone.tokens.admin, id, valid)).statusCode).toBe(404);
  });
});

describe('embed keys: signing secrets (docs/embedding.md "Signed embed tokens")', () => {
  it('shows the secret once at creation: pzs_ + 32 random bytes, stored sealed (AES-256-GCM), never listed', async () => {
    const lone = await createLoneTenant(t);
    const res = await create(lone.tokens.admin, { ...valid, signing_secret: true });
    const { id, key, signing_secret } = res.json() as { id: number; key: string; signing_secret: string };
    expect(signing_secret).toMatch(/^pzs_[A-Za-z0-9_-]{43}$/);
    expect(signing_secret.slice(4)).not.toBe(key.slice(4));
    const listed = await list(lone.tokens.admin);
    expect(listed.body).not.toContain(signing_secret.slice(4));
    expect(listed.json().embed_keys[0].has_signing_secret).toBe(true);
    const sealed = await sealedSecretOf(id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(signing_secret.slice(4));
    expect(signingSecretSealer(t.app.env).open(sealed ?? '')).toBe(signing_secret);
    // a key created without one has none, and says so
    const plain = (await create(lone.tokens.admin, valid)).json();
    expect(plain.signing_secret).toBeUndefined();
    expect(await sealedSecretOf(plain.id)).toBeNull();
  });

  it('a sealed secret opens only under the sealing key of its own purpose, not as a provider token', async () => {
    const sealed = signingSecretSealer(t.app.env).seal('pzs_x');
    expect(() => createTokenSealer(sealingKey(t.app.env)).open(sealed)).toThrow();
  });

  it('rotating answers a new secret once and replaces the stored one; a revoked key is 404', async () => {
    const lone = await createLoneTenant(t);
    const { id, signing_secret: first } = (
      await create(lone.tokens.admin, { ...valid, signing_secret: true })
    ).json();
    const res = await rotate(lone.tokens.admin, id);
    expect(res.statusCode).toBe(200);
    const second = res.json().signing_secret as string;
    expect(second).toMatch(/^pzs_[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(signingSecretSealer(t.app.env).open((await sealedSecretOf(id)) ?? '')).toBe(second);
    const [row] = await storedKeys(lone.account.id);
    expect(row?.signing_secret_version).toBe(1);
    // a key without a secret gets its first one the same way
    const plain = (await create(lone.tokens.admin, valid)).json();
    expect((await rotate(lone.tokens.admin, plain.id)).json().signing_secret).toMatch(/^pzs_/);
    await revoke(lone.tokens.admin, id);
    expect((await rotate(lone.tokens.admin, id)).statusCode).toBe(404);
  });
});
