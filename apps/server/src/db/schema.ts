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
  sm_api_keys: SmApiKeysTable;
  sm_surveys: SmSurveysTable;
  survey_dates: SurveyDatesTable;
  survey_date_surveys: SurveyDateSurveysTable;
  email_templates: EmailTemplatesTable;
}

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  is_disabled: Generated<boolean>;
  min_group_size: number | null;
  created_at: Generated<Date>;
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

export interface SmApiKeysTable {
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

export interface SmSurveysTable {
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
