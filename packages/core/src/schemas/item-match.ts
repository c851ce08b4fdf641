import { z } from 'zod';
import { zId } from './common';

/**
 * How an item of a survey date got its stable code (docs/import.md "Matching across survey dates"):
 * `exact` the same provider id as an earlier item, `text` the same normalised statement text,
 * `suggested` a similar earlier statement that waits for an admin (not in effect), `confirmed` an
 * admin's match, `broken` an admin's "this is a new item", `new` nothing earlier to continue.
 */
export const ITEM_MATCH_STATUSES = ['exact', 'text', 'suggested', 'confirmed', 'broken', 'new'] as const;
/** How an item got its stable code. */
export const zItemMatchStatus = z.enum(ITEM_MATCH_STATUSES);
/** How an item got its stable code. */
export type ItemMatchStatus = z.infer<typeof zItemMatchStatus>;

/** A rated statement (matrix row, `questionId:rowId`) or a single-choice question (its id). */
export const zItemMatchKind = z.enum(['statement', 'question']);
/** A rated statement or a single-choice question. */
export type ItemMatchKind = z.infer<typeof zItemMatchKind>;

/** An item of an earlier survey date (or of another survey of the same date) that an item can continue. */
export const zItemMatchTarget = z.object({
  stable_code: z.string(),
  text: z.string(),
  survey_date_id: zId,
  /** The survey date's day, `YYYY-MM-DD`. */
  date: z.string(),
});
/** An item that an item can continue. */
export type ItemMatchTarget = z.infer<typeof zItemMatchTarget>;

/** One provider item of a survey date with its match (docs/import.md "Matching across survey dates"). */
export const zItemMatch = z.object({
  /** The item's provider code on this date: `questionId:rowId` or a question id. */
  source_code: z.string(),
  kind: zItemMatchKind,
  text: z.string(),
  /** The code graphs match the item by across survey dates. */
  stable_code: z.string(),
  status: zItemMatchStatus,
  /** 1 for exact and text matches, the similarity (0..1) of a suggestion, null otherwise. */
  confidence: z.number().nullable(),
  /** Whether an admin decided it: decisions are kept when the designs are imported again. */
  decided: z.boolean(),
  /** The earlier item it continues (exact, text and confirmed matches). */
  match: zItemMatchTarget.nullable(),
  /** The similar earlier item suggested for it, while the status is `suggested`. */
  suggestion: zItemMatchTarget.nullable(),
});
/** One provider item of a survey date with its match. */
export type ItemMatch = z.infer<typeof zItemMatch>;

/** The answer of `GET survey-dates/{id}/item-matches`: the date's items and what they may continue. */
export const zItemMatchesResponse = z.object({
  item_matches: z.array(zItemMatch),
  /** Every item an item of this date may be matched to, latest wording first per stable code. */
  candidates: z.array(zItemMatchTarget),
});
/** The answer of the item match list. */
export type ItemMatchesResponse = z.infer<typeof zItemMatchesResponse>;

const zSourceCode = z.string().trim().min(1).max(200);

/**
 * An admin's decision on one item: `accept` its suggestion, `match` it to a candidate's stable code,
 * `break` its match (a new item from this date on), or `auto` (forget the decision, match again).
 */
export const zItemMatchDecision = z.discriminatedUnion('action', [
  z.strictObject({ source_code: zSourceCode, action: z.literal('accept') }),
  z.strictObject({ source_code: zSourceCode, action: z.literal('match'), stable_code: zSourceCode }),
  z.strictObject({ source_code: zSourceCode, action: z.literal('break') }),
  z.strictObject({ source_code: zSourceCode, action: z.literal('auto') }),
]);
/** An admin's decision on one item. */
export type ItemMatchDecision = z.infer<typeof zItemMatchDecision>;

/** The `PUT survey-dates/{id}/item-matches` payload: decisions, applied together or not at all. */
export const zItemMatchesSavePayload = z.strictObject({
  decisions: z.array(zItemMatchDecision).min(1).max(2000),
});
/** The `PUT survey-dates/{id}/item-matches` payload. */
export type ItemMatchesSavePayload = z.infer<typeof zItemMatchesSavePayload>;
