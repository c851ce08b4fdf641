import type { AuditEvent, AuditLogFilters } from '@pulzus/core';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type EventsQuery = SelectQueryBuilder<Database, 'audit_events', object>;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The start of a UTC day, `days` after the given one. */
function dayStart(day: string, days: number): Date {
  const start = new Date(`${day}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + days);
  return start;
}

/** The events of the account (or of no account, for the platform scope) that the filters match. */
function filtered(db: Kysely<Database>, accountId: number, filters: AuditLogFilters): EventsQuery {
  let query: EventsQuery = db.selectFrom('audit_events');
  query =
    filters.scope === 'platform'
      ? query.where('account_id', 'is', null)
      : query.where('account_id', '=', accountId);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.actor) {
    const pattern = likeText(filters.actor);
    query = query.where((eb) =>
      eb.or([eb('actor_name', 'ilike', pattern), eb('impersonator_name', 'ilike', pattern)]),
    );
  }
  if (filters.subject) query = query.where('subject_name', 'ilike', likeText(filters.subject));
  // a day is a UTC day; the screen sends the moments its own time zone's days begin at
  if (filters.from)
    query = query.where('at', '>=', isDay(filters.from) ? dayStart(filters.from, 0) : new Date(filters.from));
  if (filters.to)
    query = query.where('at', '<', isDay(filters.to) ? dayStart(filters.to, 1) : new Date(filters.to));
  return query;
}

const COLUMNS = [
  'id',
  'at',
  'action',
  'actor_id',
  'actor_name',
  'impersonator_name',
  'subject_type',
  'subject_id',
  'subject_name',
  'detail',
  'ip',
] as const;

type Row = Pick<Database['audit_events'], (typeof COLUMNS)[number]> & { id: string; at: Date };

const toEvent = (row: Row): AuditEvent => ({ ...row, id: Number(row.id), at: row.at.toISOString() });

/** One page of matching events, newest first, and how many match. */
export async function listAuditEvents(
  db: Kysely<Database>,
  accountId: number,
  filters: AuditLogFilters,
  page: number,
  pageSize: number,
): Promise<{ events: AuditEvent[]; total: number }> {
  const base = filtered(db, accountId, filters);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { events: (rows as Row[]).map(toEvent), total: Number(count.n) };
}

/** Every matching event, newest first, in batches (the csv export). */
export async function* allAuditEvents(
  db: Kysely<Database>,
  accountId: number,
  filters: AuditLogFilters,
  batch = 2000,
): AsyncGenerator<AuditEvent[]> {
  for (let offset = 0; ; offset += batch) {
    const rows = (await filtered(db, accountId, filters)
      .select(COLUMNS)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(batch)
      .offset(offset)
      .execute()) as Row[];
    if (rows.length > 0) yield rows.map(toEvent);
    if (rows.length < batch) return;
  }
}
