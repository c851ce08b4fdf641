import { decodeToken, type EmbedLock, zEmbedLock } from '@pulzus/core';
import { jwtVerify } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { EMBED_TOKEN_CLOCK_SKEW_S, EMBED_TOKEN_MAX_LIFETIME_S } from './embed-token';
import {
  type EmbedKeyFixtureFields,
  INTRANET_ORIGIN,
  insertEmbedKeyFixture,
  signEmbedToken,
} from './embed.fixtures';
import { bootEmbedTestContext, withAccountDisabled } from './embed-test-setup';

const { t, world, newer, older, userGraph } = await bootEmbedTestContext();

type SigningKey = { id: number; key: string; signing_secret: string };
const signingKeyOf = async (accountId: number, createdBy: number, fields: EmbedKeyFixtureFields = {}) =>
  (await insertEmbedKeyFixture(t, accountId, createdBy, {
    graphs: ['commitment_total', 'total'],
    signing_secret: true,
    ...fields,
  })) as SigningKey;
const signingKeyOfA = (fields: EmbedKeyFixtureFields = {}) =>
  signingKeyOf(world.accountA.id, world.admin.id, fields);

const nowS = () => Math.floor(t.clock.now / 1000);
const commitmentTotal = (show = false, dates = [newer.id]) => ({
  type: 'commitment_total',
  query: { survey_dates: dates, show_satisfaction_index: show },
});
/** The claims an intranet's backend signs: the key id, the graph, its complete query, the controls left to the page. */
const claimsFor = (kid: number, change: object = {}) => ({
  kid,
  slug: 'commitment_total',
  params: commitmentTotal().query,
  controls: ['show_satisfaction_index'],
  iat: nowS(),
  exp: nowS() + 5 * 60,
  ...change,
});
const tokenFor = (key: SigningKey, change: object = {}) =>
  signEmbedToken(key.signing_secret, claimsFor(key.id, change));

