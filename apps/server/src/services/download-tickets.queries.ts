import { createHash, randomBytes } from 'node:crypto';
import type { DownloadResource } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A download ticket lives 60 seconds and opens one download once (spec 2 §7). */
export const TICKET_LIFETIME_MS = 60_000;

/** The owner of a ticket: the user and account it is issued to, and the admin behind a login-as session. */
export interface TicketOwner {
  userId: number;
  accountId: number | null;
  /** The admin signed in as the user when the ticket was issued (docs/sessions.md "Impersonation"). */
  impersonatorId?: number | null | undefined;
}

const digest = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** Issues a single-use ticket bound to user, account and resource; only its digest is stored. */
export async function issueDownloadTicket(
  db: Kysely<Database>,
  owner: TicketOwner,
  resource: DownloadResource,
  resourceId: number,
  now: Date,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('download_tickets')
    .values({
      digest: digest(ticket),
      user_id: owner.userId,
      account_id: owner.accountId,
      impersonator_id: owner.impersonatorId ?? null,
      resource,
      resource_id: resourceId,
      expires_at: new Date(now.getTime() + TICKET_LIFETIME_MS),
    })
    .execute();
  return ticket;
}

/**
 * Consumes a ticket atomically: valid only once, before expiry, for the same resource and id.
 * A session token (three dot-separated parts) is never accepted in a URL. Null when refused.
 */
export async function consumeDownloadTicket(
  db: Kysely<Database>,
  ticket: string,
  resource: DownloadResource,
  resourceId: number | null,
  now: Date,
): Promise<(TicketOwner & { resourceId: number }) | null> {
  if (ticket.split('.').length === 3) return null;
  const row = await db
    .updateTable('download_tickets')
    .set({ used_at: now })
    .where('digest', '=', digest(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('resource', '=', resource)
    .returning(['user_id', 'account_id', 'resource_id', 'impersonator_id'])
    .executeTakeFirst();
  if (!row || (resourceId !== null && row.resource_id !== resourceId)) return null;
  return {
    userId: row.user_id,
    accountId: row.account_id,
    impersonatorId: row.impersonator_id,
    resourceId: row.resource_id,
  };
}

/**
 * The standing of a consumed ticket's owner, for the ticket download's checks: the user row it was
 * issued to, and whether its account exists and is enabled (true for a ticket bound to no account).
 */
export async function ticketOwnerStanding(db: Kysely<Database>, owner: TicketOwner) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role_id', 'is_disabled', 'deleted_at'])
    .where('id', '=', owner.userId)
    .executeTakeFirst();
  if (owner.accountId === null) return { user, accountEnabled: true };
  const account = await db
    .selectFrom('accounts')
    .select('is_disabled')
    .where('id', '=', owner.accountId)
    .executeTakeFirst();
  return { user, accountEnabled: account !== undefined && !account.is_disabled };
}

/**
 * Drops the unused tickets a login-as session was given (`POST session/return`, docs/sessions.md "Impersonation"):
 * the impersonated session has ended, and a ticket is a 60-second piece of it.
 */
export async function dropImpersonatedTickets(
  db: Kysely<Database>,
  userId: number,
  impersonatorId: number,
): Promise<void> {
  await db
    .deleteFrom('download_tickets')
    .where('user_id', '=', userId)
    .where('impersonator_id', '=', impersonatorId)
    .where('used_at', 'is', null)
    .execute();
}
