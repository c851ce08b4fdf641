import { defineRoute } from './route-definition';

/**
 * Sharing a published date with scoped users (docs/api.md "Sharing a date"): an admin mails them a link to their
 * results home, lists the shares with each recipient's status; the signed-in recipient's visit marks it opened.
 */
export const shareRoutes = {
  /** `GET survey-dates/{id}/shares`: the date's shares, newest first, and the scoped users it may go to. */
  surveyDateSharesList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/shares',
  }),
  /**
   * `POST survey-dates/{id}/shares`: queues a mail to each chosen scoped user in their language, at the account's
   * sending rate; people already reached are left out unless `resend`. Recorded in the audit log.
   */
  surveyDateShareCreate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-dates/{id}/shares',
  }),
  /**
   * `POST survey-date-shares/open`: records that the signed-in recipient followed their link; another person's
   * token is the same 404 as an unknown one. The token signs nobody in.
   */
  surveyDateShareOpen: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'survey-date-shares/open',
  }),
} as const;
