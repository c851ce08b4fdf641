import type { DownloadResource } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  consumeDownloadTicket,
  dropImpersonatedTickets,
  issueDownloadTicket,
  type TicketOwner,
  ticketOwnerStanding,
} from './download-tickets.queries';

/** A redeemed ticket: who it was issued to and that owner's standing now. */
export interface RedeemedTicket {
  /** The user and account the ticket was issued to, and the resource id it opens. */
  owner: TicketOwner & { resourceId: number };
  /** The owner's user row (undefined when the user no longer exists). */
  user: Awaited<ReturnType<typeof ticketOwnerStanding>>['user'];
  /** Whether the ticket's account exists and is enabled (true for a ticket bound to no account). */
  accountEnabled: boolean;
}

/**
 * The single-use download tickets (docs/security.md, docs/api.md): `app.downloadTickets`. A ticket
 * lives 60 seconds, opens one download once, and only its digest is stored.
 */
export interface DownloadTickets {
  /** Issues a ticket bound to the owner, the resource and its id, on the app's clock. */
  issue(owner: TicketOwner, resource: DownloadResource, resourceId: number): Promise<string>;
  /**
   * Consumes a ticket for the resource (and id, when the route names one) and reads its owner's
   * standing; null when the ticket is unknown, used, expired, for another resource or a session token.
   */
  redeem(
    ticket: string,
    resource: DownloadResource,
    resourceId: number | null,
  ): Promise<RedeemedTicket | null>;
  /** Drops the unused tickets a login-as session of `impersonatorId` as `userId` was given (it has ended). */
  dropImpersonated(userId: number, impersonatorId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The single-use download tickets, set by the named `downloadTickets` plugin. */
    downloadTickets: DownloadTickets;
  }
}

/**
 * The named `downloadTickets` plugin: decorates the instance with `app.downloadTickets`, which the
 * downloads domain issues from and `registerRoute` redeems for `?t=` downloads
 * (docs/architecture.md "Server").
 */
export const downloadTicketsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate<DownloadTickets>('downloadTickets', {
      issue: (owner, resource, resourceId) =>
        issueDownloadTicket(app.database.db, owner, resource, resourceId, app.now()),
      redeem: async (ticket, resource, resourceId) => {
        const owner = await consumeDownloadTicket(app.database.db, ticket, resource, resourceId, app.now());
        if (!owner) return null;
        const { user, accountEnabled } = await ticketOwnerStanding(app.database.db, owner);
        return { owner, user, accountEnabled };
      },
      dropImpersonated: (userId, impersonatorId) =>
        dropImpersonatedTickets(app.database.db, userId, impersonatorId),
    });
  },
  { name: 'downloadTickets', dependencies: [], decorators: { fastify: ['database', 'now'] } },
);
