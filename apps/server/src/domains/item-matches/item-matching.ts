import type { ItemMatchStatus } from '@pulzus/core';
import { normaliseStatement, SUGGESTION_THRESHOLD, statementWords, wordSimilarity } from './item-text';

/** A provider item of one survey design: its code (`questionId:rowId` or a question id) and plain text. */
export interface DesignItem {
  readonly code: string;
  readonly text: string;
}

/** A survey date with the items of its surveys, one list per linked survey (worker group order). */
export interface MatchDate {
  readonly id: number;
  readonly surveys: readonly (readonly DesignItem[])[];
}

/** An admin's standing decision on one item: continue `stable_code`, or start a new line. */
export type MatchDecision =
  | { readonly status: 'confirmed'; readonly stable_code: string }
  | { readonly status: 'broken' };

/** One item of a date with the stable code graphs use for it (the `item_matches` row). */
export interface MatchRow {
  survey_date_id: number;
  source_code: string;
  text: string;
  stable_code: string;
  status: ItemMatchStatus;
  confidence: number | null;
  suggested_code: string | null;
  /** Where the continued (or suggested) wording was last seen. */
  matched_survey_date_id: number | null;
  decided: boolean;
  sort_order: number;
}

/** The key of a decision: the date and the item's provider code. */
export const decisionKey = (surveyDateId: number, sourceCode: string): string =>
  `${surveyDateId}\u0000${sourceCode}`;

interface Seen {
  stable: string;
  text: string;
  words: Set<string>;
  dateId: number;
}

/**
 * Matches every date's items to the items before them (docs/import.md "Matching across survey dates"),
 * dates oldest first and, within a date, survey after survey: an admin's decision first, then the same
 * provider code, then the same normalised text — the newest occurrence wins — and the stable code they
 * carry is taken over. What is left may get a suggestion, the most similar earlier statement by
 * {@link wordSimilarity} at or above {@link SUGGESTION_THRESHOLD}, which stays out of effect until an
 * admin accepts it. One survey never uses a stable code twice, so two items of one questionnaire are
 * never merged; the same statement in two worker groups' surveys of one date is one item, as it was
 * when surveys shared their ids.
 */
export function matchItems(
  dates: readonly MatchDate[],
  decisions: ReadonlyMap<string, MatchDecision>,
): MatchRow[] {
  const rows: MatchRow[] = [];
  const byCode = new Map<string, Seen>();
  const byText = new Map<string, Seen>();
  const latest = new Map<string, Seen>();
  for (const date of dates) {
    const ofDate = new Set<string>();
    let order = 0;
    for (const survey of date.surveys) {
      const taken = new Set<string>();
      const pending: { item: DesignItem; norm: string; row: MatchRow }[] = [];
      const fresh = survey.filter((item) => {
        if (ofDate.has(item.code)) return false;
        ofDate.add(item.code);
        return true;
      });
      const drafts = fresh.map((item) => ({
        item,
        norm: normaliseStatement(item.text),
        row: {
          survey_date_id: date.id,
          source_code: item.code,
          text: item.text,
          stable_code: item.code,
          status: 'new' as ItemMatchStatus,
          confidence: null as number | null,
          suggested_code: null as string | null,
          matched_survey_date_id: null as number | null,
          decided: false,
          sort_order: ++order,
        },
      }));
      const settle = (row: MatchRow, status: ItemMatchStatus, stable: string, seen?: Seen) => {
        row.status = status;
        row.stable_code = stable;
        row.confidence = status === 'exact' || status === 'text' ? 1 : null;
        row.matched_survey_date_id = seen?.dateId ?? null;
        taken.add(stable);
      };
      // 1. decisions, which also claim their stable codes before any automatic match
      for (const draft of drafts) {
        const decision = decisions.get(decisionKey(date.id, draft.item.code));
        if (!decision) continue;
        draft.row.decided = true;
        if (decision.status === 'broken') draft.row.status = 'broken';
        else settle(draft.row, 'confirmed', decision.stable_code, latest.get(decision.stable_code));
      }
      // 2. the same provider code, 3. the same statement text
      for (const step of ['exact', 'text'] as const) {
        for (const draft of drafts) {
          if (draft.row.decided || draft.row.status !== 'new') continue;
          const seen = step === 'exact' ? byCode.get(draft.item.code) : byText.get(draft.norm);
          if (seen && !taken.has(seen.stable)) settle(draft.row, step, seen.stable, seen);
        }
      }
      // a new line gets the item's own code, unless an earlier line (or a decision) already carries it
      const ownCode = (code: string) => (latest.has(code) || taken.has(code) ? `${code}@${date.id}` : code);
      for (const draft of drafts) {
        if (draft.row.status === 'broken') {
          draft.row.stable_code = ownCode(draft.item.code);
          taken.add(draft.row.stable_code);
        }
        if (draft.row.status !== 'new') continue;
        draft.row.stable_code = ownCode(draft.item.code);
        pending.push(draft);
      }
      for (const draft of pending) taken.add(draft.row.stable_code);
      suggest(pending, latest, taken);
      for (const draft of drafts) {
        const seen: Seen = {
          stable: draft.row.stable_code,
          text: draft.item.text,
          words: statementWords(draft.norm),
          dateId: date.id,
        };
        byCode.set(draft.item.code, seen);
        if (draft.norm !== '') byText.set(draft.norm, seen);
        latest.set(seen.stable, seen);
        rows.push(draft.row);
      }
    }
  }
  return rows;
}

/** Suggests, most similar pair first, one earlier statement per unmatched item and per survey. */
function suggest(
  pending: readonly { norm: string; row: MatchRow }[],
  latest: ReadonlyMap<string, Seen>,
  taken: Set<string>,
): void {
  const pairs: { draft: (typeof pending)[number]; seen: Seen; score: number }[] = [];
  for (const draft of pending) {
    const words = statementWords(draft.norm);
    for (const seen of latest.values()) {
      if (taken.has(seen.stable)) continue;
      const score = wordSimilarity(words, seen.words);
      if (score >= SUGGESTION_THRESHOLD) pairs.push({ draft, seen, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.draft.row.sort_order - b.draft.row.sort_order);
  const suggested = new Set<string>();
  for (const { draft, seen, score } of pairs) {
    if (draft.row.suggested_code || suggested.has(seen.stable)) continue;
    suggested.add(seen.stable);
    draft.row.status = 'suggested';
    draft.row.suggested_code = seen.stable;
    draft.row.confidence = Math.round(score * 100) / 100;
    draft.row.matched_survey_date_id = seen.dateId;
  }
}
