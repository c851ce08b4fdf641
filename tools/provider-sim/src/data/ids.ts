import type { Rng } from './rng.ts';

/** Kinds of objects that get ids, each from its own numeric range. */
export type IdKind = 'survey' | 'page' | 'question' | 'choice' | 'row' | 'collector' | 'response' | 'other';

const RANGES: Record<IdKind, number> = {
  survey: 510_000_000,
  page: 320_000_000,
  question: 640_000_000,
  choice: 770_000_000,
  row: 880_000_000,
  other: 790_000_000,
  collector: 430_000_000,
  response: 114_000_000_000,
};

/** A source of unique, increasing, numeric-looking string ids (provider-api §1: ids are strings). */
export type IdSource = (kind: IdKind) => string;

/** Creates an id source whose ranges start at seeded offsets and advance by small seeded steps. */
export function createIdSource(rng: Rng): IdSource {
  const next = new Map<IdKind, number>();
  for (const [kind, base] of Object.entries(RANGES) as [IdKind, number][]) {
    next.set(kind, base + rng.int(0, 9_000_000));
  }
  return (kind) => {
    const value = (next.get(kind) ?? 0) + rng.int(1, 9);
    next.set(kind, value);
    return String(value);
  };
}
