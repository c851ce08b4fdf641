import type { ResponseAnswers, ResponseTexts } from '../../db/schema';

interface QuestionLookup {
  family: string;
  /** choice id → its position (null: an N/A choice, not an answer). */
  choices: Map<string, number | null>;
  rows: Set<string>;
}

/** Lookups of one survey's design: question id → family, choice positions, rows (provider-api §7.1). */
export type DesignLookup = Map<string, QuestionLookup>;

type Json = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : null;
const arr = (v: unknown): Json[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Json[]) : [];

/**
 * The value a choice stands for: its `position` (1..6 on the scale), else its place in the list;
 * null for a not-applicable choice, which is no answer (graphs.md "Vocabulary").
 */
export function choicePosition(choice: Readonly<Record<string, unknown>>, index: number): number | null {
  if (choice.is_na === true) return null;
  return typeof choice.position === 'number' ? choice.position : index + 1;
}

/** Builds the lookups from a stored `/details` answer; unknown fields are ignored (provider-api §8.13). */
export function designLookup(details: unknown): DesignLookup {
  const lookup: DesignLookup = new Map();
  for (const page of arr((details as Json | null)?.pages)) {
    for (const question of arr(page.questions)) {
      const id = str(question.id);
      if (!id) continue;
      const answers = (question.answers ?? {}) as Json;
      const choices = new Map<string, number | null>();
      arr(answers.choices).forEach((choice, index) => {
        const choiceId = str(choice.id);
        if (choiceId) choices.set(choiceId, choicePosition(choice, index));
      });
      const rows = new Set(arr(answers.rows).flatMap((row) => str(row.id) ?? []));
      lookup.set(id, { family: String(question.family ?? ''), choices, rows });
    }
  }
  return lookup;
}

/** The item codes of a design: single-choice question ids and `questionId:rowId` of matrix rows (graphs.md). */
export function itemCodes(lookup: DesignLookup): Map<string, QuestionLookup> {
  const codes = new Map<string, QuestionLookup>();
  for (const [id, question] of lookup) {
    if (question.family === 'single_choice') codes.set(id, question);
    if (question.family === 'matrix') for (const row of question.rows) codes.set(`${id}:${row}`, question);
  }
  return codes;
}

/** Each answer of a provider response to a question the design knows, with the question's id and design. */
function* knownAnswers(
  response: unknown,
  lookup: DesignLookup,
): Generator<{ id: string; design: QuestionLookup; answer: Json }> {
  for (const page of arr((response as Json | null)?.pages)) {
    for (const question of arr(page.questions)) {
      const id = str(question.id);
      const design = id ? lookup.get(id) : undefined;
      if (!id || !design) continue;
      for (const answer of arr(question.answers)) yield { id, design, answer };
    }
  }
}

/**
 * A provider response's answers as item code → value (graphs.md): a single-choice question's code
 * is its id, a matrix row's `questionId:rowId`; the value is the chosen choice's position (1..6 on
 * the scale; for a demographic question the position a demography answer's value matches). N/A
 * choices, other-texts and answers to unknown questions are left out.
 */
export function mapAnswers(response: unknown, lookup: DesignLookup): ResponseAnswers {
  const answers: ResponseAnswers = {};
  for (const { id, design, answer } of knownAnswers(response, lookup)) {
    const choiceId = str(answer.choice_id);
    if (!choiceId) continue;
    const value = design.choices.get(choiceId);
    if (value === undefined || value === null) continue;
    const rowId = str(answer.row_id);
    if (design.family === 'matrix' && rowId) answers[`${id}:${rowId}`] = value;
    else if (design.family === 'single_choice' && !rowId) answers[id] = value;
  }
  return answers;
}

/** The key of an "other, please specify" text: its question's id and `other` (docs/import.md "Comments"). */
export const otherTextKey = (questionId: string): string => `${questionId}:other`;

/** Text as stored: trimmed, at most 5,000 characters (an essay box's own limit is lower); empty texts are none. */
export function commentText(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).replace(/\r\n?/g, '\n').trim().slice(0, 5_000);
  return text === '' ? null : text;
}

/**
 * A provider response's free texts (provider-api §3.7 "Answer object shapes", §7.1): an open-ended single or
 * essay answer `{text}` under its question id, a box of an open-ended multi `{row_id, text}` under
 * `questionId:rowId`, an "other, please specify" text `{other_id, text}` under `questionId:other`. Questions the
 * design does not know, file uploads and empty texts are left out.
 */
export function mapTexts(response: unknown, lookup: DesignLookup): ResponseTexts {
  const texts: ResponseTexts = {};
  for (const { id, design, answer } of knownAnswers(response, lookup)) {
    const text = commentText(answer.text);
    if (text === null || answer.download_url !== undefined) continue;
    const rowId = str(answer.row_id);
    if (str(answer.other_id)) texts[otherTextKey(id)] = text;
    else if (design.family === 'open_ended') texts[rowId ? `${id}:${rowId}` : id] = text;
  }
  return texts;
}