let address = 0;
const exchange = (payload: object, origin: string | null = INTRANET_ORIGIN) => {
  address += 1;
  return t.call({
    method: 'POST',
    url: '/api/embed/session',
    payload,
    headers: origin ? { origin } : {},
    remoteAddress: `10.3.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
};
const sessionOf = async (token: string) => {
  const res = await exchange({ token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; lock: EmbedLock | null };
};
const embedGraph = (session: string, payload: object) =>
  t.call({
    method: 'POST',
    url: '/api/graph/data',
    token: session,
    headers: { origin: INTRANET_ORIGIN },
    payload,
  });
const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });
const TOKEN_INVALID = { status: 401, body: JSON.stringify({ error: { code: 'embed-token-invalid' } }) };

/** docs/embedding.md's signing code, run as the page shows it (docs/examples/embedding/README.md). */
const docExamples = new URL('../../../../../docs/examples/embedding/', import.meta.url);
type DocSigner = (claims: {
  keyId: number;
  secret: string;
  slug: string;
  params: object;
  controls?: string[];
}) => string;

// first in the file: the doc's signer reads the real clock, which later tests move the app's away from
describe("docs/embedding.md's signing code", () => {
  it('signs a token (sign-embed-token.mjs) that opens a session pinned to its query', async () => {
    const { signEmbedToken: signAsDocumented } = (await import(
      new URL('sign-embed-token.mjs', docExamples).href
    )) as {
      signEmbedToken: DocSigner;
    };
    const key = await signingKeyOfA();
    const { lock } = await sessionOf(
      signAsDocumented({
        keyId: key.id,
        secret: key.signing_secret,
        slug: 'commitment_total',
        params: commitmentTotal().query,
        controls: ['show_satisfaction_index'],
      }),
    );
    expect(lock).toEqual({
      slug: 'commitment_total',
      params: commitmentTotal().query,
      controls: ['show_satisfaction_index'],
    });
  });

  it("the page view's call (sign-embed-token-use.mjs) signs with the secret of the environment, key 12's claims", async () => {
    const secret = `pzs_${'x'.repeat(43)}`;
    vi.stubEnv('PULZUS_SIGNING_SECRET', secret);
    try {
      const { token } = (await import(new URL('sign-embed-token-use.mjs', docExamples).href)) as {
        token: string;
      };
      const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
      });
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload).toMatchObject({ kid: 12, slug: 'commitment_total' });
      expect((payload.exp as number) - (payload.iat as number)).toBeLessThanOrEqual(
        EMBED_TOKEN_MAX_LIFETIME_S,
      );
      expect(zEmbedLock.safeParse(payload).error).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a valid signed embed token (docs/embedding.md "Signed embed tokens")', () => {
  it('opens a 15-minute session of its key pinned to its query, drawn exactly as a user sees it', async () => {
    const key = await signingKeyOfA();
    const res = await exchange({ token: tokenFor(key) });
    expect(res.statusCode, res.body).toBe(200);
    const { token, lock } = res.json();
    expect(lock).toEqual({
      slug: 'commitment_total',
      params: commitmentTotal().query,
      controls: ['show_satisfaction_index'],
    });
    const claims = decodeToken(token);
    expect(claims).toMatchObject({ role: 'embed', uid: 0, aid: world.accountA.id });
    expect(claims.embed).toMatchObject({ id: key.id, graphs: ['commitment_total'] });
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
    const drawn = await embedGraph(token, commitmentTotal());
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json()).toEqual((await userGraph(commitmentTotal())).json());
  });

  it('keeps its pin as a locked key does: a locked control changed is 403, an allowed one is drawn', async () => {
    const { token } = await sessionOf(tokenFor(await signingKeyOfA()));
    expect((await embedGraph(token, commitmentTotal(true))).statusCode).toBe(200);
    expect(answer(await embedGraph(token, commitmentTotal(false, [older.id])))).toEqual({
      status: 403,
      body: JSON.stringify({ error: { code: 'embed-parameter-locked', control: 'survey_dates' } }),
    });
    // the token names one graph, whatever else its key allows
    const other = await embedGraph(token, {
      type: 'total',
      query: { survey_dates: [newer.id], filters: [] },
    });
    expect(answer(other)).toEqual({
      status: 403,
      body: JSON.stringify({ error: { code: 'embed-graph-not-allowed' } }),
    });
  });

  it('slides like any embed session: the refreshed X-SE-Token keeps the pin', async () => {
    const { token } = await sessionOf(tokenFor(await signingKeyOfA()));
    const first = await embedGraph(token, commitmentTotal());
    const fresh = String(first.headers['x-se-token']);
    expect((await embedGraph(fresh, commitmentTotal(false, [older.id]))).statusCode).toBe(403);
    expect((await embedGraph(fresh, commitmentTotal())).statusCode).toBe(200);
  });

  it('accepts kid as a string of digits, and a clock up to a minute ahead of the server', async () => {
    const key = await signingKeyOfA();
    expect((await exchange({ token: tokenFor(key, { kid: String(key.id) }) })).statusCode).toBe(200);
    const ahead = nowS() + EMBED_TOKEN_CLOCK_SKEW_S - 5;
    expect((await exchange({ token: tokenFor(key, { iat: ahead, exp: ahead + 60 }) })).statusCode).toBe(200);
  });

  it("narrows to its key's own pin: the controls both leave open; a token leaving the key's pin is refused", async () => {
    const keyLock = { slug: 'commitment_total', params: commitmentTotal().query, controls: [] } as EmbedLock;
    const key = await signingKeyOfA({ graphs: ['commitment_total'], lock: keyLock });
    const { token, lock } = await sessionOf(tokenFor(key));
    expect(lock?.controls).toEqual([]);
    expect((await embedGraph(token, commitmentTotal(true))).statusCode).toBe(403);
    const loosened = await exchange({
      token: tokenFor(key, { params: commitmentTotal(false, [older.id]).query }),
    });
    expect(answer(loosened)).toEqual({
      status: 403,
      body: JSON.stringify({ error: { code: 'embed-parameter-locked', control: 'survey_dates' } }),
    });
    const otherGraph = await exchange({
      token: tokenFor(key, {
        slug: 'total',
        params: { survey_dates: [newer.id], filters: [] },
        controls: [],
      }),
    });
    expect(answer(otherGraph)).toEqual({
      status: 403,
      body: JSON.stringify({ error: { code: 'embed-graph-not-allowed' } }),
    });
  });
});

describe('refused signed tokens: one 401 embed-token-invalid, nothing else said (docs/embedding.md)', () => {
  it('refuses an expired token, one living over ten minutes, and one issued in the future', async () => {
    const key = await signingKeyOfA();
    const past = nowS() - 20 * 60;
    const soon = nowS() + EMBED_TOKEN_MAX_LIFETIME_S;
    for (const change of [
      { iat: past, exp: past + 5 * 60 },
      { exp: soon + EMBED_TOKEN_CLOCK_SKEW_S + 60 },
      { iat: nowS() - 60, exp: nowS() + EMBED_TOKEN_MAX_LIFETIME_S },
      { iat: nowS() + 5 * 60, exp: nowS() + 6 * 60 },
    ]) {
      expect(answer(await exchange({ token: tokenFor(key, change) }))).toEqual(TOKEN_INVALID);
    }
    // the same token, fine now, is refused once its exp has passed
    const token = tokenFor(key);
    expect((await exchange({ token })).statusCode).toBe(200);
    t.clock.advance((5 * 60 + EMBED_TOKEN_CLOCK_SKEW_S + 1) * 1000);
    expect(answer(await exchange({ token }))).toEqual(TOKEN_INVALID);
  });

  it("refuses a wrong secret, another key's kid, tampered params, another algorithm and no signature", async () => {
    const key = await signingKeyOfA();
    const other = await signingKeyOfA();
    const good = tokenFor(key);
    const [header, , signature] = good.split('.');
    const tampered = Buffer.from(
      JSON.stringify(claimsFor(key.id, { params: commitmentTotal(false, [older.id]).query })),
    ).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claimsFor(key.id))).toString('base64url');
    for (const token of [
      signEmbedToken(`${key.signing_secret}x`, claimsFor(key.id)),
      signEmbedToken(other.signing_secret, claimsFor(key.id)),
      signEmbedToken(key.signing_secret, claimsFor(other.id)),
      `${header}.${tampered}.${signature}`,
      signEmbedToken(key.signing_secret, claimsFor(key.id), { alg: 'HS512', typ: 'JWT' }),
      `${none}.${body}.`,
      'not-a-token',
    ]) {
      expect(answer(await exchange({ token }))).toEqual(TOKEN_INVALID);
    }
  });

  it('refuses a token without kid, iat or exp, with a missing key, or with an incomplete query', async () => {
    const key = await signingKeyOfA();
    const without = (claim: string) => {
      const claims: Record<string, unknown> = claimsFor(key.id);
      delete claims[claim];
      return signEmbedToken(key.signing_secret, claims);
    };
    for (const token of [
      without('kid'),
      without('iat'),
      without('exp'),
      without('params'),
      tokenFor(key, { kid: 999_999 }),
      tokenFor(key, { params: { survey_dates: [newer.id] } }),
      tokenFor(key, { controls: ['filters'] }),
      tokenFor(key, { slug: 'participation_rate' }),
    ]) {
      expect(answer(await exchange({ token }))).toEqual(TOKEN_INVALID);
    }
  });

  it("refuses a revoked key's token, a disabled account's, a key's without a secret, and a foreign origin", async () => {
    const revoked = await signingKeyOfA();
    await t.call({ method: 'DELETE', url: `/api/embed-keys/${revoked.id}`, token: world.tokens.admin });
    const plain = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id);
    const ofB = await signingKeyOf(world.accountB.id, world.adminB.id);
    const good = await signingKeyOfA();
    const answers = [
      await exchange({ token: tokenFor(revoked) }),
      await exchange({ token: signEmbedToken(revoked.signing_secret, claimsFor(plain.id)) }),
      await exchange({ token: tokenFor(good) }, 'https://evil.example'),
      await exchange({ token: tokenFor(good) }, null),
    ];
    answers.push(await withAccountDisabled(t, world.accountB.id, () => exchange({ token: tokenFor(ofB) })));
    for (const res of answers) expect(answer(res)).toEqual(TOKEN_INVALID);
  });

  it("ends a running session at its next request once the key is revoked or its secret rotated, and refuses the old secret's tokens", async () => {
    const key = await signingKeyOfA();
    const { token: session } = await sessionOf(tokenFor(key));
    expect((await embedGraph(session, commitmentTotal())).statusCode).toBe(200);
    const rotated = await t.call({
      method: 'POST',
      url: `/api/embed-keys/${key.id}/signing-secret`,
      token: world.tokens.admin,
    });
    const secret = rotated.json().signing_secret as string;
    expect((await embedGraph(session, commitmentTotal())).statusCode).toBe(401);
    expect(answer(await exchange({ token: tokenFor(key) }))).toEqual(TOKEN_INVALID);
    const { token: renewed } = await sessionOf(tokenFor({ ...key, signing_secret: secret }));
    expect((await embedGraph(renewed, commitmentTotal())).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/api/embed-keys/${key.id}`, token: world.tokens.admin });
    expect((await embedGraph(renewed, commitmentTotal())).statusCode).toBe(401);
  });
});

