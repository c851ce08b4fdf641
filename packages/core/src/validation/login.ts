import type { MessageKey } from '../i18n/catalogue';

/** The login form: e-mail and password as typed. */
export interface LoginForm {
  /** The e-mail address; only the e-mail input type applies, no format check (spec 1 §5). */
  email: string;
  /** The password. */
  password: string;
}

/** The login form's error: e-mail required first, then password (spec 1 §4, §5); null when it may be sent. */
export function validateLogin({ email, password }: LoginForm): MessageKey | null {
  if (email.trim() === '') return 'login-empty-email';
  if (password === '') return 'login-empty-password';
  return null;
}
