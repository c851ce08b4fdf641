import {
  type AdminGraphExplanationsPayload,
  type EnabledGraphs,
  GRAPH_SLUGS,
  type GraphExplanations,
  type GraphSlug,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every graph's enabled flag for the account; a graph without a stored flag is enabled. */
export async function enabledGraphs(db: Kysely<Database>, accountId: number): Promise<EnabledGraphs> {
  const rows = await db
    .selectFrom('account_enabled_graphs')
    .select(['graph_slug', 'enabled'])
    .where('account_id', '=', accountId)
    .execute();
  const stored = new Map(rows.map((r) => [r.graph_slug, r.enabled]));
  return Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, stored.get(slug) ?? true])) as EnabledGraphs;
}

/** Stores the account's enabled flags. */
export async function saveEnabledGraphs(
  db: Kysely<Database>,
  accountId: number,
  flags: EnabledGraphs,
): Promise<void> {
  const values = Object.entries(flags).map(([graph_slug, enabled]) => ({
    account_id: accountId,
    graph_slug,
    enabled,
  }));
  if (values.length === 0) return;
  await db
    .insertInto('account_enabled_graphs')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['account_id', 'graph_slug']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })),
    )
    .execute();
}

async function languageIds(db: Kysely<Database>): Promise<Map<LanguageCode, number>> {
  const rows = await db.selectFrom('languages').select(['id', 'code']).execute();
  return new Map(
    rows
      .filter((r) => (LANGUAGE_CODES as readonly string[]).includes(r.code))
      .map((r) => [r.code as LanguageCode, r.id]),
  );
}

/** The account's graph explanations per language code; every language has an entry, possibly empty. */
export async function graphExplanations(
  db: Kysely<Database>,
  accountId: number,
): Promise<Record<LanguageCode, GraphExplanations>> {
  const rows = await db
    .selectFrom('graph_explanations')
    .innerJoin('languages', 'languages.id', 'graph_explanations.language_id')
    .select(['languages.code', 'graph_explanations.graph_slug', 'graph_explanations.text'])
    .where('graph_explanations.account_id', '=', accountId)
    .orderBy('graph_explanations.graph_slug')
    .execute();
  const result = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, {}])) as Record<
    LanguageCode,
    GraphExplanations
  >;
  for (const row of rows) {
    const texts = result[row.code as LanguageCode];
    if (texts && (GRAPH_SLUGS as readonly string[]).includes(row.graph_slug))
      texts[row.graph_slug as GraphSlug] = row.text;
  }
  return result;
}

/** Replaces the explanations of each language sent; an empty text removes that graph's explanation. */
export async function saveGraphExplanations(
  db: Kysely<Database>,
  accountId: number,
  payload: AdminGraphExplanationsPayload['graph_explanations'],
): Promise<void> {
  const ids = await languageIds(db);
  await db.transaction().execute(async (trx) => {
    for (const [code, texts] of Object.entries(payload)) {
      const languageId = ids.get(code as LanguageCode);
      if (languageId === undefined || !texts) continue;
      await trx
        .deleteFrom('graph_explanations')
        .where('account_id', '=', accountId)
        .where('language_id', '=', languageId)
        .execute();
      const values = Object.entries(texts)
        .filter(([, text]) => text !== undefined && text.trim() !== '')
        .map(([graph_slug, text]) => ({
          account_id: accountId,
          graph_slug,
          language_id: languageId,
          text: text as string,
        }));
      if (values.length) await trx.insertInto('graph_explanations').values(values).execute();
    }
  });
}
