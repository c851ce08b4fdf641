/** The three answer bands of the 6-point scale, in their fixed order (spec 2 §1). */
export const ANSWER_BANDS = ['negative', 'middle', 'positive'] as const;

/** One answer band (spec 2 §1). */
export type AnswerBand = (typeof ANSWER_BANDS)[number];

/** Whether a value is an answer for index purposes: a whole number 1..6 (graphs.md "Vocabulary"). */
export function isAnswer(value: number | null | undefined): value is number {
  return value != null && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** The band of an answer: 1–2 negative, 3–4 middle, 5–6 positive; anything else is not an answer (null). */
export function answerBand(value: number | null | undefined): AnswerBand | null {
  if (!isAnswer(value)) return null;
  if (value <= 2) return 'negative';
  return value <= 4 ? 'middle' : 'positive';
}
