/**
 * The shared react-query keys of account-scoped data. Each carries the session account id (`aid`)
 * and, where the answer is translated, the language code, so switching either loads fresh data
 * (spec 1 §4).
 */
export const pulzusQueryKeys = {
  /** `GET account/enabled-graphs` of a session account. */
  enabledGraphs: (accountId: number | null) => ['account', accountId, 'enabled-graphs'] as const,
  /** `GET account/graph-explanations` of a session account in a language. */
  graphExplanations: (accountId: number | null, language: string | null) =>
    ['account', accountId, 'graph-explanations', language] as const,
  /** `GET account/translations`, the account's uploaded texts (spec 2 §2 Translations). */
  accountTranslations: (accountId: number | null) => ['account', accountId, 'translations'] as const,
  /** `GET account/translations/graph`: the graph areas' texts of a session account in a language. */
  graphTranslations: (accountId: number | null, language: string) =>
    ['account', accountId, 'translations', 'graph', language] as const,
  /** `GET account/languages` of a session account. */
  accountLanguages: (accountId: number | null) => ['account', accountId, 'languages'] as const,
  /** `GET survey-dates/get-last-survey-date` of a session account. */
  lastSurveyDate: (accountId: number | null) => ['account', accountId, 'last-survey-date'] as const,
  /** `GET survey-dates` of a session account. */
  surveyDates: (accountId: number | null) => ['account', accountId, 'survey-dates'] as const,
  /** `GET accounts`, the admin's list of every account. */
  accounts: () => ['accounts'] as const,
} as const;
