/** The viewport width below which the graph sidebar starts closed, so the chart shows first on phones. */
export const GRAPH_SIDEBAR_BREAKPOINT_PX = 900;

/** Whether the viewport is narrower than {@link GRAPH_SIDEBAR_BREAKPOINT_PX}; false where there is no window. */
export function isNarrowViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(`(max-width: ${GRAPH_SIDEBAR_BREAKPOINT_PX - 0.02}px)`).matches;
}
