import type {
  AuditAction,
  AuditSubjectType,
  ImportJobErrorCode,
  ImportJobKind,
  ImportJobState,
  ItemMatchStatus,
} from '@pulzus/core';
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: Date when read, Date or ISO string when written. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The database as Kysely sees it; one interface per table, named after it. */
export interface Database {
  languages: { id: number; code: string; name: string };
  roles: { id: number; slug: string };
  accounts: AccountsTable;
  account_languages: { account_id: number; language_id: number };
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  password_tokens: PasswordTokensTable;
  download_tickets: DownloadTicketsTable;
  outbox: OutboxTable;
  worker_groups: { id: Generated<number>; account_id: number; name: string; code: string };
  sm_api_keys: ProviderApiKeysTable;
  sm_surveys: ProviderSurveysTable;
  survey_dates: SurveyDatesTable;
  survey_date_surveys: SurveyDateSurveysTable;
  email_templates: EmailTemplatesTable;
  demographies: DemographiesTable;
  demography_answers: DemographyAnswersTable;
  demography_worker_groups: { account_id: number; demography_id: number; worker_group_id: number };
  sm_collectors: ProviderCollectorsTable;
  collectors: CollectorsTable;
  collector_demography_answers: CollectorDemographyAnswersTable;
  question_groups: TopicsTable;
  questions: QuestionsTable;
  documents: DocumentsTable;
  graph_dimensions: GraphDimensionsTable;
  account_enabled_graphs: { account_id: number; graph_slug: string; enabled: boolean };
  graph_explanations: { account_id: number; graph_slug: string; language_id: number; text: string };
  translations: { account_id: number; key: string; language_id: number; text: string };
  responses: ResponsesTable;
  sm_oauth_states: ProviderOAuthStatesTable;
  sm_api_key_status: ProviderApiKeyStatusTable;
  import_jobs: ImportJobsTable;
  embed_keys: EmbedKeysTable;
  item_matches: ItemMatchesTable;
  revoked_sessions: RevokedSessionsTable;
  audit_events: AuditEventsTable;
  rate_limits: RateLimitsTable;
  cube_snapshots: CubeSnapshotsTable;
  staged_imports: StagedImportsTable;
  report_jobs: ReportJobsTable;
  sso_configs: SsoConfigsTable;
  sso_domains: SsoDomainsTable;
  sso_states: SsoStatesTable;
  user_scopes: UserScopesTable;
  comment_hides: CommentHidesTable;
  survey_date_shares: SurveyDateSharesTable;
  survey_date_share_recipients: SurveyDateShareRecipientsTable;
  saml_assertions: SamlAssertionsTable;
  saml_sessions: SamlSessionsTable;
}

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  is_disabled: Generated<boolean>;
  min_group_size: number | null;
  /** The least respondents a population needs to show comments (migration 0030, docs/privacy.md "Comments"); null: max(k, 10). */
  comment_min_group_size: Generated<number | null>;
  /** Names masked in comments beside the account's users' (docs/privacy.md "Comments"), as a JSON array of strings. */
  comment_masked_names: ColumnType<string[], string | undefined, string>;
  /** The IANA zone the server prints the account's dates and times in (docs/reports.md "Time zone"). */
  time_zone: Generated<string>;
  /** Raised when the account is disabled: every token carrying the old `atv` is refused (docs/sessions.md). */
  token_version: Generated<number>;
  created_at: Generated<Date>;
}

/** One recorded event of the audit log (docs/security.md "Audit log"). */
export interface AuditEventsTable {
  id: Generated<string>;
  account_id: number | null;
  at: Timestamp;
  action: AuditAction;
  actor_id: number | null;
  actor_name: string | null;
  impersonator_id: number | null;
  impersonator_name: string | null;
  subject_type: AuditSubjectType | null;
  subject_id: number | null;
  subject_name: string | null;
  detail: string | null;
  ip: string | null;
}

/** Sessions ended by `POST logout`, by the tokens' `sid`; a row may go once `expires_at` has passed. */
export interface RevokedSessionsTable {
  sid: string;
  expires_at: Date;
}

/** A survey cube's binary snapshot for one data version of its date (docs/graphs.md "Through the API"). */
export interface CubeSnapshotsTable {
  survey_date_id: number;
  data_version: number;
  account_id: number;
  /** The snapshot's format version (core's `CUBE_SNAPSHOT_FORMAT`). */
  format: number;
  respondent_count: number;
  snapshot: Uint8Array;
  /** The k of the privacy pattern kept beside the cube (docs/graphs.md "Through the API"), or null. */
  pattern_k: number | null;
  /** Core's `PrivacyPattern.encode` of the cube's pattern for `pattern_k`. */
  pattern: Uint8Array | null;
}

