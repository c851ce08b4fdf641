/**
 * The react-query keys of the admin screens. Account-scoped lists carry the session account id
 * (`aid`) after `'account'`, as the widgets' `pulzusQueryKeys` do, so a session-account change
 * loads fresh data (spec 2 §2).
 */
export const adminQueryKeys = {
  /** `GET languages`: every language, for the account popups. */
  languages: () => ['languages'] as const,
  /** `GET users/admin`: the administrators. */
  admins: (accountId: number | null) => ['account', accountId, 'admin', 'admins'] as const,
  /** `GET users/get-user-list`: the session account's users. */
  users: (accountId: number | null) => ['account', accountId, 'admin', 'users'] as const,
  /** `GET worker-groups` of a session account. */
  workerGroups: (accountId: number | null) => ['account', accountId, 'worker-groups'] as const,
  /** `GET survey-dates?all=true`: every survey date of a session account. */
  allSurveyDates: (accountId: number | null) => ['account', accountId, 'admin', 'survey-dates'] as const,
  /** `GET sm-surveys` of a session account. */
  smSurveys: (accountId: number | null) => ['account', accountId, 'sm-surveys'] as const,
  /** `GET sm-api-key` of a session account. */
  smApiKeys: (accountId: number | null) => ['account', accountId, 'sm-api-keys'] as const,
  /** `GET email-templates`. */
  emailTemplates: (accountId: number | null) => ['account', accountId, 'admin', 'email-templates'] as const,
} as const;
