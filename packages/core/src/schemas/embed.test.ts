import { describe, expect, it } from 'vitest';
import { readTokenClaims } from '../session/decode-token';
import {
  EMBED_CONTROL_OF_FIELD,
  embedControlsOf,
  graphQueryFields,
  zEmbedKeyCreatePayload,
  zEmbedKeyUpdatePayload,
  zEmbedLock,
  zEmbedSessionPayload,
} from './embed';
import { CHART_GRAPH_SLUGS } from './graph-query';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (payload: object) =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.sig`;

describe('POST embed-keys payload', () => {
  it('normalises the origins and trims the name', () => {
    const parsed = zEmbedKeyCreatePayload.parse({
      name: '  HR  ',
      graphs: ['total', 'commitment_total'],
      origins: ['HTTPS://Intranet.Example.com/', 'http://127.0.0.1:4020'],
    });
    expect(parsed).toEqual({
      name: 'HR',
      graphs: ['total', 'commitment_total'],
      origins: ['https://intranet.example.com', 'http://127.0.0.1:4020'],
      lock: null,
      require_signed_token: false,
      signing_secret: false,
      allows_comments: false,
    });
  });

  it.each([
    ['no graph', { graphs: [] }],
    ['an unknown graph', { graphs: ['nope'] }],
    ['a repeated graph', { graphs: ['total', 'total'] }],
    ['no origin', { origins: [] }],
    ['an origin with a path', { origins: ['https://intranet.example.com/hr'] }],
    ['a wildcard origin', { origins: ['https://*.example.com'] }],
    ['an origin repeated after normalising', { origins: ['https://a.example', 'https://A.example:443'] }],
    ['21 origins', { origins: Array.from({ length: 21 }, (_, i) => `https://h${i}.example`) }],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
  ])('refuses %s', (_what, change) => {
    const payload = { name: 'HR', graphs: ['total'], origins: ['https://a.example'], ...change };
    expect(zEmbedKeyCreatePayload.safeParse(payload).success).toBe(false);
  });
});

describe('POST embed/session payload', () => {
  it('takes the key and an optional hu/en language', () => {
    expect(zEmbedSessionPayload.safeParse({ key: 'pze_x' }).success).toBe(true);
    expect(zEmbedSessionPayload.safeParse({ key: 'pze_x', lang: 'en' }).success).toBe(true);
    expect(zEmbedSessionPayload.safeParse({ key: 'pze_x', lang: 'de' }).success).toBe(false);
    expect(zEmbedSessionPayload.safeParse({ key: '' }).success).toBe(false);
  });
});

describe('embed session token claims', () => {
  const claims = {
    nickname: 'HR',
    role: 'embed',
    uid: 0,
    aid: 3,
    an: 'Acme',
    lang_id: 1,
    lang_code: 'hu',
    iat: 1,
    exp: 2,
  };

  it('reads the optional embed claim: key id and graphs', () => {
    expect(readTokenClaims(tokenOf({ ...claims, embed: { id: 4, graphs: ['total'] } }))?.embed).toEqual({
      id: 4,
      graphs: ['total'],
    });
    expect(readTokenClaims(tokenOf(claims))?.embed).toBeUndefined();
  });

  it('refuses a token whose embed claim names no graph or an unknown one', () => {
    expect(readTokenClaims(tokenOf({ ...claims, embed: { id: 4, graphs: [] } }))).toBeNull();
    expect(readTokenClaims(tokenOf({ ...claims, embed: { id: 4, graphs: ['nope'] } }))).toBeNull();
  });
});

describe('pinned graph queries of embed keys and signed tokens (docs/embedding.md "Locked parameters")', () => {
  const lock = {
    slug: 'commitment_total',
    params: { survey_dates: [3], show_satisfaction_index: false },
    controls: ['show_satisfaction_index'],
  };

  it('takes a complete query of the graph and controls the graph has', () => {
    expect(zEmbedLock.parse(lock)).toEqual(lock);
    expect(
      zEmbedLock.safeParse({
        slug: 'satisfaction_topics',
        params: { survey_dates: [3], question_group_id: 7, filters: [] },
        controls: ['filters', 'topic'],
      }).success,
    ).toBe(true);
  });

  it.each([
    ['an incomplete query', { params: { survey_dates: [3] } }],
    ['a field the graph does not take', { params: { ...lock.params, filters: [] } }],
    ['a control the graph does not have', { controls: ['topic'] }],
    ['a repeated control', { controls: ['survey_dates', 'survey_dates'] }],
    ['an unknown control', { controls: ['language'] }],
    ['no chart graph', { slug: 'participation_rate' }],
  ])('refuses %s', (_what, change) => {
    expect(zEmbedLock.safeParse({ ...lock, ...change }).success).toBe(false);
  });

  it('maps every field of every graph query to a control, so no field escapes a lock unnoticed', () => {
    for (const slug of CHART_GRAPH_SLUGS) {
      for (const field of graphQueryFields(slug))
        expect({ slug, field, control: EMBED_CONTROL_OF_FIELD[field] }).toEqual({
          slug,
          field,
          control: expect.any(String),
        });
    }
    expect(embedControlsOf('commitment_total')).toEqual(['survey_dates', 'show_satisfaction_index']);
    expect(embedControlsOf('demographics')).toEqual(['filters', 'demography', 'hide_no_answers']);
  });

  it('a pinned key shows exactly its pinned graph', () => {
    const base = { name: 'HR', origins: ['https://a.example'], lock };
    expect(zEmbedKeyCreatePayload.safeParse({ ...base, graphs: ['commitment_total'] }).success).toBe(true);
    expect(zEmbedKeyCreatePayload.safeParse({ ...base, graphs: ['total'] }).success).toBe(false);
    expect(zEmbedKeyCreatePayload.safeParse({ ...base, graphs: ['commitment_total', 'total'] }).success).toBe(
      false,
    );
    expect(zEmbedKeyUpdatePayload.safeParse({ ...base, graphs: ['total'] }).success).toBe(false);
  });

  it('a key that draws through signed tokens only is created with its signing secret', () => {
    const base = { name: 'HR', origins: ['https://a.example'], graphs: ['total'] };
    expect(zEmbedKeyCreatePayload.parse(base)).toMatchObject({
      lock: null,
      require_signed_token: false,
      signing_secret: false,
    });
    expect(zEmbedKeyCreatePayload.safeParse({ ...base, require_signed_token: true }).success).toBe(false);
    expect(
      zEmbedKeyCreatePayload.safeParse({ ...base, require_signed_token: true, signing_secret: true }).success,
    ).toBe(true);
  });

  it('the key exchange takes either a key or a signed token, never both or neither', () => {
    expect(zEmbedSessionPayload.safeParse({ token: 'a.b.c' }).success).toBe(true);
    expect(zEmbedSessionPayload.safeParse({ key: 'pze_x', token: 'a.b.c' }).success).toBe(false);
    expect(zEmbedSessionPayload.safeParse({ lang: 'hu' }).success).toBe(false);
  });
});
