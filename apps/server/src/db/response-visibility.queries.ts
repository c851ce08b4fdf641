import { type RawBuilder, sql } from 'kysely';

/**
 * Whether a `responses` row is published: written by no manual import batch, or by one that is no
 * longer staged. A manual import on the embedded database writes its rows in short steps under a
 * batch id and publishes them all at once by deleting the batch's `staged_imports` row
 * (docs/import.md "The manual import"), so every reader of `responses` adds this condition and never
 * sees part of an import. `table` is the name or alias the query gives `responses`. While no import
 * is staged, `staged_imports` is empty and the condition costs next to nothing.
 */
export function publishedResponse(table = 'responses'): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from staged_imports si where si.id = ${sql.ref(`${table}.import_batch_id`)})`;
}
