import { isAnswer } from './answer-band';
import { type BandCounts, countBands } from './band-counts';
import { type Count, asCount } from './units';

/** One respondent's answers keyed by item code; a missing key or a non-1..6 value is no answer. */
export type AnswerSheet = Readonly<Record<string, number | null | undefined>>;

/** Answers pooled over respondents and items, with the respondents who count towards k. */
export interface PooledAnswers {
  readonly counts: BandCounts;
  /** Respondents with at least one 1..6 answer to the items (graphs.md finer point 1). */
  readonly contributors: Count;
}

/** Pools every 1..6 answer of the respondents to the items (each item once); not an average of shares (graphs.md). */
export function poolAnswers(respondents: Iterable<AnswerSheet>, itemCodes: Iterable<string>): PooledAnswers {
  const codes = [...new Set(itemCodes)];
  const values: number[] = [];
  let contributors = 0;
  for (const sheet of respondents) {
    let answered = false;
    for (const code of codes) {
      const value = sheet[code];
      if (isAnswer(value)) {
        values.push(value);
        answered = true;
      }
    }
    if (answered) contributors++;
  }
  return { counts: countBands(values), contributors: asCount(contributors) };
}
