import { BASE_TEXTS, type BaseTextKey } from '@pulzus/core';
import { pickMessages } from '../session/pick-messages';
import type { Translator } from '../session/translator';

/** The texts a chart shows (core catalogue keys `chart-*`); English by default, Hungarian built in, any of them overridable by props. */
export interface ChartMessages {
  /** Visible short text beside a withheld mark. */
  withheldShort: string;
  /** Accessible and table text of a withheld value whose reason the server did not say. */
  withheld: string;
  /** A value withheld because fewer than `{{k}}` people answered (docs/privacy.md "Reasons"). */
  withheldFewerThanK: string;
  /** A value withheld to protect a smaller group. */
  withheldProtectsSmaller: string;
  /** A value withheld because too many filters are combined. */
  withheldCombination: string;
  /** A scoped viewer's value withheld because their scope has fewer than `{{k}}` respondents (docs/privacy.md "Rule 10"). */
  withheldScopeFewerThanK: string;
  /** A scoped viewer's value withheld because fewer than `{{k}}` people are outside their scope. */
  withheldScopeComplement: string;
  /** Accessible and tooltip text of a value not asked on that date (the table shows "–"). */
  notAsked: string;
  /** Status text of the loading skeleton. */
  loading: string;
  /** Shown when there is nothing to draw. */
  empty: string;
  /** Shown when the data could not be loaded. */
  error: string;
  /** Toggle that shows the data table. */
  showTable: string;
  /** Toggle that hides the data table again. */
  hideTable: string;
  /** Header of the category column of the data table. */
  category: string;
  /** Button that downloads the chart as SVG. */
  exportSvg: string;
  /** Button that downloads the chart as PNG. */
  exportPng: string;
  /** Accessible name of the legend list. */
  legend: string;
  /** Accessible name of the chart tool buttons. */
  toolbar: string;
  /** The change since the previous date in words; `{{change}}`, `{{earlier}}` and `{{later}}` are filled in. */
  change: string;
  /** Why a change is drawn muted: too small to mean anything for groups of these sizes. */
  changeSmall: string;
  /** Why a change is drawn muted: the groups' sizes are not shown, so it is not judged. */
  changeUnjudged: string;
}

/** The catalogue key of each chart text (core's graphs area; built in, see `BASE_TEXTS`). */
const CHART_MESSAGE_KEYS = {
  withheldShort: 'chart-withheld-short',
  withheld: 'chart-withheld',
  withheldFewerThanK: 'chart-withheld-fewer-than-k',
  withheldProtectsSmaller: 'chart-withheld-protects-smaller',
  withheldCombination: 'chart-withheld-combination',
  withheldScopeFewerThanK: 'chart-withheld-scope-fewer-than-k',
  withheldScopeComplement: 'chart-withheld-scope-complement',
  notAsked: 'chart-not-asked',
  loading: 'chart-loading',
  empty: 'chart-empty',
  error: 'chart-error',
  showTable: 'chart-show-table',
  hideTable: 'chart-hide-table',
  category: 'chart-category',
  exportSvg: 'chart-export-svg',
  exportPng: 'chart-export-png',
  legend: 'chart-legend',
  toolbar: 'chart-toolbar',
  change: 'chart-change',
  changeSmall: 'chart-change-small',
  changeUnjudged: 'chart-change-unjudged',
} as const satisfies Record<keyof ChartMessages, BaseTextKey>;

/** English chart texts (the default), core's catalogue texts built in. */
export const CHART_MESSAGES_EN: ChartMessages = pickMessages(BASE_TEXTS.en, CHART_MESSAGE_KEYS);

/** Hungarian chart texts, core's catalogue texts built in. */
export const CHART_MESSAGES_HU: ChartMessages = pickMessages(BASE_TEXTS.hu, CHART_MESSAGE_KEYS);

/**
 * The chart texts of a language ('hu' or English otherwise) with the given overrides. A surrounding
 * translator of the same language gives them instead of the built-in texts, so that an account's
 * own wording of the chart texts (its uploaded translations) shows in the portal and the embed.
 */
export function chartMessages(
  language: string | undefined,
  overrides?: Partial<ChartMessages>,
  translator?: Translator | null,
): ChartMessages {
  const code = language === 'hu' ? 'hu' : 'en';
  if (translator?.language === code) {
    const texts = Object.entries(CHART_MESSAGE_KEYS).map(([name, key]) => [name, translator.t(key)]);
    return { ...(Object.fromEntries(texts) as ChartMessages), ...overrides };
  }
  return { ...(code === 'hu' ? CHART_MESSAGES_HU : CHART_MESSAGES_EN), ...overrides };
}
