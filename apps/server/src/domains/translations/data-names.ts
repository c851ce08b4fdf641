import type { GraphResponse } from '@pulzus/core';

/**
 * The kinds of data names an account may give a text per language (docs/i18n.md "Data names"): worker groups,
 * demographies, their answers, topics and questions (statements).
 */
export const DATA_NAME_KINDS = [
  'worker-group',
  'demography',
  'demography-answer',
  'topic',
  'question',
] as const;
/** A kind of data name. */
export type DataNameKind = (typeof DATA_NAME_KINDS)[number];

/** The translation-key prefix of data names: `data.<kind>.<stored name>`. */
export const DATA_NAME_PREFIX = 'data.';

/**
 * The override key of a data name: its kind and its stored (Hungarian) name, so one text serves every survey date
 * the name appears on and survives re-seeding and re-importing, where ids change (docs/i18n.md "Data names").
 */
export function dataNameKey(kind: DataNameKind, name: string): string {
  return `${DATA_NAME_PREFIX}${kind}.${name}`;
}

/** The kind and stored name of a data-name key; null for another key or an empty name. */
export function parseDataNameKey(key: string): { kind: DataNameKind; name: string } | null {
  if (!key.startsWith(DATA_NAME_PREFIX)) return null;
  const rest = key.slice(DATA_NAME_PREFIX.length);
  const kind = DATA_NAME_KINDS.find((k) => rest.startsWith(`${k}.`));
  if (!kind) return null;
  const name = rest.slice(kind.length + 1);
  return name.trim() === '' ? null : { kind, name };
}

/** In graph labels a name's kind is not known: a text is looked up as these kinds, first found wins. */
const LABEL_ORDER: readonly DataNameKind[] = [
  'question',
  'topic',
  'demography-answer',
  'demography',
  'worker-group',
];
/** How the engine joins the answer names of a unit's label (participation units, the heatmap's rows). */
const UNIT_LABEL_SEPARATOR = ' / ';

/**
 * The account's texts of data names in one language: `of(kind, name)` is the text, or the stored name when the
 * account gave none (Hungarian stays the fallback).
 */
export class DataNames {
  readonly #texts: ReadonlyMap<string, string>;

  /** `texts`: override key → text, the keys of other kinds ignored. */
  constructor(texts: Iterable<readonly [string, string]> = []) {
    this.#texts = new Map([...texts].filter(([key, text]) => parseDataNameKey(key) && text.trim() !== ''));
  }

  /** Whether the account gave no text in this language. */
  get empty(): boolean {
    return this.#texts.size === 0;
  }

  /** The name's text in this language, else the stored name. */
  of(kind: DataNameKind, name: string): string {
    return this.#texts.get(dataNameKey(kind, name)) ?? name;
  }

  /**
   * A graph label's text: the label as any kind of name (questions first, worker groups last), else a unit's label
   * part by part, else the label as it is (a date, a catalogue label).
   */
  label(text: string): string {
    for (const kind of LABEL_ORDER) {
      const found = this.#texts.get(dataNameKey(kind, text));
      if (found !== undefined) return found;
    }
    if (!text.includes(UNIT_LABEL_SEPARATOR)) return text;
    return text
      .split(UNIT_LABEL_SEPARATOR)
      .map((part) => this.label(part))
      .join(UNIT_LABEL_SEPARATOR);
  }

  /** The texts as sorted pairs: what a result-cache key holds of them. */
  entries(): [string, string][] {
    return [...this.#texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
}

/** A graph answer with its categories and series named in the names' language (docs/i18n.md "Data names"). */
export function translateGraphResponse(response: GraphResponse, names: DataNames): GraphResponse {
  if (names.empty) return response;
  return {
    ...response,
    graph_data: response.graph_data.map((series) => ({
      ...series,
      name: names.label(series.name),
      ...(series.stack === undefined ? {} : { stack: names.label(series.stack) }),
    })),
    graph_meta: {
      ...response.graph_meta,
      categories: response.graph_meta.categories.map((c) => names.label(c)),
    },
  };
}
