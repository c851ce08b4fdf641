import { formatSurveyDate } from '../dates/survey-date-format';
import { translate } from '../i18n/catalogue';
import { resolveMinGroupSize } from '../indexes/min-group-size';
import type { GraphScope } from './scope';

/** The localized texts the engine writes into categories and series names. */
export interface GraphLabels {
  readonly total: string;
  /** The company comparison beside a scoped viewer's values (docs/privacy.md "Rule 10"). */
  readonly company: string;
  readonly satisfactionIndex: string;
  readonly engagementIndex: string;
  readonly negative: string;
  readonly middle: string;
  readonly positive: string;
}

/** Options of `computeGraph`. */
export interface GraphEngineOptions {
  /** The minimum group size k; clamped to 3..10, default 5 (graphs.md "Privacy"). */
  readonly minGroupSize?: number | null;
  /** The account language for labels and date display; default Hungarian (spec 1 §9). */
  readonly language?: string | null;
  /** Main dimension of commitment_total and commitment_ranking: a demography id, or null (default) for worker groups / units. */
  readonly mainDimensionDemographyId?: number | null;
  /** Overrides of the catalogue labels (an account's own translations); default the core catalogue. */
  readonly labels?: Partial<GraphLabels>;
  /** A scoped viewer's scope: every population is intersected with it (docs/privacy.md "Rule 10"); none = unscoped. */
  readonly scope?: GraphScope | null;
}

/** The options with every default applied. */
export interface ResolvedGraphOptions {
  readonly k: number;
  readonly language: string;
  readonly mainDimensionDemographyId: number | null;
  readonly labels: GraphLabels;
  /** A survey date (`yyyy-MM-dd`) in the account language's display format (spec 2 §2). */
  readonly dateLabel: (date: string) => string;
}

/** Applies the defaults of `GraphEngineOptions`. */
export function resolveGraphOptions(options: GraphEngineOptions = {}): ResolvedGraphOptions {
  const language = options.language ?? 'hu';
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  return {
    k: resolveMinGroupSize(options.minGroupSize),
    language,
    mainDimensionDemographyId: options.mainDimensionDemographyId ?? null,
    labels: {
      total: t('graph-category-total'),
      company: t('graph-category-company'),
      satisfactionIndex: t('graph-category-satisfaction-index'),
      engagementIndex: t('graph-series-engagement-index'),
      negative: t('graph-series-negative'),
      middle: t('graph-series-middle'),
      positive: t('graph-series-positive'),
      ...options.labels,
    },
    dateLabel: (date) => formatSurveyDate(date, language),
  };
}
