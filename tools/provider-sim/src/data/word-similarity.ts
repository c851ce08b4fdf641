/**
 * The distinct words of a statement: case, whitespace and punctuation do not count, Hungarian accents
 * do. The same normalisation as Pulzus's matching of statements across survey dates, so the
 * simulator's tests measure rewordings as the importer will.
 */
export function statementWords(text: string): Set<string> {
  const normalised = text
    .normalize('NFC')
    .toLocaleLowerCase('hu')
    .replace(/[\p{P}\p{S}]+/gu, ' ');
  return new Set(normalised.split(/\s+/).filter((word) => word !== ''));
}

/** Token-set similarity of two statements (the Dice coefficient of their words, 0..1). */
export function wordSimilarity(a: string, b: string): number {
  const x = statementWords(a);
  const y = statementWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return (2 * shared) / (x.size + y.size);
}
