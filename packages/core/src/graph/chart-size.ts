/** A chart is never lower than 500 px (spec 2 §9). */
export const CHART_MIN_HEIGHT = 500;
/** The value axis of bar and column charts ends at 100 percent (spec 2 §9). */
export const BAR_AXIS_MAX = 100;
/** Height in px each bar adds to a bar chart (spec 2 §9). */
export const BAR_HEIGHT_PER_BAR = 16;
/** Fixed px a bar chart adds for axes, legend and title (spec 2 §9). */
export const BAR_CHART_FRAME_HEIGHT = 300;

/** Bar chart height: max(500, categories × series × 16 + 300) px (spec 2 §9). */
export function barChartHeight(categoryCount: number, seriesCount: number): number {
  return Math.max(
    CHART_MIN_HEIGHT,
    categoryCount * seriesCount * BAR_HEIGHT_PER_BAR + BAR_CHART_FRAME_HEIGHT,
  );
}
