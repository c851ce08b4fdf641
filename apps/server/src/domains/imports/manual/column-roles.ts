import { designLookup, itemCodes, otherTextKey } from '../response-mapping';
import { type AnswerLookup, type ExportDesign, exportDesign, matchText } from './export-design';
import type { SheetColumn, SheetLayout } from './sheet-layout';

/**
 * What a column of the sheet is for one survey design: an item's answers; a `text` (an open-ended
 * answer or an "other" text, stored under its key: docs/import.md "Comments"); `unread` answers that
 * are neither (multiple choice and other non-item questions); `metadata` about the respondent (custom
 * variables); or an error.
 */
export type ColumnRole =
  | { readonly kind: 'item'; readonly code: string; readonly answers: AnswerLookup }
  | { readonly kind: 'text'; readonly key: string }
  | { readonly kind: 'unread' }
  | { readonly kind: 'metadata' }
  | { readonly kind: 'error'; readonly code: 'cant-find-sm-question' | 'ambiguous-sm-question' };

/** The families whose answers are items (graphs.md "Vocabulary"), as the provider import reads them. */
const ITEM_FAMILIES = new Set(['single_choice', 'matrix']);

const UNREAD: ColumnRole = { kind: 'unread' };
const METADATA: ColumnRole = { kind: 'metadata' };
const NOT_FOUND: ColumnRole = { kind: 'error', code: 'cant-find-sm-question' };
const AMBIGUOUS: ColumnRole = { kind: 'error', code: 'ambiguous-sm-question' };

/** The role of each of the layout's columns (same order) for a collector's stored design. */
export function columnRoles(layout: SheetLayout, details: unknown): ColumnRole[] {
  return layout.kind === 'template'
    ? templateRoles(layout.columns, details)
    : exportRoles(layout.columns, exportDesign(details));
}

/**
 * Template columns are item codes, whose cells hold a choice position, or text keys (docs/import.md
 * "Comments"): an open-ended question's id (`questionId:rowId` for a box of several), or a question's
 * id and `:other` for its "other" texts.
 */
function templateRoles(columns: readonly SheetColumn[], details: unknown): ColumnRole[] {
  const lookup = designLookup(details);
  const codes = itemCodes(lookup);
  const textKeys = new Set<string>();
  for (const [id, question] of lookup) {
    if (question.family === 'open_ended') {
      textKeys.add(id);
      for (const row of question.rows) textKeys.add(`${id}:${row}`);
    } else textKeys.add(otherTextKey(id));
  }
  return columns.map((column) => {
    const question = codes.get(column.heading);
    if (!question) return textKeys.has(column.heading) ? { kind: 'text', key: column.heading } : NOT_FOUND;
    const positions = new Set<number>();
    for (const value of question.choices.values()) if (value !== null) positions.add(value);
    return { kind: 'item', code: column.heading, answers: { positions, texts: new Map() } };
  });
}

interface Candidate {
  readonly code: string;
  readonly answers: AnswerLookup;
  readonly visible: boolean;
}

/**
 * Export columns by their texts (docs/import.md "The manual import"): the heading names the
 * question, row 2 a matrix's statement; a single-choice question's column is any but its "other"
 * column. Custom variables, open-ended and other non-item questions and "other" texts are not read.
 * A heading no question has is `cant-find-sm-question`. Where texts repeat (provider-api §8.15:
 * the same heading twice), the visible items are preferred and the export's columns, in survey
 * order, take the items in survey order when there are as many of each; otherwise, and when two
 * columns would fill one item, the columns are `ambiguous-sm-question`.
 */
function exportRoles(columns: readonly SheetColumn[], design: ExportDesign): ColumnRole[] {
  const byHeading = new Map<string, ExportDesign['questions'][number][]>();
  for (const question of design.questions) {
    const list = byHeading.get(question.heading) ?? [];
    list.push(question);
    byHeading.set(question.heading, list);
  }
  const roles: ColumnRole[] = [];
  const groups = new Map<string, { candidates: Candidate[]; columns: number[] }>();
  columns.forEach((column, index) => {
    const heading = matchText(column.heading);
    const sub = matchText(column.sub);
    const questions = byHeading.get(heading) ?? [];
    roles.push(UNREAD);
    if (design.customVariables.has(heading)) {
      roles[index] = METADATA;
      return;
    }
    if (questions.length === 0) {
      roles[index] = NOT_FOUND;
      return;
    }
    let candidates: Candidate[] = questions.flatMap((question) => {
      if (question.family === 'single_choice' && sub !== question.otherText)
        return [{ code: question.id, answers: question.answers, visible: question.visible }];
      if (question.family !== 'matrix') return [];
      return question.rows
        .filter((row) => row.text === sub)
        .map((row) => ({
          code: `${question.id}:${row.id}`,
          answers: question.answers,
          visible: question.visible && row.visible,
        }));
    });
    if (candidates.length === 0) {
      const texts = questions.flatMap((q) => textKeysOf(q, sub));
      // a text column both of two same-headed questions could hold is read by neither
      if (texts.length > 0) {
        roles[index] = texts.length === 1 ? { kind: 'text', key: texts[0]! } : AMBIGUOUS;
        return;
      }
      const notRead = questions.some((q) => !ITEM_FAMILIES.has(q.family) || q.otherText === sub);
      if (!notRead) roles[index] = NOT_FOUND;
      return;
    }
    if (candidates.some((c) => c.visible)) candidates = candidates.filter((c) => c.visible);
    const key = candidates.map((c) => c.code).join('\n');
    const group = groups.get(key) ?? { candidates, columns: [] };
    group.columns.push(index);
    groups.set(key, group);
  });
  for (const { candidates, columns: indexes } of groups.values()) {
    indexes.forEach((index, n) => {
      const candidate = candidates[n];
      roles[index] =
        indexes.length === candidates.length && candidate
          ? { kind: 'item', code: candidate.code, answers: candidate.answers }
          : AMBIGUOUS;
    });
  }
  return withoutTwins(roles);
}

/**
 * The text keys an export column of a question may hold (docs/import.md "Comments"): its "other" column (row 2 the
 * option's text) under `questionId:other`; an open-ended question's column under its id, or a box of several (row 2
 * the box's label) under `questionId:rowId`.
 */
function textKeysOf(question: ExportDesign['questions'][number], sub: string): string[] {
  if (question.otherText !== null && question.otherText === sub) return [otherTextKey(question.id)];
  if (question.family !== 'open_ended') return [];
  const row = question.rows.find((r) => r.text === sub);
  if (row) return [`${question.id}:${row.id}`];
  return question.rows.length === 0 ? [question.id] : [];
}

/** Two columns that would fill one item are both ambiguous: neither may overwrite the other. */
function withoutTwins(roles: ColumnRole[]): ColumnRole[] {
  const count = new Map<string, number>();
  const keyOf = (role: ColumnRole) =>
    role.kind === 'item' ? role.code : role.kind === 'text' ? `text ${role.key}` : null;
  for (const role of roles) {
    const key = keyOf(role);
    if (key !== null) count.set(key, (count.get(key) ?? 0) + 1);
  }
  return roles.map((role) => {
    const key = keyOf(role);
    return key !== null && (count.get(key) ?? 0) > 1 ? AMBIGUOUS : role;
  });
}
