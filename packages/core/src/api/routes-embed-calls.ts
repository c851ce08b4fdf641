import { defineRoute } from './route-definition';

/**
 * The calls an embed token may make (the `embed` flag of their contract) and the key exchange that gives it one: the
 * `<pulzus-graph>` element's whole route table (docs/embedding.md "Only the embed routes"). Their
 * domains' tables (`routes-*.ts`) list them from here, so the element's client keeps these and no
 * other route, whatever the bundler drops; routes-embed.test.ts holds the list to the flags.
 */
export const embedCallRoutes = {
  /** `GET worker-groups` (spec 1 §7). */
  workerGroupsList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'worker-groups',
  }),
  /** `GET survey-dates`: published dates; `?all=true` gives admins every date (spec 1 §6, spec 2 §7). */
  surveyDatesList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates',
  }),
  /** `GET survey-dates/{id}/demographies`, in their order (spec 2 §7). */
  demographiesList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/demographies',
  }),
  /** `GET survey-dates/{id}/worker-group/{workerGroupId}/question-groups` (spec 2 §7). */
  topicsList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/worker-group/{workerGroupId}/question-groups',
  }),
  /** `POST graph/data`: type and query → graph_data, graph_meta, warnings (spec 2 §7). */
  graphData: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'graph/data',
  }),
  /**
   * `POST graph/filter-options`: a survey date and the filters chosen so far → which worker groups and
   * demography answers the sidebar may offer, and why not (docs/privacy.md "Rule 6"); the same access and
   * filter rules as `graph/data`.
   */
  graphFilterOptions: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'graph/filter-options',
  }),
  /** `GET survey-dates/{id}/graph-dimensions`: grouped per graph slug (spec 2 §7). */
  graphDimensions: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'survey-dates/{id}/graph-dimensions',
  }),
  /** `GET account/graph-explanations`: slug → text in the current language (spec 1 §7). */
  graphExplanations: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'account/graph-explanations',
  }),
  /**
   * `GET account/translations/graph?lang=`: the texts a graph reads in one language, the account's
   * overrides merged (not in the specs): what the embed element translates with, since its script
   * carries no catalogue of its own (docs/embedding.md "The element (client)").
   */
  accountGraphTranslations: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'account/translations/graph',
  }),
  /**
   * `POST embed/session`: `{ key, lang? }` or `{ token, lang? }` → an embed session token and the
   * pinned query, when the key (or the signed token's key) is right, not revoked and allows the
   * request's `Origin`; otherwise one `embed-key-invalid` (`embed-token-invalid` for a token)
   * answer. Rate limited per IP.
   */
  embedSession: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'embed/session',
  }),
  /** `GET comments`: a page of a population's comments to one open-ended question, or why they are withheld. */
  commentsList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'comments',
  }),
  /**
   * `GET comments/themes`: the themes of a population's shown comments to one open-ended question (docs/comments.md
   * "The comments view"), compared with the previous date where the question continues.
   */
  commentsThemes: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'comments/themes',
  }),
} as const;

/** The call names of {@link embedCallRoutes}: the methods of the embed element's client. */
export type EmbedRouteName = keyof typeof embedCallRoutes;
