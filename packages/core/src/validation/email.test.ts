import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  validateForgottenPasswordEmail,
} from './email';

describe('forgotten password step 1 e-mail pattern (spec 1 §5, §9)', () => {
  it('spec 1 §5: accepts standard addresses and rejects others with forgotten-password-not-valid-email', () => {
    for (const ok of [
      'anna@pulzus.hu',
      'kovacs.bela+hr@mail.example.com',
      "o'brien@x.io",
      ' trimmed@a.hu ',
    ]) {
      expect(validateForgottenPasswordEmail(ok)).toBeNull();
    }
    for (const bad of [
      '',
      'plain',
      '@pulzus.hu',
      'a@',
      'a b@c.hu',
      'a@-b.hu',
      'a..b@c.hu',
      'árvíz@tűrő.hu',
    ]) {
      expect(validateForgottenPasswordEmail(bad)).toBe('forgotten-password-not-valid-email');
    }
  });

  it('spec 1 §9: at most 64 characters before the at-sign and 254 in total', () => {
    expect(EMAIL_LOCAL_MAX_LENGTH).toBe(64);
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(isValidEmail(`${'a'.repeat(64)}@b.hu`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@b.hu`)).toBe(false);
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(60)}`;
    expect(isValidEmail(`a@${domain}`)).toBe(true); // 2 + 252 = 254
    expect(isValidEmail(`ab@${domain}`)).toBe(false); // 255
  });

  it('spec 1 §9 (property): every accepted address keeps the 254/64 limits, and generated ones within them pass', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.emailAddress({ size: 'large' })), (email) => {
        const [local = ''] = email.split('@');
        const withinLimits = email.length <= EMAIL_MAX_LENGTH && local.length <= EMAIL_LOCAL_MAX_LENGTH;
        expect(isValidEmail(email)).toBe(withinLimits);
      }),
      { numRuns: 500 },
    );
    const joined = fc
      .tuple(fc.stringMatching(/^[a-z0-9.]{1,300}$/), fc.stringMatching(/^[a-z0-9.-]{1,300}$/))
      .map(([local, domain]) => `${local}@${domain}`);
    fc.assert(
      fc.property(joined, (email) => {
        const [local = ''] = email.split('@');
        if (isValidEmail(email)) {
          expect(email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
          expect(local.length).toBeLessThanOrEqual(EMAIL_LOCAL_MAX_LENGTH);
        }
      }),
      { numRuns: 500 },
    );
    const overlong = fc
      .tuple(fc.integer({ min: 65, max: 120 }), fc.constantFrom('pulzus.hu', 'a.io'))
      .map(([length, domain]) => `${'x'.repeat(length)}@${domain}`);
    fc.assert(
      fc.property(overlong, (email) => {
        expect(isValidEmail(email)).toBe(false);
      }),
    );
  });
});
