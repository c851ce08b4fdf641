import { describe, expect, it } from 'vitest';
import { zTokenClaims } from './token-claims';
import { parseTokenClaims } from './token-claims-guard';

const valid = {
  nickname: 'Éva',
  role: 'admin',
  uid: 7,
  aid: 3,
  an: 'Árvíztűrő Kft.',
  lang_id: 1,
  lang_code: 'hu',
  iat: 1_700_000_000,
  exp: 1_700_003_600,
};
const embed = { id: 4, graphs: ['total', 'commitment_total'] };
const { aid: _aid, an: _an, ...withoutAccount } = valid;
const { nickname: _nickname, ...withoutNickname } = valid;
const { exp: _exp, ...withoutExp } = valid;

// every sample is read by both zTokenClaims.safeParse and the guard; they must agree (spec 1 §3,
// docs/embedding.md)
const SAMPLES: [string, unknown][] = [
  ['all claims', valid],
  ['an unknown extra claim, dropped', { ...valid, sub: 'x', jti: 9 }],
  ['no session account (aid, an missing)', withoutAccount],
  ['null aid and an', { ...valid, aid: null, an: null }],
  ['fractional iat and exp', { ...valid, iat: 1.5, exp: 2.5 }],
  ['an embed claim', { ...valid, role: 'embed', aid: 3, embed }],
  ['an embed claim with extra fields, dropped', { ...valid, embed: { ...embed, name: 'k' } }],
  ['an impersonation (imp, imp_name)', { ...valid, imp: 1, imp_name: 'Admin' }],
  ['a text imp', { ...valid, imp: '1' }],
  ['a numeric imp_name', { ...valid, imp: 1, imp_name: 5 }],
  ['a non-integer uid', { ...valid, uid: 7.5 }],
  ['a text uid', { ...valid, uid: '7' }],
  ['an unsafe integer uid', { ...valid, uid: 2 ** 53 }],
  ['a non-integer aid', { ...valid, aid: 3.2 }],
  ['a text aid', { ...valid, aid: '3' }],
  ['a numeric an', { ...valid, an: 5 }],
  ['a non-integer lang_id', { ...valid, lang_id: 1.1 }],
  ['a numeric lang_code', { ...valid, lang_code: 1 }],
  ['a text iat', { ...valid, iat: '1700000000' }],
  ['a missing nickname', withoutNickname],
  ['a missing exp', withoutExp],
  ['a null role', { ...valid, role: null }],
  ['an infinite exp', { ...valid, exp: Number.POSITIVE_INFINITY }],
  ['a NaN iat', { ...valid, iat: Number.NaN }],
  ['an embed claim without graphs', { ...valid, embed: { id: 4, graphs: [] } }],
  ['an embed claim with an unknown graph', { ...valid, embed: { id: 4, graphs: ['nope'] } }],
  ['an embed claim with id 0', { ...valid, embed: { id: 0, graphs: ['total'] } }],
  ['an embed claim with a text id', { ...valid, embed: { id: '4', graphs: ['total'] } }],
  ['an embed claim that is not an object', { ...valid, embed: 'total' }],
  ['a null embed claim', { ...valid, embed: null }],
  ['an array', [valid]],
  ['null', null],
  ['a string', 'claims'],
];

describe('reading token claims without zod (spec 1 §3)', () => {
  it.each(SAMPLES)('agrees with zTokenClaims on %s', (_name, sample) => {
    const parsed = zTokenClaims.safeParse(sample);
    expect(parseTokenClaims(sample)).toStrictEqual(parsed.success ? parsed.data : null);
  });

  it('covers accepted and refused samples', () => {
    const accepted = SAMPLES.filter(([, sample]) => zTokenClaims.safeParse(sample).success);
    expect(accepted.length).toBeGreaterThanOrEqual(5);
    expect(SAMPLES.length - accepted.length).toBeGreaterThanOrEqual(10);
  });
});
