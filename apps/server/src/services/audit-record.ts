import type { AuditAction, AuditSubjectType } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthContext } from './auth';
import {
  accountNameRow,
  embedKeyNameRow,
  insertAuditEvent,
  userAccountId,
  userNameRows,
} from './audit-record.queries';

/** An event to record (docs/security.md "Audit log"); names are looked up unless given. */
export interface AuditEntry {
  /** The account it belongs to: the subject's, or the session account's; null for none. */
  accountId: number | null;
  action: AuditAction;
  actorId?: number | null;
  /** Only where there is no user to name, such as the typed address of a failed sign-in. */
  actorName?: string | null;
  impersonatorId?: number | null;
  subject?: { type: AuditSubjectType; id: number | null; name?: string | null };
  detail?: string | null;
  ip?: string | null;
}

/** Who did it, as the request says: the caller, the admin behind a login-as, the client address. */
function auditActor(
  request: FastifyRequest,
  auth: AuthContext | null = request.auth,
): Pick<AuditEntry, 'actorId' | 'impersonatorId' | 'ip'> {
  return {
    actorId: auth && auth.userId > 0 ? auth.userId : null,
    impersonatorId: auth?.impersonatorId ?? null,
    ip: request.ip,
  };
}

/**
 * The account a person's own events (sign-in, sign-out, password) are kept in: a user's account;
 * none for an admin, whose own events are platform events.
 */
async function homeAccountOf(app: FastifyInstance, userId: number): Promise<number | null> {
  const row = await userAccountId(app.database.db, userId);
  return row?.account_id ?? null;
}

/** "Name <address>" of users, by id, deleted ones too: events outlive their people. */
async function userNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await userNameRows(db, ids);
  return new Map(rows.map((row) => [row.id, `${row.name} <${row.email}>`]));
}

async function subjectName(
  db: Kysely<Database>,
  subject: NonNullable<AuditEntry['subject']>,
  users: Map<number, string>,
): Promise<string | null> {
  if (subject.name !== undefined) return subject.name;
  if (subject.id === null) return null;
  if (subject.type === 'user') return users.get(subject.id) ?? null;
  if (subject.type === 'account') {
    const row = await accountNameRow(db, subject.id);
    return row?.name ?? null;
  }
  if (subject.type === 'embed-key') {
    const row = await embedKeyNameRow(db, subject.id);
    return row?.name ?? null;
  }
  return null;
}

/**
 * Records an event in the audit log. A failure to record is logged and never undoes or fails the
 * action itself: the action has happened, and the log line still says so.
 */
async function recordAudit(app: FastifyInstance, entry: AuditEntry): Promise<void> {
  const db = app.database.db;
  try {
    // only the names not given are looked up: a sign-in records the typed address and costs the
    // same for every address (docs/sign-in.md)
    const ids = [
      entry.actorName === undefined ? entry.actorId : null,
      entry.impersonatorId,
      entry.subject?.type === 'user' && entry.subject.name === undefined ? entry.subject.id : null,
    ];
    const users = await userNames(
      db,
      ids.filter((id): id is number => typeof id === 'number'),
    );
    await insertAuditEvent(db, {
      account_id: entry.accountId,
      at: app.now(),
      action: entry.action,
      actor_id: entry.actorId ?? null,
      actor_name: entry.actorName ?? (entry.actorId ? (users.get(entry.actorId) ?? null) : null),
      impersonator_id: entry.impersonatorId ?? null,
      impersonator_name: entry.impersonatorId ? (users.get(entry.impersonatorId) ?? null) : null,
      subject_type: entry.subject?.type ?? null,
      subject_id: entry.subject?.id ?? null,
      subject_name: entry.subject ? await subjectName(db, entry.subject, users) : null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
    });
  } catch (error) {
    app.log.error(
      { action: entry.action, code: (error as { code?: unknown }).code },
      'audit event not recorded',
    );
  }
}

/** The audit log as the domains write it (docs/security.md "Audit log"): `app.audit`. */
export interface AuditService {
  /**
   * Records an event; names not given are looked up. A failure to record is logged and never fails
   * the action itself.
   */
  record(entry: AuditEntry): Promise<void>;
  /** Who did it, as the request says: the caller (default `request.auth`), the admin behind a login-as, the client address. */
  actor(
    request: FastifyRequest,
    auth?: AuthContext | null,
  ): Pick<AuditEntry, 'actorId' | 'impersonatorId' | 'ip'>;
  /** The account a person's own events (sign-in, sign-out, password) are kept in; null for an admin. */
  homeAccountOf(userId: number): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log (docs/security.md "Audit log"), set by the named `audit` plugin. */
    audit: AuditService;
  }
}

/**
 * The named `audit` plugin: decorates the instance with `app.audit`, so a domain records events by
 * declaring `audit` in its plugin dependencies rather than importing this module
 * (docs/architecture.md "Server").
 */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate<AuditService>('audit', {
      record: (entry) => recordAudit(app, entry),
      actor: (request, auth = request.auth) => auditActor(request, auth),
      homeAccountOf: (userId) => homeAccountOf(app, userId),
    });
  },
  { name: 'audit', dependencies: [], decorators: { fastify: ['database', 'now'] } },
);
