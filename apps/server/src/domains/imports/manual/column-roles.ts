import { designLookup, itemCodes } from '../response-mapping';
import { type AnswerLookup, type ExportDesign, exportDesign, matchText } from './export-design';
import type { SheetColumn, SheetLayout } from './sheet-layout';

/**
 * What a column of the sheet is for one survey design: an item's answers; `unread` answers that are
 * no item (open-ended and other non-item questions, "other" texts); `metadata` about the respondent
 * (custom variables); or an error.
 */
export type ColumnRole =
  | { readonly kind: 'item'; readonly code: string; readonly answers: AnswerLookup }
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

/** Template columns are item codes; a cell holds a choice position (docs/import.md). */
function templateRoles(columns: readonly SheetColumn[], details: unknown): ColumnRole[] {
  const codes = itemCodes(designLookup(details));
  return columns.map((column) => {
    const question = codes.get(column.heading);
    if (!question) return NOT_FOUND;
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

/** Two columns that would fill one item are both ambiguous: neither may overwrite the other. */
function withoutTwins(roles: ColumnRole[]): ColumnRole[] {
  const count = new Map<string, number>();
  for (const role of roles) if (role.kind === 'item') count.set(role.code, (count.get(role.code) ?? 0) + 1);
  return roles.map((role) => (role.kind === 'item' && (count.get(role.code) ?? 0) > 1 ? AMBIGUOUS : role));
}
