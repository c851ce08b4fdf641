import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateAdminSetPassword,
  validateChangePassword,
  validateNewPassword,
} from './password';

describe('forgotten password step 2 (spec 1 §5)', () => {
  it('spec 1 §5, §9: strong means at least 8 characters with lower, upper, digit and special', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Árvíz1tűrő!')).toBe(true);
    expect(isStrongPassword('Abcde1!')).toBe(false); // 7 characters
    expect(isStrongPassword('abcdef1!')).toBe(false); // no upper case
    expect(isStrongPassword('ABCDEF1!')).toBe(false); // no lower case
    expect(isStrongPassword('Abcdefg!')).toBe(false); // no digit
    expect(isStrongPassword('Abcdefg1')).toBe(false); // no special
  });

  it('spec 1 §5: the password is at most 128 characters', () => {
    const base = 'Aa1!';
    expect(isStrongPassword(base.repeat(PASSWORD_MAX_LENGTH / 4))).toBe(true);
    expect(isStrongPassword(`${base.repeat(PASSWORD_MAX_LENGTH / 4)}x`)).toBe(false);
  });

  it('spec 1 §5: required, then strong, then the two must match (forgotten-password-new-password-mismatch)', () => {
    expect(validateNewPassword({ password: '', repeat: '' })).toBe('forgotten-password-new-password-empty');
    expect(validateNewPassword({ password: 'weak', repeat: 'weak' })).toBe(
      'forgotten-password-new-password-weak',
    );
    expect(validateNewPassword({ password: 'Abcdef1!', repeat: 'Abcdef1?' })).toBe(
      'forgotten-password-new-password-mismatch',
    );
    expect(validateNewPassword({ password: 'Abcdef1!', repeat: 'Abcdef1!' })).toBeNull();
  });
});

describe('change password (spec 1 §5)', () => {
  it('spec 1 §5: checks old, then new and repeat, then their match, in that order', () => {
    expect(validateChangePassword({ old_password: '', new_password: '', repeat: 'x' })).toBe(
      'change-password-error-old-password-empty',
    );
    expect(validateChangePassword({ old_password: 'o', new_password: '', repeat: 'x' })).toBe(
      'change-password-error-new-password-empty',
    );
    expect(validateChangePassword({ old_password: 'o', new_password: 'x', repeat: '' })).toBe(
      'change-password-error-new-password-empty',
    );
    expect(validateChangePassword({ old_password: 'o', new_password: 'x', repeat: 'y' })).toBe(
      'change-password-error-new-password-mismatch',
    );
    expect(validateChangePassword({ old_password: 'o', new_password: 'x', repeat: 'x' })).toBeNull();
  });
});

describe('admin set-password popup (spec 1 §5)', () => {
  it('spec 1 §5: the password is required and the two must match', () => {
    expect(validateAdminSetPassword({ password: '', repeat: '' })).toBe('required-field');
    expect(validateAdminSetPassword({ password: 'a', repeat: 'b' })).toBe(
      'admin-users-set-password-mismatch',
    );
    expect(validateAdminSetPassword({ password: 'a', repeat: 'a' })).toBeNull();
  });
});
