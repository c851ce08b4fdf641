/**
 * The heatmap's colour rule (docs/graphs.md "Heatmap"), one for the screen and the slides: a group's cell is
 * tinted red below the company's value and green above it, the tint's share of the cell's colour growing with
 * the difference — 0 at the company's value, {@link HEATMAP_MAX_TINT} % at 20 points or more away, so a group
 * 20 points below is as strong a red as one 20 above is a green. The company row and a cell without a
 * difference (withheld, or a company value withheld) are not tinted.
 */
export const HEATMAP_MAX_TINT = 55;

/** A cell's tint: below (red) or above (green) the company, and the colour's share in percent, or null. */
export function heatmapTint(difference: number | null): { tone: 'below' | 'above'; share: number } | null {
  if (difference === null) return null;
  return {
    tone: difference < 0 ? 'below' : 'above',
    share: Math.round(Math.min(1, Math.abs(difference) / 20) * HEATMAP_MAX_TINT),
  };
}
