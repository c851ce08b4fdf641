import {
  GRAPH_SLUGS,
  type GraphDimension,
  type GraphDimensionGroup,
  type GraphSlug,
  withDefaultDimensions,
} from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/** The date's demographies in order (the dimension rows besides the worker group). */
function dateDemographies(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  return db
    .selectFrom('demographies')
    .select('id')
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The stored dimension rows of the given graphs on one date (defaults are applied by the caller). */
export async function storedDateGraphDimensions(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  slugs: readonly GraphSlug[],
): Promise<GraphDimension[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('graph_dimensions')
    .select([
      'id',
      'survey_date_id',
      'graph_slug',
      'demography_id',
      'is_worker_group_demography',
      'is_main_dimension',
      'is_filter',
    ])
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .where('graph_slug', 'in', [...slugs])
    .orderBy('id')
    .execute();
  const isWanted = (slug: string): slug is GraphSlug => (slugs as readonly string[]).includes(slug);
  return rows.flatMap(({ graph_slug, ...row }) => (isWanted(graph_slug) ? [{ ...row, graph_slug }] : []));
}

/**
 * The graph dimensions of a date grouped per graph slug: the stored rows, completed with the defaults
 * of spec 2 §4 for every graph and demography without a stored row (core's `withDefaultDimensions`).
 */
export async function graphDimensions(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<GraphDimensionGroup[]> {
  const rows = await storedDateGraphDimensions(db, accountId, surveyDateId, GRAPH_SLUGS);
  const stored = GRAPH_SLUGS.map((slug) => ({
    graph_slug: slug,
    graph_dimensions: rows.filter((r) => r.graph_slug === slug),
  }));
  return withDefaultDimensions(stored, surveyDateId, await dateDemographies(db, accountId, surveyDateId));
}

const invalid = (path: string, message: string) =>
  new AppError('validation-failed', { fields: [{ path, message }] });

/** Checks the sent groups: known demographies of the date, one row each, at most one main dimension per graph (spec 2 §4). */
async function validateGroups(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  groups: readonly GraphDimensionGroup[],
): Promise<void> {
  const demographies = new Set((await dateDemographies(db, accountId, surveyDateId)).map((d) => d.id));
  const slugs = new Set<GraphSlug>();
  for (const [g, group] of groups.entries()) {
    if (slugs.has(group.graph_slug))
      throw invalid(`grouped_graph_dimensions.${g}.graph_slug`, 'Listed twice');
    slugs.add(group.graph_slug);
    const seen = new Set<number | null>();
    for (const [r, row] of group.graph_dimensions.entries()) {
      const path = `grouped_graph_dimensions.${g}.graph_dimensions.${r}`;
      if (row.graph_slug !== group.graph_slug || row.survey_date_id !== surveyDateId)
        throw invalid(path, 'Wrong graph or date');
      if (row.is_worker_group_demography !== (row.demography_id === null))
        throw invalid(path, 'Worker group row mismatch');
      if (row.demography_id !== null && !demographies.has(row.demography_id))
        throw invalid(path, 'Unknown demography');
      if (seen.has(row.demography_id)) throw invalid(path, 'Listed twice');
      seen.add(row.demography_id);
    }
    // choosing a main dimension makes only that row the main one (spec 2 §4)
    if (group.graph_dimensions.filter((row) => row.is_main_dimension).length > 1) {
      throw invalid(`grouped_graph_dimensions.${g}`, 'More than one main dimension');
    }
  }
}

/** Stores the sent graphs' dimension rows of a date, replacing that graph's stored rows; all or nothing. */
export async function saveGraphDimensions(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  groups: readonly GraphDimensionGroup[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await validateGroups(trx, accountId, surveyDateId, groups);
    for (const group of groups) {
      await trx
        .deleteFrom('graph_dimensions')
        .where('survey_date_id', '=', surveyDateId)
        .where('graph_slug', '=', group.graph_slug)
        .execute();
      if (group.graph_dimensions.length === 0) continue;
      await trx
        .insertInto('graph_dimensions')
        .values(
          group.graph_dimensions.map((row: GraphDimension) => ({
            account_id: accountId,
            survey_date_id: surveyDateId,
            graph_slug: group.graph_slug,
            demography_id: row.demography_id,
            is_worker_group_demography: row.is_worker_group_demography,
            is_main_dimension: row.is_main_dimension,
            is_filter: row.is_filter,
          })),
        )
        .execute();
    }
  });
}
