/** The 11-colour palette series are drawn with, in order (spec 2 §9); our choice of hues. */
export const GRAPH_PALETTE = [
  '#1f6fb2',
  '#f28e2b',
  '#59a14f',
  '#e15759',
  '#76b7b2',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#4e5d6c',
] as const;

/** The palette colour of the n-th series, repeating after 11 (spec 2 §9). */
export function seriesColor(index: number): string {
  const n = GRAPH_PALETTE.length;
  return GRAPH_PALETTE[((Math.trunc(index) % n) + n) % n]!;
}
