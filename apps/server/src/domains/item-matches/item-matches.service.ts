import type { ItemMatchDecision, ItemMatchesResponse, ItemMatchTarget } from '@pulzus/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { readableSurveyDate } from '../../services/survey-date-access';
import { decisionKey, type MatchDecision, type MatchRow, matchItems } from './item-matching';
import { lockAccountRow } from '../accounts/accounts.service';
import {
  accountDatesByDay,
  accountMatchDates,
  bumpDataVersions,
  decisionsOf,
  replaceMatches,
  storedMatches,
} from './item-matches.queries';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { dateStableCodes } from './item-matches.queries';

/**
 * Whether two sets of match rows are the same, whatever their order: the matcher lists dates by day,
 * the table by id, and an unchanged result must not be written again.
 */
function sameRows(a: readonly MatchRow[], b: readonly MatchRow[]): boolean {
  if (a.length !== b.length) return false;
  const line = (r: MatchRow) =>
    JSON.stringify([
      r.survey_date_id,
      r.source_code,
      r.text,
      r.stable_code,
      r.status,
      r.confidence,
      r.suggested_code,
      r.matched_survey_date_id,
      r.decided,
      r.sort_order,
    ]);
  const lines = new Set(a.map(line));
  return b.every((r) => lines.has(line(r)));
}

/** Source → stable codes of one date, only where they differ: what changes a date's graphs. */
function renamings(rows: readonly MatchRow[], surveyDateId: number): string {
  return rows
    .filter((r) => r.survey_date_id === surveyDateId && r.stable_code !== r.source_code)
    .map((r) => `${r.source_code}\u0000${r.stable_code}`)
    .sort()
    .join('\u0001');
}

/**
 * Matches the account's items across its survey dates again (docs/import.md "Matching across survey
 * dates") inside `trx`, keeping the admins' decisions (`overrides` replace some; null forgets one), and
 * raises `data_version` of every date whose stable codes changed, so its cubes and cached graphs are
 * rebuilt. The account row lock serialises two imports that finish together.
 */
async function rematchIn(
  trx: Transaction<Database>,
  accountId: number,
  overrides: ReadonlyMap<string, MatchDecision | null> = new Map(),
): Promise<void> {
  await lockAccountRow(trx, accountId);
  const [dates, stored] = await Promise.all([
    accountMatchDates(trx, accountId),
    storedMatches(trx, accountId),
  ]);
  const decisions = decisionsOf(stored);
  for (const [key, decision] of overrides) {
    if (decision) decisions.set(key, decision);
    else decisions.delete(key);
  }
  const rows = matchItems(dates, decisions);
  if (sameRows(rows, stored)) return;
  const changed = dates.filter((d) => renamings(rows, d.id) !== renamings(stored, d.id)).map((d) => d.id);
  await replaceMatches(trx, accountId, rows);
  if (changed.length > 0) await bumpDataVersions(trx, accountId, changed);
}

/**
 * Matches the account's items across its survey dates again: after a design import, a change of a
 * date's surveys or a deleted date. Cheap (a few hundred items per date), so it runs whole.
 */
export async function rematchAccount(db: Kysely<Database>, accountId: number): Promise<void> {
  await db.transaction().execute((trx) => rematchIn(trx, accountId));
}

/** The earlier dates' items an item of `surveyDateId` may continue: the newest wording per stable code. */
function candidatesFor(
  rows: readonly MatchRow[],
  dates: readonly { id: number; date: string }[],
  surveyDateId: number,
): ItemMatchTarget[] {
  const position = dates.findIndex((d) => d.id === surveyDateId);
  const earlier = dates.slice(0, Math.max(position, 0)).reverse();
  const seen = new Set<string>();
  const out: ItemMatchTarget[] = [];
  for (const date of earlier) {
    for (const row of rows) {
      if (row.survey_date_id !== date.id || seen.has(row.stable_code)) continue;
      seen.add(row.stable_code);
      out.push({ stable_code: row.stable_code, text: row.text, survey_date_id: date.id, date: date.date });
    }
  }
  return out;
}

