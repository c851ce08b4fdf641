import { type RawBuilder, sql } from 'kysely';

/**
 * Whether a `responses` row is published: written by no staged manual import batch, and not
 * replaced by a published one. A manual import on the embedded database writes its new rows in short
 * steps under a batch id, and a new version of a stored respondent marks the stored row
 * `superseded_by_batch`; deleting the batch's `staged_imports` row publishes both at once — its rows
 * seen, the rows they replace hidden (docs/import.md "All or nothing on either database"). So every
 * reader of `responses` adds this condition and never sees part of an import, nor two versions of a
 * respondent. `table` is the name or alias the query gives `responses`. While no import is staged
 * or being cleaned up, `staged_imports` is empty and no row is superseded, so it costs next to nothing.
 */
export function publishedResponse(table = 'responses'): RawBuilder<boolean> {
  const batch = sql.ref(`${table}.import_batch_id`);
  const supersededBy = sql.ref(`${table}.superseded_by_batch`);
  return sql<boolean>`(not exists (select 1 from staged_imports si where si.id = ${batch})
    and (${supersededBy} is null or exists (select 1 from staged_imports si where si.id = ${supersededBy})))`;
}
