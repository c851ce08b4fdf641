/**
 * The size budgets of the published packages (docs/releasing.md, "Size budgets"): unlike the
 * timing targets, which bench:ui records, a breached budget fails `npm run bench -- ui` (and
 * `npm run bench:ui -- --budgets-only`, which measures only the sizes) with a message naming it.
 */

/** How much a page that imports only BarChart may add over the React-only page, in KB gzipped. */
export const CHART_ONLY_OVER_REACT_KB = 25;
/**
 * The embed's entry script with React inside and the chunks it imports statically — what a pinned graph
 * needs before it draws — in KB gzipped; the code it loads on demand is measured beside it, not in it.
 */
export const EMBED_MAX_KB = 110;

/** The sizes the budgets hold (null when not measurable here, with the reason beside). */
export interface BudgetSizes {
  chart_only_page_gzip_kb: number;
  react_baseline_gzip_kb: number;
  embed_gzip_kb: number | null;
  embed_reason?: string;
}

/** One budget: the measured value, its limit, whether it holds, and the rule in words. */
export interface Budget {
  value: number | null;
  limit: number;
  met: boolean;
  rule: string;
}

/** Every budget with its verdict; an unmeasurable embed counts as breached (the reason says why). */
export function checkBudgets(sizes: BudgetSizes): Record<string, Budget> {
  const chartLimit = Math.round((sizes.react_baseline_gzip_kb + CHART_ONLY_OVER_REACT_KB) * 10) / 10;
  return {
    chart_only_page_gzip_kb: {
      value: sizes.chart_only_page_gzip_kb,
      limit: chartLimit,
      met: sizes.chart_only_page_gzip_kb <= chartLimit,
      rule: `a page importing only BarChart from the built packages ≤ the React-only page (${sizes.react_baseline_gzip_kb} KB) + ${CHART_ONLY_OVER_REACT_KB} KB gzipped`,
    },
    embed_gzip_kb: {
      value: sizes.embed_gzip_kb,
      limit: EMBED_MAX_KB,
      met: sizes.embed_gzip_kb !== null && sizes.embed_gzip_kb <= EMBED_MAX_KB,
      rule: `the embed entry pulzus-graph.js with its static imports (what a pinned graph needs before it draws), React included, ≤ ${EMBED_MAX_KB} KB gzipped; the chunks it loads on demand are embed_chunks${sizes.embed_reason ? ` (not measured: ${sizes.embed_reason})` : ''}`,
    },
  };
}

/** The breached budgets as lines for the console, empty when every budget holds. */
export function budgetBreaches(budgets: Record<string, Budget>): string[] {
  return Object.entries(budgets)
    .filter(([, b]) => !b.met)
    .map(([name, b]) => `✗ size budget ${name}: ${b.value ?? 'not measured'} KB > ${b.limit} KB — ${b.rule}`);
}