/** A report job with its request, state and, once done, its file (docs/reports.md "Queue"). */
export interface ReportJobsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  role: string;
  format: 'pdf' | 'pptx';
  language: string;
  request: ColumnType<unknown, string, string>;
  state: Generated<'queued' | 'running' | 'done' | 'failed'>;
  progress: Generated<number>;
  error: string | null;
  file: Uint8Array | null;
  created_at: ColumnType<Date, Date, Date>;
  finished_at: Date | null;
  /** When the running job's worker last said it is alive (migration 0021). */
  heartbeat_at: Date | null;
}

/** A per-client request counter of one limit (docs/architecture.md "Several instances"). */
export interface RateLimitsTable {
  scope: string;
  client_key: string;
  hits: number;
  resets_at: Date;
}

/** A published date shared with scoped users (0029; docs/guide/hr-admin.en.md "Sharing a date with scoped users"). */
export interface SurveyDateSharesTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  created_by: number | null;
  /** "Name <address>" of the admin who shared, kept when the admin is deleted. */
  created_by_name: string | null;
  include_report: boolean;
  resend: boolean;
  created_at: Date;
}

/** One person a share mails: their status, the SMTP reply code of a failure and the digest of their link's token. */
export interface SurveyDateShareRecipientsTable {
  id: Generated<number>;
  share_id: number;
  account_id: number;
  survey_date_id: number;
  user_id: number;
  email: string;
  language_id: number;
  status: 'queued' | 'sent' | 'failed';
  smtp_code: number | null;
  failure: string | null;
  token_digest: string | null;
  attempted_at: NullableTimestamp;
  opened_at: NullableTimestamp;
}

/** A scoped viewer's scope per account (migration 0025, docs/privacy.md "Rule 10"): `scope` is zUserScope as JSON. */
export interface UserScopesTable {
  user_id: number;
  account_id: number;
  scope: string;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  account_id: number | null;
  role_id: number;
  name: string;
  nickname: string;
  email: string;
  mobile: string | null;
  password_hash: string | null;
  language_id: Generated<number>;
  session_account_id: number | null;
  is_disabled: Generated<boolean>;
  deleted_at: NullableTimestamp;
  login_locked_until: NullableTimestamp;
  token_version: Generated<number>;
  created_at: Generated<Date>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  user_id: number | null;
  ip: string;
  succeeded: boolean;
  created_at: Generated<Date>;
}

export interface PasswordTokensTable {
  id: Generated<number>;
  user_id: number;
  digest: string;
  kind: 'reset' | 'first';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface DownloadTicketsTable {
  digest: string;
  user_id: number;
  account_id: number | null;
  resource: string;
  resource_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** The admin behind the login-as session that asked for it (docs/sessions.md "Impersonation"); null otherwise. */
  impersonator_id: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  account_id: number | null;
  to_address: string;
  from_address: string;
  subject: string;
  body: string;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
  error: string | null;
}

export interface ProviderApiKeysTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  access_token_sealed: string;
  access_url: string;
  day_remaining: number | null;
  day_reset: NullableTimestamp;
  minute_remaining: number | null;
  minute_reset: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface ProviderSurveysTable {
  id: Generated<number>;
  account_id: number;
  sm_api_key_id: number;
  sm_survey_id: string;
  title: string;
  sm_collector_count: Generated<number>;
  details: unknown | null;
  imported_at: NullableTimestamp;
}

export interface SurveyDatesTable {
  id: Generated<number>;
  account_id: number;
  /** `yyyy-MM-dd`, the first day of the survey month. */
  date: string;
  enabled_for_users: Generated<boolean>;
  is_refresh_enabled: Generated<boolean>;
  answer_count: Generated<number>;
  sm_api_key_id: number | null;
  data_version: Generated<number>;
  created_at: Generated<Date>;
}

export interface SurveyDateSurveysTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  worker_group_id: number;
  sm_survey_id: number;
  respondent_count: Generated<number>;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  account_id: number | null;
  language_id: number;
  slug: string;
  name: string;
  subject: string;
  sender_name: string;
  sender_email: string;
  content: string;
}

/** The answers of one imported response: item code (question id, or `questionId:rowId`) → value. */
export type ResponseAnswers = Record<string, number | string | null>;
/** A response's open-ended answers and "other" texts: `questionId`, `questionId:rowId` or `questionId:other` → text. */
export type ResponseTexts = Record<string, string>;

