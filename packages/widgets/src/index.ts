/**
 * @pulzus/widgets — the public API. One hand-written barrel, named exports only (style.md §3).
 */
export { theme, themeCssVariables } from './theme/theme';
export type { PulzusTheme } from './theme/theme';
