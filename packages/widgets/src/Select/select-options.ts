/** One option of a select: its value, visible label and whether it can be chosen. */
export interface SelectOption<V> {
  /** The value handed to `onValueChange`. */
  readonly value: V;
  /** The visible text. */
  readonly label: string;
  /** Shown but not choosable, and passed over by the keyboard; default false. */
  readonly disabled?: boolean;
  /** A note under the label, such as why the option is disabled; its description for screen readers; default none. */
  readonly description?: string;
  /** Extra words a search matches but nobody sees, such as a provider item code; default none. */
  readonly keywords?: string;
}

/** A labelled group of options (a grouped select, spec 2 §2). */
export interface SelectOptionGroup<V> {
  /** The group's visible heading. */
  readonly label: string;
  /** The group's options. */
  readonly options: readonly SelectOption<V>[];
}

/** The items of a select: plain options or groups of options. */
export type SelectItems<V> = readonly SelectOption<V>[] | readonly SelectOptionGroup<V>[];

/** Whether the items are groups of options. */
export function isGroupedItems<V>(items: SelectItems<V>): items is readonly SelectOptionGroup<V>[] {
  const first = items[0];
  return first !== undefined && 'options' in first;
}

/** The options of the items in display order, groups flattened. */
export function flattenItems<V>(items: SelectItems<V>): SelectOption<V>[] {
  return isGroupedItems(items) ? items.flatMap((group) => [...group.options]) : [...items];
}

/**
 * An option that may be refused: with a reason it is shown disabled with the reason as its description,
 * except when already chosen, which stays choosable so that it can be removed (docs/privacy.md "Rule 6").
 */
export function refusableOption<V>(
  option: SelectOption<V>,
  reason: string | undefined,
  chosen: boolean,
): SelectOption<V> {
  return reason === undefined ? option : { ...option, disabled: !chosen, description: reason };
}

/** A text for matching a search: lower case, accents removed ("Élmény" and "elmeny" match). */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The items whose label, description or keywords contain every word of `query` (case and accents ignored);
 * groups keep their matching options and are dropped when none match. An empty query keeps all.
 */
export function filterItems<V>(items: SelectItems<V>, query: string): SelectItems<V> {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  const matches = (option: SelectOption<V>) => {
    const text = searchable(`${option.label} ${option.description ?? ''} ${option.keywords ?? ''}`);
    return words.every((word) => text.includes(word));
  };
  if (!isGroupedItems(items)) return items.filter(matches);
  return items
    .map((group) => ({ ...group, options: group.options.filter(matches) }))
    .filter((group) => group.options.length > 0);
}