/** `GET survey-dates/{id}/item-matches`: the date's items with their matches and the possible targets. */
export async function listItemMatches(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
): Promise<ItemMatchesResponse> {
  await readableSurveyDate(db, accountId, surveyDateId, { isAdmin: true });
  const [rows, dates] = await Promise.all([storedMatches(db, accountId), accountDatesByDay(db, accountId)]);
  const dayOf = new Map(dates.map((d) => [d.id, String(d.date)]));
  const target = (stable: string | null, dateId: number | null): ItemMatchTarget | null => {
    if (stable === null || dateId === null) return null;
    const row = rows.find((r) => r.survey_date_id === dateId && r.stable_code === stable);
    if (!row) return null;
    return { stable_code: stable, text: row.text, survey_date_id: dateId, date: dayOf.get(dateId) ?? '' };
  };
  return {
    item_matches: rows
      .filter((r) => r.survey_date_id === surveyDateId)
      .map((r) => ({
        source_code: r.source_code,
        kind: r.source_code.includes(':') ? ('statement' as const) : ('question' as const),
        text: r.text,
        stable_code: r.stable_code,
        status: r.status,
        confidence: r.confidence,
        decided: r.decided,
        match:
          r.status === 'exact' || r.status === 'text' || r.status === 'confirmed'
            ? target(r.stable_code, r.matched_survey_date_id)
            : null,
        suggestion: r.status === 'suggested' ? target(r.suggested_code, r.matched_survey_date_id) : null,
      })),
    candidates: candidatesFor(
      rows,
      dates.map((d) => ({ id: d.id, date: String(d.date) })),
      surveyDateId,
    ),
  };
}

const refuse = (index: number, field: string, message: string) =>
  new AppError('item-match-invalid', { fields: [{ path: `decisions.${index}.${field}`, message }] });

/**
 * `PUT survey-dates/{id}/item-matches`: applies an admin's decisions together (or none of them; two for
 * one item are refused, `item-match-invalid` naming the second), matches
 * the account again with them and answers the date's new list. Decisions only rename codes for graphs,
 * so they are allowed after answers arrived, unlike the questions themselves.
 */
export async function saveItemMatchDecisions(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  decisions: readonly ItemMatchDecision[],
): Promise<ItemMatchesResponse> {
  await readableSurveyDate(db, accountId, surveyDateId, { isAdmin: true });
  await db.transaction().execute(async (trx) => {
    const before = await listItemMatches(trx, accountId, surveyDateId);
    const items = new Map(before.item_matches.map((m) => [m.source_code, m]));
    const targets = new Set(before.candidates.map((c) => c.stable_code));
    const overrides = new Map<string, MatchDecision | null>();
    const continued = new Map<string, string>();
    for (const item of before.item_matches) {
      if (item.decided && item.status === 'confirmed') continued.set(item.source_code, item.stable_code);
    }
    const decided = new Set<string>();
    for (const [index, decision] of decisions.entries()) {
      const item = items.get(decision.source_code);
      if (!item) throw refuse(index, 'source_code', 'Unknown item');
      // one save, one decision per item: a second would silently win over the first
      if (decided.has(decision.source_code))
        throw refuse(index, 'source_code', 'Second decision for this item');
      decided.add(decision.source_code);
      const key = decisionKey(surveyDateId, decision.source_code);
      continued.delete(decision.source_code);
      if (decision.action === 'auto') overrides.set(key, null);
      if (decision.action === 'break') overrides.set(key, { status: 'broken' });
      if (decision.action === 'accept') {
        if (!item.suggestion) throw refuse(index, 'action', 'No suggestion');
        overrides.set(key, { status: 'confirmed', stable_code: item.suggestion.stable_code });
        continued.set(decision.source_code, item.suggestion.stable_code);
      }
      if (decision.action === 'match') {
        if (!targets.has(decision.stable_code)) throw refuse(index, 'stable_code', 'Unknown earlier item');
        overrides.set(key, { status: 'confirmed', stable_code: decision.stable_code });
        continued.set(decision.source_code, decision.stable_code);
      }
    }
    // two decisions continuing one earlier item would merge two items of one questionnaire
    const codes = [...continued.values()];
    const twice = codes.find((code, i) => codes.indexOf(code) !== i);
    if (twice !== undefined) {
      const index = decisions.findIndex((d) => continued.get(d.source_code) === twice);
      throw refuse(Math.max(index, 0), 'stable_code', 'Already continued by another item');
    }
    await rematchIn(trx, accountId, overrides);
  });
  return listItemMatches(db, accountId, surveyDateId);
}
