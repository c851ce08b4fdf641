import { ROLE_IDS } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { identityWork } from './identity-work';
import { sendPasswordEmail } from './password-links';
import { reminderUser } from './sessions.queries';

/** Password mails one address gets per hour from the public reminder; further requests send nothing. */
export const REMINDER_MAILS_PER_HOUR = 3;

// keyed by the database, which a domain's encapsulated instance shares with the root app
const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Answers the public reminder (spec 1 §7 `POST users/password-reminder`) the same way for every
 * address (docs/sign-in.md): one user lookup now, and the rest — the rules, the link and the mail
 * — after the answer, so neither the answer nor its time tells whether the address has an account.
 */
export async function requestReminder(app: FastifyInstance, email: string): Promise<void> {
  const user = await identityWork.findLiveUserByEmail(app.database.db, email);
  afterAnswer(app, () => mailReminder(app, user?.id ?? null), 'password reminder not sent');
}

/**
 * Runs identity mail work after the answer has gone (reminders, lock notices), so neither the
 * answer nor its time tells whether an address has an account; {@link settleReminders} waits for it.
 */
export function afterAnswer(app: FastifyInstance, task: () => Promise<void>, failure: string): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve)).then(task).catch((error: unknown) => {
    // nobody waits for this answer: a failure is only logged (never the address)
    app.log.error({ code: (error as { code?: unknown }).code }, failure);
  });
  const set = pending.get(app.database) ?? new Set();
  pending.set(app.database, set);
  set.add(work);
  void work.finally(() => set.delete(work));
}

/** Waits for the reminders and lock notices still being mailed (on close, and in tests before reading the inbox). */
export async function settleReminders(app: FastifyInstance): Promise<void> {
  while (pending.get(app.database)?.size) await Promise.all(pending.get(app.database) ?? []);
}

/**
 * Mails the reminder when the address may have one: a live, enabled, non-demo user under the cap.
 * The template follows the user, not the request: the first-password mail only to a user without
 * a password, the forgotten-password mail to everyone else.
 */
async function mailReminder(app: FastifyInstance, userId: number | null): Promise<void> {
  if (userId === null) return;
  const db = app.database.db;
  const user = await reminderUser(db, userId);
  if (!user || user.role_id === ROLE_IDS['demo-user'] || user.is_disabled || user.account_disabled) return;
  const since = new Date(app.now().getTime() - 60 * 60_000);
  // the cap is counted and the link issued in one locked step: concurrent reminders never pass it together
  await sendPasswordEmail(app, userId, user.password_hash ? 'elfelejtett-jelszo' : 'uj-jelszo', {
    since,
    max: REMINDER_MAILS_PER_HOUR,
  });
}
