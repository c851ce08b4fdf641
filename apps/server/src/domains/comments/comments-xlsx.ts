import { type MessageKey, translate, type WithheldReason } from '@pulzus/core';
import ExcelJS from 'exceljs';
import { safeText, sheetName } from '../../services/sheet-text';
import type { CommentThemesResponse } from './comment-themes.service';

/** Why a population's comments are withheld, in the words of the comments view (docs/comments.md). */
export const COMMENT_WITHHELD_KEYS = {
  'fewer-than-k': 'comments-withheld-fewer-than-k',
  'protects-smaller': 'comments-withheld-protects-smaller',
  combination: 'comments-withheld-combination',
  'scope-fewer-than-k': 'comments-withheld-scope-fewer-than-k',
  'scope-complement-fewer-than-k': 'comments-withheld-scope-complement-fewer-than-k',
} as const satisfies Record<WithheldReason, MessageKey>;

/** What the comments xlsx shows: one population's shown comments to one question and their themes. */
export interface CommentsWorkbook {
  language: 'hu' | 'en';
  question: string;
  date: string;
  /** The search the view had, or empty. */
  search: string;
  threshold: number;
  /** Why the comments are withheld, null when shown. */
  reason: WithheldReason | null;
  /** The shown comments matching the search, in the date's stable random order. */
  comments: readonly { id: string; text: string }[];
  /** The themes answer of the same population (`populationThemes`). */
  themes: CommentThemesResponse;
  /** The text of every shown comment by id, for the themes' examples (the whole population, not the search's). */
  textOf: (id: string) => string | undefined;
}

/**
 * The comments xlsx (docs/comments.md "The export"): a sheet of the comments — question, date, search, then one
 * text a row — and a sheet of the themes: label, comments, share (%), change since the previous date in points
 * ("new" where it was no theme there, empty where there is nothing to compare with) and up to three examples.
 * Withheld: both sheets carry the reason and nothing else. Every text cell is neutralised (docs/security.md).
 */
export async function writeCommentsXlsx(book: CommentsWorkbook): Promise<Buffer> {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(book.language, key, params);
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  const comments = workbook.addWorksheet(sheetName(t('comments-title'), taken));
  const themes = workbook.addWorksheet(sheetName(t('comments-themes'), taken));
  const heading = [
    [t('comments-question'), book.question],
    [t('comments-export-date'), book.date],
    ...(book.search ? [[t('comments-search'), book.search]] : []),
  ];
  for (const sheet of [comments, themes])
    for (const [label, value] of heading) sheet.addRow([safeText(label), safeText(value)]);
  if (book.reason !== null) {
    const why = safeText(t(COMMENT_WITHHELD_KEYS[book.reason], { k: book.threshold }));
    comments.addRow([why]);
    themes.addRow([why]);
  } else {
    comments.addRow([]);
    comments.addRow([safeText(t('comments-export-comment'))]).font = { bold: true };
    for (const comment of book.comments) comments.addRow([safeText(comment.text)]);
    writeThemes(themes, book, t);
  }
  comments.getColumn(1).width = 24;
  comments.getColumn(2).width = 60;
  comments.getColumn(1).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function writeThemes(
  sheet: ExcelJS.Worksheet,
  book: CommentsWorkbook,
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): void {
  const previous = book.themes.previous;
  sheet.addRow([]);
  sheet.addRow(
    [
      t('comments-export-theme'),
      t('comments-export-count'),
      t('comments-export-share'),
      previous ? t('comments-export-change', { date: previous.date }) : null,
      t('comments-export-examples'),
    ].map(safeText),
  ).font = { bold: true };
  if (book.themes.themes.length === 0) sheet.addRow([safeText(t('comments-themes-none'))]);
  for (const theme of book.themes.themes) {
    const change = previous?.changes.find((c) => c.key === theme.key);
    const examples = theme.example_ids.map(book.textOf).filter((text) => text !== undefined);
    sheet.addRow([
      safeText(theme.label),
      theme.count,
      Math.round(theme.share * 1000) / 10,
      !previous
        ? null
        : change?.change == null
          ? safeText(t('comments-export-new'))
          : Math.round(change.change * 1000) / 10,
      safeText(examples.join('\n')),
    ]);
  }
  sheet.columns.forEach((column, i) => {
    column.width = i === 4 ? 80 : i === 0 ? 24 : 16;
  });
  sheet.getColumn(5).alignment = { wrapText: true, vertical: 'top' };
}
