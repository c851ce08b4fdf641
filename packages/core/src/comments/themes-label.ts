import { foldAccents } from './themes-text';
import { isTopicWord } from './themes-topics';

/** How a theme's words were written: stem → its rank in a topic's list, and spelling (lower case) → how often, how often as an acronym. */
export type ThemeTally = Map<
  string,
  { rank: number; spellings: Map<string, { count: number; acronym: number }> }
>;

/** Counts one written form of a theme's word (or phrase). */
export function tallySurface(
  tallies: Map<string, ThemeTally>,
  themeKey: string,
  stem: string,
  surface: string,
  acronym: boolean,
  rank = Infinity,
): void {
  let tally = tallies.get(themeKey);
  if (!tally) {
    tally = new Map();
    tallies.set(themeKey, tally);
  }
  let entry = tally.get(stem);
  if (!entry) {
    entry = { rank, spellings: new Map() };
    tally.set(stem, entry);
  }
  const { spellings } = entry;
  const seen = spellings.get(surface) ?? { count: 0, acronym: 0 };
  spellings.set(surface, { count: seen.count + 1, acronym: seen.acronym + (acronym ? 1 : 0) });
}

/** How many letters carry an accent. */
function accented(surface: string): number {
  let n = 0;
  for (const c of surface) if (c.normalize('NFD').length > 1) n++;
  return n;
}

/**
 * A theme's label: of its most written stem (of a topic's equally written ones, the first in its list), the spelling
 * written most often, a spelling without an ending (`fizetés`, not `fizetést`) or as a topic's list has it (`kollégák`,
 * not `kollégáimmal`) counting double; then the shorter, the one with accents (as Hungarian is written), then
 * code-point order. Capitals only for an acronym.
 */
export function themeLabel(tally: ThemeTally | undefined): string {
  if (!tally) return '';
  const total = ({ spellings }: { spellings: Map<string, { count: number }> }) =>
    [...spellings.values()].reduce((sum, { count }) => sum + count, 0);
  const [stem, { spellings }] = [...tally].sort(
    ([a, x], [b, y]) => total(y) - total(x) || x.rank - y.rank || (a < b ? -1 : 1),
  )[0]!;
  const base = (surface: string) => foldAccents(surface) === stem || isTopicWord(surface);
  const weight = (surface: string, count: number) => count * (base(surface) ? 2 : 1);
  const [surface, { acronym, count }] = [...spellings].sort(
    ([a, x], [b, y]) =>
      weight(b, y.count) - weight(a, x.count) ||
      a.length - b.length ||
      accented(b) - accented(a) ||
      (a < b ? -1 : 1),
  )[0]!;
  return acronym * 2 > count ? surface.toUpperCase() : surface;
}