export interface ResponsesTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  worker_group_id: number;
  /** `sm_surveys.id` (our id of the provider survey, not the provider's). */
  sm_survey_id: number;
  /** The provider's response id; unique per survey date (the import upserts on it). */
  sm_response_id: string;
  sm_collector_id: string | null;
  /** The provider's response status: completed, partial, overquota, disqualified. */
  status: string;
  /** The provider's last-modified time: the high-water mark of incremental imports. */
  provider_modified_at: Timestamp;
  /** Written as an object or as JSON text; read as an object. */
  answers: ColumnType<ResponseAnswers, ResponseAnswers | string | undefined, ResponseAnswers | string>;
  imported_at: Generated<Date>;
  /**
   * The manual import batch that wrote the row (migration 0024), or null: while that batch is listed in
   * `staged_imports` the row is not published and no reader sees it (db/response-visibility.queries.ts).
   */
  import_batch_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The staged manual import batch that wrote a new version of this row (migration 0031), or null: seen while that
   * batch is staged, hidden once it is published, and deleted after (db/response-visibility.queries.ts).
   */
  superseded_by_batch: ColumnType<number | null, number | null | undefined, number | null>;
  /** Open-ended answers and "other" texts by key (migration 0030, docs/import.md "Comments"). */
  texts: ColumnType<ResponseTexts, ResponseTexts | string | undefined, ResponseTexts | string>;
}

export interface DemographiesTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  name: string;
  code: string;
  type: 'survey' | 'collector';
  sort_order: number;
}

export interface DemographyAnswersTable {
  id: Generated<number>;
  account_id: number;
  demography_id: number;
  name: string;
  value: number;
  no_answer: Generated<boolean>;
  sort_order: number;
}

export interface ProviderCollectorsTable {
  id: Generated<number>;
  account_id: number;
  /** `sm_surveys.id` (our row), not the provider's survey id. */
  sm_survey_id: number;
  sm_collector_id: string;
  title: string;
}

export interface CollectorsTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  sm_collector_id: string;
  worker_group_id: number;
  headcount: number;
  /**
   * Shared its provider collector with a newer date of the account when the one-date rule arrived (migration
   * 0019, docs/import.md "Collectors"): left out of the unique index until a save leaves the collector on one date.
   */
  legacy_shared: Generated<boolean>;
}

export interface CollectorDemographyAnswersTable {
  account_id: number;
  collector_id: number;
  demography_id: number;
  demography_answer_id: number;
}

export interface TopicsTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  worker_group_id: number;
  name: string;
  is_commitment: Generated<boolean>;
  is_calculated_in_index: Generated<boolean>;
  bg_color: string | null;
  sort_order: number;
}

export interface QuestionsTable {
  id: Generated<number>;
  account_id: number;
  question_group_id: number;
  code: string;
  name: string;
  sort_order: number;
  /** An open-ended question: its answers are comments, never a rated item (migration 0030). */
  is_open_ended: Generated<boolean>;
  /** Whether its comments may be shown (docs/privacy.md "Comments"). */
  show_comments: Generated<boolean>;
}

export interface DocumentsTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  name: string;
  file_name: string;
  original_filename: string;
  mime: string;
  size: number;
  content: Uint8Array;
  upload_datetime: Timestamp;
}

export interface GraphDimensionsTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  graph_slug: string;
  demography_id: number | null;
  is_worker_group_demography: boolean;
  is_main_dimension: boolean;
  is_filter: boolean;
}

