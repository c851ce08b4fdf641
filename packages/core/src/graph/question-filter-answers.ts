/** Parses an admin question-filter answers field: comma-separated whole numbers, empty or invalid entries dropped (spec 2 §5). */
export function parseQuestionFilterAnswers(text: string): number[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter(Number.isSafeInteger);
}
