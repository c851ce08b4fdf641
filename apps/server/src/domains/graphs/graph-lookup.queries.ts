import {
  type GraphDataRequest,
  type GraphDimension,
  type GraphSlug,
  requestedDemographyId,
  requestedSurveyDates,
  requestsEveryDate,
} from '@pulzus/core';
import type { GraphLabels } from '@pulzus/core/analytics';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/schema';
import { DATA_NAME_PREFIX, DataNames } from '../translations/translations.service';
import { type GraphDate, graphEnabledFlag } from './graph-access.queries';

/** The translation keys of the graph labels an account may override (spec 2 §2 Translations). */
const LABEL_KEYS: Record<keyof GraphLabels, string> = {
  total: 'graph-category-total',
  company: 'graph-category-company',
  satisfactionIndex: 'graph-category-satisfaction-index',
  engagementIndex: 'graph-series-engagement-index',
  negative: 'graph-series-negative',
  middle: 'graph-series-middle',
  positive: 'graph-series-positive',
};

/**
 * Everything a graph request reads from the database besides the cubes, as it is now: the requested
 * dates (with their data versions and whether they are published), the account's k and whether the graph
 * is enabled, the graph's stored dimension rows on those dates and the account's label texts in the
 * caller's language (for a graph that reads every date, all the account's). Null when the account does not exist.
 */
export interface GraphLookup {
  /** The account's dates among the requested ones (a missing or another tenant's date is absent). */
  dates: GraphDate[];
  minGroupSize: number | null;
  enabled: boolean;
  dimensions: GraphDimension[];
  labels: Partial<GraphLabels>;
  /** The account's texts of data names in the caller's language (docs/i18n.md "Data names"). */
  dataNames: DataNames;
  /** A digest of `dataNames`: what the result-cache key holds of them. */
  dataNamesDigest: string;
}

/**
 * Reads a {@link GraphLookup} in ONE round trip: a cached answer still needs the current data versions,
 * publication flags, k, graph settings and labels (another API process or the import worker may have
 * changed them: docs/architecture.md "Several instances"). The caller keeps it until one of the tables
 * read here changes (docs/architecture.md "Caches": each of them notifies). The demographics graph names
 * a demography instead of dates: its date is the demography's own.
 */
export async function graphLookup(
  db: Kysely<Database>,
  accountId: number,
  request: GraphDataRequest,
  language: string,
): Promise<GraphLookup | null> {
  const slug: GraphSlug = request.type;
  const named = requestedSurveyDates(request);
  const requested = named ?? [];
  // every date of the account for a graph that reads all the caller may see (trends); the plan keeps the visible ones
  const dateIds = requestsEveryDate(request)
    ? sql<number>`(select id from survey_dates where account_id = ${accountId})`
    : named === null
      ? sql<number>`(select survey_date_id from demographies where account_id = ${accountId} and id = ${requestedDemographyId(request)})`
      : sql<number>`(${requested.length ? sql.join(requested.map((id) => sql`${id}::int`)) : sql`null::int`})`;
  const row = await db
    .selectFrom('accounts')
    .select((eb) => {
      // the account's texts in the asked language: the graph's labels and the data names are two picks of them
      const texts = () =>
        eb
          .selectFrom('translations')
          .innerJoin('languages', 'languages.id', 'translations.language_id')
          .select(['translations.key', 'translations.text'])
          .where('translations.account_id', '=', accountId)
          .where('languages.code', '=', language);
      return [
        'accounts.min_group_size',
        graphEnabledFlag(db, accountId, slug).as('enabled'),
        jsonArrayFrom(
          eb
            .selectFrom('survey_dates')
            .select(['id', 'date', 'enabled_for_users', 'data_version', 'answer_count'])
            .where('account_id', '=', accountId)
            .where(sql<boolean>`id in ${dateIds}`),
        ).as('dates'),
        jsonArrayFrom(
          eb
            .selectFrom('graph_dimensions')
            .select([
              'id',
              'survey_date_id',
              'demography_id',
              'is_worker_group_demography',
              'is_main_dimension',
              'is_filter',
            ])
            .where('account_id', '=', accountId)
            .where('graph_slug', '=', slug)
            .where(sql<boolean>`survey_date_id in ${dateIds}`)
            .orderBy('id'),
        ).as('dimensions'),
        jsonArrayFrom(texts().where('translations.key', 'in', Object.values(LABEL_KEYS))).as('labels'),
        jsonArrayFrom(texts().where('translations.key', 'like', `${DATA_NAME_PREFIX}%`)).as('data_names'),
      ];
    })
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const labels: Partial<Record<keyof GraphLabels, string>> = {};
  for (const [name, key] of Object.entries(LABEL_KEYS) as [keyof GraphLabels, string][]) {
    const text = row.labels.find((r) => r.key === key)?.text;
    if (text) labels[name] = text;
  }
  const dataNames = new DataNames(row.data_names.map((r) => [r.key, r.text] as const));
  return {
    // json carries the date column as the same `yyyy-MM-dd` text the row parsers give
    dates: row.dates.map((d) => ({ ...d, date: String(d.date) })),
    minGroupSize: row.min_group_size,
    enabled: row.enabled ?? true,
    dimensions: row.dimensions.map((d) => ({ ...d, graph_slug: slug })),
    labels,
    dataNames,
    dataNamesDigest: createHash('sha256').update(JSON.stringify(dataNames.entries())).digest('base64url'),
  };
}
