import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { AppError } from '../../errors';
import { insertOutboxMail } from './email.queries';

/** One plain-text e-mail. */
export interface MailMessage {
  /** The account it is sent for; null for administrators. */
  accountId: number | null;
  to: string;
  from: { name: string; address: string };
  subject: string;
  text: string;
}

/** What the log may say about a mail: in development only, the link it carries (the demo's set-password link). */
export interface MailLogExtras {
  link?: string;
}

/**
 * How one delivery went: handed over (to the SMTP server, or into the outbox), or not — refused by the SMTP server
 * with its reply code (e.g. 550 for an unknown mailbox), or the server unreachable (no code). Never the server's text.
 */
export type MailOutcome =
  | { ok: true }
  | { ok: false; reason: 'refused' | 'unreachable'; smtpCode: number | null };

/**
 * Delivers a mail: over nodemailer to `SMTP_URL` when set, otherwise into the `outbox` table with a log line.
 * Links, which carry a secret, reach the log only in development. A failure is answered, not thrown, so a caller
 * mailing many people goes on with the next.
 */
export async function deliverMail(
  app: FastifyInstance,
  message: MailMessage,
  extras: MailLogExtras = {},
): Promise<MailOutcome> {
  const devLink = app.env.NODE_ENV === 'development' && extras.link ? { link: extras.link } : {};
  if (!app.env.SMTP_URL) {
    const outboxId = await insertOutboxMail(app.database.db, {
      accountId: message.accountId,
      to: message.to,
      from: formatAddress(message.from),
      subject: message.subject,
      body: message.text,
    });
    app.log.info({ outboxId, ...devLink }, 'e-mail written to the outbox (no SMTP_URL)');
    return { ok: true };
  }
  const transport = nodemailer.createTransport(app.env.SMTP_URL);
  try {
    await transport.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    app.log.info({ accountId: message.accountId, ...devLink }, 'e-mail sent');
    return { ok: true };
  } catch (error) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    // the SMTP error names the server, not the message: safe to log, never answered
    app.log.error({ code, responseCode }, 'e-mail delivery failed');
    return typeof responseCode === 'number'
      ? { ok: false, reason: 'refused', smtpCode: responseCode }
      : { ok: false, reason: 'unreachable', smtpCode: null };
  } finally {
    transport.close();
  }
}

/** Sends a mail as {@link deliverMail} does; a failed delivery is `send-error`. */
export async function sendMail(app: FastifyInstance, message: MailMessage, extras: MailLogExtras = {}) {
  const outcome = await deliverMail(app, message, extras);
  if (!outcome.ok) throw new AppError('send-error');
}

/** `Name <address>` with the name quoted when it needs it. */
export function formatAddress(from: { name: string; address: string }): string {
  const name = /^[\p{L}\p{N} .'-]*$/u.test(from.name)
    ? from.name
    : `"${from.name.replace(/["\\]/g, '\\$&')}"`;
  return name ? `${name} <${from.address}>` : from.address;
}
