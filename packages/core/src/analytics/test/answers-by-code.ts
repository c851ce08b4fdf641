import type { SurveyCubeInput } from '../survey-cube-input';

/**
 * The input with each respondent's answers keyed by the codes items and demographies are matched by,
 * and no `source_code(s)`: a copied survey's answers stay stored under the provider's codes
 * (docs/import.md "Matching across survey dates"), which the engine reads through the source codes;
 * the reference engine and the attacker read answers by code, so they get this form.
 */
export function withAnswersByCode(input: SurveyCubeInput): SurveyCubeInput {
  const codeOf = new Map<string, string>();
  for (const topic of input.topics)
    for (const q of topic.questions) if (q.source_code !== undefined) codeOf.set(q.source_code, q.code);
  for (const d of input.demographies) for (const source of d.source_codes ?? []) codeOf.set(source, d.code);
  if (codeOf.size === 0) return input;
  return {
    ...input,
    topics: input.topics.map((t) => ({
      ...t,
      questions: t.questions.map(({ source_code: _, ...q }) => q),
    })),
    demographies: input.demographies.map(({ source_codes: _, ...d }) => d),
    respondents: input.respondents.map((r) => {
      const answers: Record<string, number | null | undefined> = {};
      for (const [key, value] of Object.entries(r.answers)) {
        const code = codeOf.get(key) ?? key;
        if (value != null || answers[code] == null) answers[code] = value;
      }
      return { ...r, answers };
    }),
  };
}
