import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const COLUMNS = [
  'id',
  'account_id',
  'language_id',
  'slug',
  'name',
  'subject',
  'sender_name',
  'sender_email',
  'content',
] as const;

/**
 * The template to send: the account's own in the language, else the default (account-less) one in
 * the language, else the same two in Hungarian, the default language (spec 1 §3).
 */
export async function findTemplateForSending(
  db: Kysely<Database>,
  accountId: number | null,
  slug: string,
  languageId: number,
) {
  const rows = await db
    .selectFrom('email_templates')
    .select(COLUMNS)
    .where('slug', '=', slug)
    .where('language_id', 'in', [languageId, 1])
    .where((eb) =>
      accountId === null
        ? eb('account_id', 'is', null)
        : eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]),
    )
    .execute();
  const rank = (r: (typeof rows)[number]) =>
    (r.language_id === languageId ? 0 : 2) + (r.account_id === null ? 1 : 0);
  return rows.sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The templates an admin edits: without a session account the defaults in every language; with
 * one, for each of the account's languages its own template, else the default (spec 2 §2).
 */
export async function listTemplates(db: Kysely<Database>, accountId: number | null) {
  if (accountId === null) {
    return db
      .selectFrom('email_templates')
      .select(COLUMNS)
      .where('account_id', 'is', null)
      .orderBy('slug')
      .orderBy('language_id')
      .execute();
  }
  const rows = await db
    .selectFrom('email_templates')
    .select(COLUMNS)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .where('language_id', 'in', (eb) =>
      eb.selectFrom('account_languages').select('language_id').where('account_id', '=', accountId),
    )
    .orderBy('slug')
    .orderBy('language_id')
    .execute();
  const own = new Set(rows.filter((r) => r.account_id !== null).map((r) => `${r.slug}/${r.language_id}`));
  return rows.filter((r) => r.account_id !== null || !own.has(`${r.slug}/${r.language_id}`));
}

/** One template by id, whatever its scope; the caller checks the scope. */
export function findTemplate(db: Kysely<Database>, id: number) {
  return db.selectFrom('email_templates').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The editable fields of a template. */
export interface TemplateEdit {
  subject: string;
  content: string;
  sender_name: string;
  sender_email: string;
}

/** Updates a template's editable fields (name and slug stay). */
export async function updateTemplate(db: Kysely<Database>, id: number, edit: TemplateEdit): Promise<void> {
  await db.updateTable('email_templates').set(edit).where('id', '=', id).execute();
}

/** Whether an account has a language (account_languages). */
export async function accountHasLanguage(db: Kysely<Database>, accountId: number, languageId: number) {
  const row = await db
    .selectFrom('account_languages')
    .select('language_id')
    .where('account_id', '=', accountId)
    .where('language_id', '=', languageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's own copy of a default template (same slug, language and name), created or updated. */
export async function saveAccountTemplate(
  db: Kysely<Database>,
  accountId: number,
  base: { slug: string; language_id: number; name: string },
  edit: TemplateEdit,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('email_templates')
      .select('id')
      .where('account_id', '=', accountId)
      .where('slug', '=', base.slug)
      .where('language_id', '=', base.language_id)
      .executeTakeFirst();
    if (existing) {
      await trx.updateTable('email_templates').set(edit).where('id', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('email_templates')
        .values({
          account_id: accountId,
          slug: base.slug,
          language_id: base.language_id,
          name: base.name,
          ...edit,
        })
        .execute();
    }
  });
}

/** A mail written to the outbox table instead of being sent (no SMTP server configured). */
export interface OutboxMail {
  accountId: number | null;
  to: string;
  from: string;
  subject: string;
  body: string;
}

/** Writes a mail into the outbox; answers its row id. */
export async function insertOutboxMail(db: Kysely<Database>, mail: OutboxMail): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      account_id: mail.accountId,
      to_address: mail.to,
      from_address: mail.from,
      subject: mail.subject,
      body: mail.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
