import { createHash, randomBytes } from 'node:crypto';
import { type PasswordEmailTemplate, ROLE_IDS } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { findTemplateForSending, renderTemplate, sendMail } from '../email/email.service';
import { findLiveUser } from './auth.queries';
import {
  findValidLinkByDigest,
  insertPasswordLink,
  linksIssuedSince,
  lockUserRow,
  spendUnusedLinksOfKind,
} from './password-links.queries';

/** A forgotten-password link is valid for 60 minutes (docs/sign-in.md). */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** A first-password link is valid for 7 days (docs/sign-in.md). */
export const FIRST_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** The kind of link each template carries and the page it opens (spec 1 §2). */
const LINKS = {
  'uj-jelszo': { kind: 'first', page: 'new-password', lifetime: FIRST_LINK_LIFETIME_MS },
  'elfelejtett-jelszo': { kind: 'reset', page: 'forgotten-password', lifetime: RESET_LINK_LIFETIME_MS },
} as const satisfies Record<
  PasswordEmailTemplate,
  { kind: 'first' | 'reset'; page: string; lifetime: number }
>;

/** The stored form of a link's hash: only its SHA-256 digest is kept. */
export const linkDigest = (hash: string): string => createHash('sha256').update(hash).digest('hex');

/** A cap on the links a user is issued: at most `max` since `since` (the public reminder's). */
export interface LinkCap {
  since: Date;
  max: number;
}

/**
 * Issues a link secret for a user: 256 random bits, stored only as a digest, single use. Earlier
 * unused links of the same kind stop working, so only the newest mail's link is valid. With a cap,
 * the count and the new link are one step under a lock on the user's row, so concurrent requests
 * (several API processes too) never pass the cap together; null when the cap is reached.
 */
export async function issuePasswordLink(
  db: Kysely<Database>,
  userId: number,
  template: PasswordEmailTemplate,
  now: Date,
): Promise<string>;
export async function issuePasswordLink(
  db: Kysely<Database>,
  userId: number,
  template: PasswordEmailTemplate,
  now: Date,
  cap: LinkCap,
): Promise<string | null>;
export async function issuePasswordLink(
  db: Kysely<Database>,
  userId: number,
  template: PasswordEmailTemplate,
  now: Date,
  cap?: LinkCap,
): Promise<string | null> {
  const { kind, lifetime } = LINKS[template];
  const hash = randomBytes(32).toString('base64url');
  const issued = await db.transaction().execute(async (trx) => {
    if (cap) {
      await lockUserRow(trx, userId);
      if ((await linksIssuedSince(trx, userId, cap.since)) >= cap.max) return false;
    }
    await spendUnusedLinksOfKind(trx, userId, kind, now);
    await insertPasswordLink(trx, {
      userId,
      digest: linkDigest(hash),
      kind,
      expiresAt: new Date(now.getTime() + lifetime),
      createdAt: now,
    });
    return true;
  });
  return issued ? hash : null;
}

/** A valid (unused, unexpired) link of this user with this hash; a swapped uid finds nothing. */
export function findValidLink(db: Kysely<Database>, userId: number, hash: string, now: Date) {
  return findValidLinkByDigest(db, userId, linkDigest(hash), now);
}

/** The portal URL a password mail links to: `/forgotten-password` or `/new-password` with uid and hash. */
export function passwordLinkUrl(
  publicUrl: string,
  template: PasswordEmailTemplate,
  uid: number,
  hash: string,
) {
  const url = new URL(LINKS[template].page, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.searchParams.set('uid', String(uid));
  url.searchParams.set('hash', hash);
  return url.toString();
}

/**
 * Sends a user a password mail (spec 1 §7 `uj-jelszo` / `elfelejtett-jelszo`): issues the link and
 * mails it with the template of the user's account and language. `not-found` for a missing user;
 * `not-allowed` for a forgotten-password mail to a demo user (spec 1 §6) and for a first-password
 * mail to a user who already has a password; `send-error` on failure.
 */
export async function sendPasswordEmail(
  app: FastifyInstance,
  userId: number,
  template: 'uj-jelszo' | 'elfelejtett-jelszo',
  cap?: LinkCap,
): Promise<void> {
  const db = app.database.db;
  const user = await findLiveUser(db, userId);
  if (!user) throw new AppError('not-found');
  if (user.role_id === ROLE_IDS['demo-user'] && template === 'elfelejtett-jelszo') {
    throw new AppError('not-allowed');
  }
  // a first-password link would set a password without knowing or resetting the current one
  if (template === 'uj-jelszo' && user.password_hash) throw new AppError('not-allowed');
  const mail = await findTemplateForSending(db, user.account_id, template, user.language_id);
  if (!mail) throw new AppError('send-error');
  const hash = cap
    ? await issuePasswordLink(db, user.id, template, app.now(), cap)
    : await issuePasswordLink(db, user.id, template, app.now());
  // the cap is reached (the public reminder): nothing is sent, and nobody is told
  if (hash === null) return;
  const link = passwordLinkUrl(app.env.PUBLIC_URL, template, user.id, hash);
  await sendMail(
    app,
    {
      accountId: user.account_id,
      to: user.email,
      from: { name: mail.sender_name, address: mail.sender_email },
      subject: renderTemplate(mail.subject, { name: user.name }),
      text: renderTemplate(mail.content, { name: user.name, link }),
    },
    { link },
  );
}
