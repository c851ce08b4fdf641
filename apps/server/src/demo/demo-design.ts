import { plainText, zSurveyDetails } from '../domains/questions/provider-survey-items';

/** A single-choice question of a stored survey design, with its choices in order. */
export interface DesignSingleChoice {
  id: string;
  heading: string;
  choices: { text: string; position: number }[];
}

/** A matrix page of a stored survey design: its title, the matrix question and its rows (the items). */
export interface DesignMatrixPage {
  title: string;
  questionId: string;
  rows: { id: string; text: string }[];
}

/** What the demo configuration reads from a provider survey's stored `/details`. */
export interface DemoDesign {
  singleChoices: DesignSingleChoice[];
  matrixPages: DesignMatrixPage[];
  /** The open-ended questions (docs/import.md "Comments"): id and heading. */
  openQuestions: { id: string; heading: string }[];
}

const byPosition = <T extends { position?: number | undefined }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.position ?? a.index) - (b.item.position ?? b.index) || a.index - b.index)
    .map(({ item }) => item);

const visible = <T extends { visible?: boolean | undefined }>(items: readonly T[]): T[] =>
  items.filter((item) => item.visible !== false);

/**
 * Reads a stored provider design (provider-api §3.4) tolerantly: the visible single-choice questions
 * (the demographic ones), the visible rating-matrix pages and the open-ended questions in page order, with plain
 * texts.
 */
export function readDemoDesign(details: unknown): DemoDesign {
  const parsed = zSurveyDetails.safeParse(details ?? {});
  const design: DemoDesign = { singleChoices: [], matrixPages: [], openQuestions: [] };
  if (!parsed.success) return design;
  for (const page of byPosition(parsed.data.pages)) {
    const questions = visible(page.questions.flatMap((q) => (q ? [q] : [])));
    for (const question of byPosition(questions)) {
      const heading = plainText(question.headings[0]?.heading ?? '');
      const choices = byPosition(visible(question.answers?.choices ?? []));
      if (question.family === 'single_choice') {
        design.singleChoices.push({
          id: question.id,
          heading,
          choices: choices.map((c, i) => ({ text: plainText(c.text), position: c.position ?? i + 1 })),
        });
      }
      if (question.family === 'open_ended') design.openQuestions.push({ id: question.id, heading });
      if (question.family === 'matrix' && (question.subtype === 'rating' || question.subtype === 'single')) {
        design.matrixPages.push({
          title: plainText(page.title) || heading,
          questionId: question.id,
          rows: byPosition(visible(question.answers?.rows ?? [])).map((r) => ({
            id: r.id,
            text: plainText(r.text),
          })),
        });
      }
    }
  }
  return design;
}
