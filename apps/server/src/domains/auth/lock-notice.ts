import { LANGUAGE_CODES, type LanguageCode, messages, ROLE_IDS } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { accountTimeZone } from '../accounts/accounts.service';
import { findTemplateForSending, sendMail } from '../email/email.service';
import { findLiveUser } from './auth.queries';
import { issuePasswordLink, passwordLinkUrl } from './password-links';
import { languageCodeRow } from './sessions.queries';

/**
 * Tells a user that their sign-in was locked (docs/sign-in.md "Lock"): when the lock ends, that
 * their password is safe, and a forgotten-password link, which sets a new password and lifts the
 * lock at once — an unlock that needs no admin and no CAPTCHA, and that only the mailbox's owner
 * can use. Sent from the sender of the account's forgotten-password template, in the user's
 * language; nothing for demo users (they have no mailbox of their own) or disabled users.
 */
export async function mailLockNotice(app: FastifyInstance, userId: number, until: Date): Promise<void> {
  const db = app.database.db;
  const user = await findLiveUser(db, userId);
  if (!user || user.role_id === ROLE_IDS['demo-user'] || user.is_disabled || user.account_disabled) return;
  const template = await findTemplateForSending(db, user.account_id, 'elfelejtett-jelszo', user.language_id);
  if (!template) return;
  const language = await languageCodeRow(db, user.language_id);
  const code: LanguageCode = LANGUAGE_CODES.find((c) => c === language?.code) ?? 'hu';
  const text = messages[code];
  const hash = await issuePasswordLink(db, user.id, 'elfelejtett-jelszo', app.now());
  const link = passwordLinkUrl(app.env.PUBLIC_URL, 'elfelejtett-jelszo', user.id, hash);
  const ends = new Intl.DateTimeFormat(code === 'hu' ? 'hu-HU' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    // the lock's end in the account's own zone, as its reports (docs/reports.md "Time zone")
    timeZone: await accountTimeZone(db, user.account_id),
  }).format(until);
  const fill = (message: string) =>
    message.replaceAll('{{name}}', user.name).replaceAll('{{until}}', ends).replaceAll('{{link}}', link);
  await sendMail(
    app,
    {
      accountId: user.account_id,
      to: user.email,
      from: { name: template.sender_name, address: template.sender_email },
      subject: fill(text['lock-notice-subject']),
      text: fill(text['lock-notice-body']),
    },
    { link },
  );
}