/** An OAuth state handed to one admin by `GET sm-client-id` (short-lived, single use). */
export interface ProviderOAuthStatesTable {
  digest: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** The import health of one provider API key: revoked tokens wait for a reconnect. */
export interface ProviderApiKeyStatusTable {
  sm_api_key_id: number;
  account_id: number;
  revoked_at: NullableTimestamp;
  last_error: string | null;
  updated_at: Generated<Date>;
}

/** The `import_jobs` table (migration 0007): the log behind `GET data-import/jobs`. */
export interface ImportJobsTable {
  id: Generated<number>;
  account_id: number;
  kind: ImportJobKind;
  sm_survey_id: number | null;
  provider_survey_id: string | null;
  sm_api_key_id: number | null;
  state: Generated<ImportJobState>;
  attempts: Generated<number>;
  pages_fetched: Generated<number>;
  pages_total: number | null;
  items_fetched: Generated<number>;
  items_total: number | null;
  error_code: ImportJobErrorCode | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A JSON array column: parsed when read, written as JSON text. */
type JsonArray = ColumnType<unknown, string, string>;

/**
 * The `embed_keys` table (migrations 0008, 0009; docs/embedding.md): the key itself is never stored,
 * only its digest; the signing secret only sealed.
 */
export interface EmbedKeysTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  key_digest: string;
  graphs: JsonArray;
  origins: JsonArray;
  created_at: Timestamp;
  created_by: number | null;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  /** The pinned graph query (`EmbedLock` JSON); null when nothing is pinned. */
  locked_query: ColumnType<unknown, string | null | undefined, string | null>;
  require_signed_token: Generated<boolean>;
  /** The signing secret sealed with AES-256-GCM; null when the key has none. */
  signing_secret_sealed: string | null;
  /** Raised by every rotation of the signing secret. */
  signing_secret_version: Generated<number>;
  /** Whether the key's tokens may read comments (docs/embedding.md "Comments"). */
  allows_comments: Generated<boolean>;
}

export interface ItemMatchesTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  source_code: string;
  text: string;
  stable_code: string;
  status: ItemMatchStatus;
  confidence: number | null;
  suggested_code: string | null;
  matched_survey_date_id: number | null;
  decided: Generated<boolean>;
  sort_order: number;
}

/** An account's single sign-on through its OpenID Connect identity provider (docs/sso.md). */
export interface SsoConfigsTable {
  account_id: number;
  protocol: Generated<string>;
  enabled: Generated<boolean>;
  issuer_url: string;
  client_id: string;
  /** The client secret sealed with AES-256-GCM, as the provider tokens are. */
  client_secret_sealed: string;
  email_claim: Generated<string>;
  jit_provisioning: Generated<boolean>;
  /** SAML (migration 0023): the identity provider's entity id, sign-on URL and signing certificates (PEM). */
  saml_idp_entity_id: string | null;
  saml_sso_url: string | null;
  saml_certs: string | null;
  /** Where the metadata was read from, when an admin gave its URL rather than the file. */
  saml_metadata_url: string | null;
  saml_slo_url: string | null;
  /** SAML single logout (migration 0028): the service provider's signing key, sealed, and its certificate (PEM). */
  saml_sp_key_sealed: string | null;
  saml_sp_cert: string | null;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

/** An e-mail domain that signs in through one account's identity provider. */
export interface SsoDomainsTable {
  domain: string;
  account_id: number;
  sso_required: Generated<boolean>;
}

/** One sign-in under way: one-time, short-lived, bound to the browser that began it (docs/sso.md). */
export interface SsoStatesTable {
  digest: string;
  account_id: number;
  config_version: number;
  browser_digest: string;
  /** OpenID Connect: the ID token's nonce and the sealed PKCE verifier. */
  nonce: string | null;
  code_verifier_sealed: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  protocol: Generated<string>;
  /** SAML: the AuthnRequest's id, which the answer's InResponseTo must name. */
  request_id: string | null;
  /** SAML: the person the accepted assertion signs in, until the browser collects the session. */
  user_id: number | null;
  handoff_digest: string | null;
  handed_over_at: NullableTimestamp;
}

/** An accepted SAML assertion, kept until it expires so that it never signs anyone in twice. */
export interface SamlAssertionsTable {
  digest: string;
  account_id: number;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

/**
 * A SAML sign-in at an identity provider with single logout, kept until the session's 12-hour cap: what its
 * LogoutRequest names (docs/sso.md "Single logout") and, once asked for, that request's id.
 */
export interface SamlSessionsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  state_digest: string;
  logout_digest: string | null;
  name_id: string;
  name_id_format: string | null;
  name_qualifier: string | null;
  sp_name_qualifier: string | null;
  session_index: string | null;
  logout_request_id: string | null;
  logout_requested_at: NullableTimestamp;
  logged_out_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

/** A manual import being written on the embedded database, not yet published (docs/import.md "The manual import"). */
export interface StagedImportsTable {
  id: Generated<number>;
  account_id: number;
  created_at: Generated<Date>;
}

/** A comment an admin hid (migration 0030, docs/privacy.md "Comments"), with the reason; kept across re-imports. */
export interface CommentHidesTable {
  id: Generated<number>;
  account_id: number;
  survey_date_id: number;
  sm_response_id: string;
  text_key: string;
  reason: string;
  hidden_by: number | null;
  hidden_at: Generated<Date>;
}
