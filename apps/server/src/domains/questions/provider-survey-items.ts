import type { ProviderQuestion } from '@pulzus/core';
import { z } from 'zod';

const zProviderKey = z.union([z.string(), z.number()]).transform(String);
const zOption = z.object({
  id: zProviderKey,
  text: z.string().catch(''),
  position: z.number().optional().catch(undefined),
  visible: z.boolean().optional().catch(undefined),
});
const zQuestion = z.object({
  id: zProviderKey,
  family: z.string().catch(''),
  subtype: z.string().catch(''),
  position: z.number().optional().catch(undefined),
  visible: z.boolean().optional().catch(undefined),
  headings: z.array(z.object({ heading: z.string().catch('') })).catch([]),
  display_options: z
    .object({ display_type: z.string().optional().catch(undefined) })
    .optional()
    .catch(undefined),
  answers: z
    .object({ choices: z.array(zOption).catch([]), rows: z.array(zOption).catch([]) })
    .partial()
    .optional()
    .catch(undefined),
});

/**
 * A stored provider survey design (`/surveys/{id}/details`, provider-api §3.4), read tolerantly:
 * unknown fields are ignored and a broken part drops only itself (provider-api.md §8.13).
 */
export const zSurveyDetails = z.object({
  pages: z
    .array(
      z.object({
        title: z.string().catch(''),
        position: z.number().optional().catch(undefined),
        questions: z.array(zQuestion.nullable().catch(null)).catch([]),
      }),
    )
    .catch([]),
});

/** Matrix subtypes answered on one scale per row: their rows are rated items. */
const RATED_MATRIX = new Set(['single', 'rating']);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Question text without HTML tags or entities, on one line (provider-api.md §8.14). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const byPosition = <T extends { position?: number | undefined }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.position ?? a.index) - (b.item.position ?? b.index) || a.index - b.index)
    .map(({ item }) => item);

/**
 * The rated items of a provider survey's stored details (spec 2 §7 `sm-surveys/{id}/questions`): each
 * visible single-choice question (code: its id) and each visible row of a single or rating matrix
 * (code `questionId:rowId`, graphs.md), and each open-ended question but a file upload (`open_ended`, code: its id),
 * in page and question order; titles are the plain texts.
 */
export function surveyItems(details: unknown): ProviderQuestion[] {
  const parsed = zSurveyDetails.safeParse(details ?? {});
  if (!parsed.success) return [];
  const items: ProviderQuestion[] = [];
  for (const page of byPosition(parsed.data.pages)) {
    const questions = page.questions.flatMap((q) => (q ? [q] : []));
    for (const question of byPosition(questions)) {
      if (question.visible === false) continue;
      const heading = plainText(question.headings[0]?.heading ?? '');
      if (question.family === 'single_choice') items.push({ id: question.id, title: heading });
      // an open-ended question is offered as one, its comments under its id and its boxes' `id:rowId` (docs/import.md "Comments")
      if (question.family === 'open_ended' && question.display_options?.display_type !== 'file_upload')
        items.push({ id: question.id, title: heading, open_ended: true });
      if (question.family === 'matrix' && RATED_MATRIX.has(question.subtype)) {
        for (const row of byPosition(question.answers?.rows ?? [])) {
          if (row.visible === false) continue;
          items.push({ id: `${question.id}:${row.id}`, title: plainText(row.text) });
        }
      }
    }
  }
  return items;
}
