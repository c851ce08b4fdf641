/**
 * Statement texts compared across survey dates (docs/import.md "Matching across survey dates"): case,
 * whitespace and punctuation do not count, Hungarian accents do ("kor" and "kör" are different words).
 */
export function normaliseStatement(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('hu')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The distinct words of a normalised statement. */
export function statementWords(normalised: string): Set<string> {
  return new Set(normalised.split(' ').filter((word) => word !== ''));
}

/**
 * Token-set similarity of two statements' words (the Dice coefficient, 0..1): shared words over the
 * mean word count, so a reworded statement that keeps most of its words scores high whatever the order.
 */
export function wordSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** The least similarity at which an earlier statement is suggested for a new one. */
export const SUGGESTION_THRESHOLD = 0.5;
