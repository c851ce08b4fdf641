import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR } from './env';

/** A mail the SMTP sink received: its raw headers and decoded plain-text body. */
export interface Mail {
  readonly file: string;
  readonly headers: string;
  readonly text: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Reads a raw single-part message (the sink has no mail parser: toolchain.md). */
export function parseMail(file: string, raw: string): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { file, headers, text };
}

/** The mails received so far, oldest first. */
export function mails(): Mail[] {
  return readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(f, readFileSync(join(MAIL_DIR, f), 'utf8')));
}

/** Waits (up to 15 s) for a new mail to an address, e.g. after counting `mails().length`. */
export async function waitForMail(to: string, after = 0): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = mails()
      .slice(after)
      .find((m) => new RegExp(`^to:.*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(m.headers));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within 15 s`);
}

/** The first link in a mail's text that leads to a portal path, e.g. "/forgotten-password". */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return link;
}
