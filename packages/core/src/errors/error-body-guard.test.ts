import { describe, expect, it } from 'vitest';
import { zErrorBody } from './error-body';
import { readErrorBody } from './error-body-guard';

// every sample is read by both zErrorBody.safeParse and the guard; they must agree (style.md §10,
// docs/embedding.md)
const SAMPLES: [string, unknown][] = [
  ['a code', { error: { code: 'forbidden' } }],
  ['a code with details', { error: { code: 'login-locked', errorCode: 'login-locked', unlockTime: 'x' } }],
  ['a cell detail', { error: { code: 'cant-find-collector-id', cell: 'B4' } }],
  ['fields beside error, dropped', { error: { code: 'not-found' }, message: 'x', statusCode: 404 }],
  ['nested details', { error: { code: 'validation-failed', issues: [{ path: 'a', message: 'b' }] } }],
  ['an empty code', { error: { code: '' } }],
  ['a numeric code', { error: { code: 404 } }],
  ['a null code', { error: { code: null } }],
  ['no code', { error: { message: 'x' } }],
  ['an array error', { error: [{ code: 'x' }] }],
  ['a text error', { error: 'forbidden' }],
  ['a null error', { error: null }],
  ['no error', { message: 'x' }],
  ['an array', [{ error: { code: 'x' } }]],
  ['null', null],
  ['undefined', undefined],
  ['a string', 'Bad gateway'],
];

describe('reading an error body without zod (style.md §10)', () => {
  it.each(SAMPLES)('agrees with zErrorBody on %s', (_name, sample) => {
    const parsed = zErrorBody.safeParse(sample);
    expect(readErrorBody(sample)).toStrictEqual(parsed.success ? parsed.data : null);
  });
});
