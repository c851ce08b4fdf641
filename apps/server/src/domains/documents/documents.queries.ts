import type { Document } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The documents of a survey date, newest first, without their content (spec 2 §3). */
export async function listDocuments(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<Document[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'name', 'original_filename', 'file_name', 'upload_datetime'])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .orderBy('upload_datetime', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, upload_datetime: row.upload_datetime.toISOString() }));
}

/** A document of the account with its date's publication flag, without content; undefined when missing. */
export function findDocument(db: Kysely<Database>, accountId: number, id: number) {
  return db
    .selectFrom('documents')
    .innerJoin('survey_dates', 'survey_dates.id', 'documents.survey_date_id')
    .select(['documents.id', 'documents.survey_date_id', 'survey_dates.enabled_for_users'])
    .where('documents.id', '=', id)
    .where('documents.account_id', '=', accountId)
    .executeTakeFirst();
}

/** A document's file: name, media type and bytes. */
export async function documentFile(db: Kysely<Database>, accountId: number, id: number) {
  const row = await db
    .selectFrom('documents')
    .select(['file_name', 'mime', 'content'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { fileName: row.file_name, mime: row.mime, content: Buffer.from(row.content) };
}

/** A document as uploaded, with its content. */
export interface NewDocument {
  name: string;
  fileName: string;
  originalFileName: string;
  mime: string;
  content: Uint8Array;
  uploadedAt: Date;
}

/** Stores a document of the account's survey date; answers its id. */
export async function insertDocument(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  document: NewDocument,
): Promise<number> {
  const row = await db
    .insertInto('documents')
    .values({
      account_id: accountId,
      survey_date_id: surveyDateId,
      name: document.name,
      file_name: document.fileName,
      original_filename: document.originalFileName,
      mime: document.mime,
      size: document.content.length,
      content: document.content,
      upload_datetime: document.uploadedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes one document of the account. */
export async function deleteDocument(db: Kysely<Database>, accountId: number, id: number): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).where('account_id', '=', accountId).execute();
}
