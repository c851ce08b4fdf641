import type { PageRecord, QuestionRecord, RowRecord } from './types.ts';

/** One answerable cell of a survey: a single-choice question, or one row of a matrix. */
export interface AnswerSlot {
  pageIndex: number;
  question: QuestionRecord;
  row: RowRecord | null;
}

/** Lists a design's answer slots in page → question → row order; response cells index this list. */
export function answerSlots(pages: readonly PageRecord[]): AnswerSlot[] {
  const slots: AnswerSlot[] = [];
  pages.forEach((page, pageIndex) => {
    for (const question of page.questions) {
      if (question.family === 'single_choice') slots.push({ pageIndex, question, row: null });
      if (question.family === 'matrix') {
        for (const row of question.rows) slots.push({ pageIndex, question, row });
      }
    }
  });
  return slots;
}