describe('a key that draws through signed tokens only (docs/embedding.md)', () => {
  it('draws nothing with the bare key: 401 embed-token-required; its signed tokens work', async () => {
    const key = await signingKeyOfA({ require_signed_token: true });
    expect(answer(await exchange({ key: key.key }))).toEqual({
      status: 401,
      body: JSON.stringify({ error: { code: 'embed-token-required' } }),
    });
    const { token } = await sessionOf(tokenFor(key));
    expect((await embedGraph(token, commitmentTotal())).statusCode).toBe(200);
  });

  it('ends a bare-key session at its next request once the key is switched to signed tokens only', async () => {
    const key = await signingKeyOfA();
    const res = await exchange({ key: key.key });
    const session = res.json().token as string;
    expect((await embedGraph(session, commitmentTotal())).statusCode).toBe(200);
    const put = await t.call({
      method: 'PUT',
      url: `/api/embed-keys/${key.id}`,
      token: world.tokens.admin,
      payload: {
        name: 'Intranet',
        graphs: ['commitment_total', 'total'],
        origins: [INTRANET_ORIGIN],
        require_signed_token: true,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await embedGraph(session, commitmentTotal())).statusCode).toBe(401);
    expect((await exchange({ key: key.key })).json()).toEqual({ error: { code: 'embed-token-required' } });
  });
});

describe('signed tokens and tenancy', () => {
  it("a session of another account's token reads only that account: tenant A's survey date is the 404 of a missing one", async () => {
    const ofB = await signingKeyOf(world.accountB.id, world.adminB.id);
    const { token } = await sessionOf(tokenFor(ofB));
    expect(decodeToken(token).aid).toBe(world.accountB.id);
    expect(answer(await embedGraph(token, commitmentTotal()))).toEqual({
      status: 404,
      body: JSON.stringify({ error: { code: 'not-found' } }),
    });
  });

  it("tenant A's secret cannot sign for tenant B's key, nor B's for A's", async () => {
    const ofA = await signingKeyOfA();
    const ofB = await signingKeyOf(world.accountB.id, world.adminB.id);
    for (const token of [
      signEmbedToken(ofA.signing_secret, claimsFor(ofB.id)),
      signEmbedToken(ofB.signing_secret, claimsFor(ofA.id)),
    ]) {
      expect(answer(await exchange({ token }))).toEqual(TOKEN_INVALID);
    }
  });
});
