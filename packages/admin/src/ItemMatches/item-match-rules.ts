import {
  formatSurveyDate,
  isApiError,
  type ItemMatch,
  type ItemMatchDecision,
  type ItemMatchKind,
  type ItemMatchTarget,
} from '@pulzus/core';
import type { SelectOption, SelectOptionGroup } from '@pulzus/widgets';

/** The filters of the matching list. */
export const ITEM_MATCH_FILTERS = ['all', 'suggested', 'new', 'decided'] as const;
/** A filter of the matching list. */
export type ItemMatchFilter = (typeof ITEM_MATCH_FILTERS)[number];

/** Whether an item is matched to an earlier one and in effect: same id, same text or an admin's match. */
export function isMatched(item: ItemMatch): boolean {
  return item.status === 'exact' || item.status === 'text' || item.status === 'confirmed';
}

/** Whether an item continues nothing earlier: new, or separated by an admin. */
export function isFresh(item: ItemMatch): boolean {
  return item.status === 'new' || item.status === 'broken';
}

/**
 * Whether an item shows under a filter: `suggested` a suggestion waiting for a decision, `new` an item
 * continuing nothing (new or separated), `decided` an item with an admin's decision, `all` every item.
 */
export function showsUnder(filter: ItemMatchFilter, item: ItemMatch): boolean {
  if (filter === 'suggested') return item.status === 'suggested';
  if (filter === 'new') return isFresh(item);
  if (filter === 'decided') return item.decided;
  return true;
}

/** How many items of a date are matched, wait as suggestions, are new, and how many each filter shows. */
export interface ItemMatchSummary {
  readonly matched: number;
  readonly suggested: number;
  readonly fresh: number;
  readonly byFilter: Readonly<Record<ItemMatchFilter, number>>;
}

/** The counts of the summary line and of the filters. */
export function summarise(items: readonly ItemMatch[]): ItemMatchSummary {
  const count = (test: (item: ItemMatch) => boolean) => items.filter(test).length;
  const byFilter = Object.fromEntries(
    ITEM_MATCH_FILTERS.map((filter) => [filter, count((item) => showsUnder(filter, item))]),
  ) as Record<ItemMatchFilter, number>;
  return { matched: count(isMatched), suggested: byFilter.suggested, fresh: byFilter.new, byFilter };
}

/** The items by kind, statements first, leaving out a kind without items. */
export function byKind(items: readonly ItemMatch[]): { kind: ItemMatchKind; items: readonly ItemMatch[] }[] {
  return (['statement', 'question'] as const)
    .map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);
}

/** The accept decisions of every suggestion waiting. */
export function acceptAll(items: readonly ItemMatch[]): ItemMatchDecision[] {
  return items
    .filter((item) => item.status === 'suggested')
    .map((item) => ({ source_code: item.source_code, action: 'accept' }));
}

/**
 * The earlier items `item` may be matched to, as select options grouped by their survey date (newest
 * first, as the server lists them). An earlier item another item of this date continues by an admin's
 * match is disabled (the server refuses two items of one date continuing it); one continued by an
 * automatic match says so and stays choosable.
 */
export function candidateGroups(
  candidates: readonly ItemMatchTarget[],
  items: readonly ItemMatch[],
  item: ItemMatch,
  language: string,
  continuedNote: string,
): SelectOptionGroup<string>[] {
  const continuedBy = new Map<string, ItemMatch>();
  for (const other of items) {
    if (other.source_code !== item.source_code && isMatched(other)) continuedBy.set(other.stable_code, other);
  }
  const groups = new Map<string, { label: string; options: SelectOption<string>[] }>();
  for (const candidate of candidates) {
    let group = groups.get(candidate.date);
    if (!group) {
      group = { label: formatSurveyDate(candidate.date, language), options: [] };
      groups.set(candidate.date, group);
    }
    const other = continuedBy.get(candidate.stable_code);
    group.options.push({
      value: candidate.stable_code,
      label: candidate.text,
      ...(other
        ? { description: continuedNote, disabled: other.status === 'confirmed' && other.decided }
        : {}),
    });
  }
  return [...groups.values()];
}

/**
 * The source code of the decision a refused save names: an `item-match-invalid` answer's first field
 * path is `decisions.{index}.{field}`; null for any other failure.
 */
export function refusedSourceCode(error: unknown, decisions: readonly ItemMatchDecision[]): string | null {
  if (!isApiError(error) || error.code !== 'item-match-invalid') return null;
  const fields = error.details.fields;
  const path = Array.isArray(fields) ? (fields[0] as { path?: unknown } | undefined)?.path : undefined;
  const index = typeof path === 'string' ? /^decisions\.(\d+)(\.|$)/.exec(path)?.[1] : undefined;
  return index === undefined ? null : (decisions[Number(index)]?.source_code ?? null);
}
