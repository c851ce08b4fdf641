import { describe, expect, it } from 'vitest';
import { validateLogin } from './login';

describe('login validation (spec 1 §4, §5)', () => {
  it('spec 1 §5: the e-mail is required first, with login-empty-email', () => {
    expect(validateLogin({ email: '', password: '' })).toBe('login-empty-email');
    expect(validateLogin({ email: '   ', password: 'secret' })).toBe('login-empty-email');
  });

  it('spec 1 §5: then the password is required, with login-empty-password', () => {
    expect(validateLogin({ email: 'a@b.hu', password: '' })).toBe('login-empty-password');
  });

  it('spec 1 §5: there is no format check of the e-mail', () => {
    expect(validateLogin({ email: 'not an address', password: 'x' })).toBeNull();
  });
});
