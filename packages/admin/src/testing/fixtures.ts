import type {
  Account,
  EmailTemplate,
  Language,
  ProviderApiKey,
  ProviderSurvey,
  SurveyDate,
  User,
  WorkerGroup,
} from '@pulzus/core';

// Fixed fixtures for stories and component tests (style.md §17: no Math.random).

/** The languages of `GET languages`. */
export const LANGUAGES: Language[] = [
  { id: 1, code: 'hu', name: 'Magyar' },
  { id: 2, code: 'en', name: 'English' },
];

/** Three accounts; id 3 is the session account of the default admin token, id 4 has its own k = 7, id 5 is disabled. */
export const ACCOUNTS: Account[] = [
  {
    id: 3,
    name: 'Acme Kft.',
    is_disabled: false,
    languages: [{ id: 1, name: 'Magyar' }],
    min_group_size: null,
    time_zone: 'Europe/Budapest',
  },
  {
    id: 4,
    name: 'Beta Zrt.',
    is_disabled: false,
    languages: [
      { id: 1, name: 'Magyar' },
      { id: 2, name: 'English' },
    ],
    min_group_size: 7,
    time_zone: 'Europe/Budapest',
  },
  {
    id: 5,
    name: 'Régi Bt.',
    is_disabled: true,
    languages: [{ id: 1, name: 'Magyar' }],
    min_group_size: null,
    time_zone: 'Europe/Budapest',
  },
];

/** The server's `MIN_GROUP_SIZE` the accounts answer names: the default and floor of an account's k. */
export const SERVER_MIN_GROUP_SIZE = 5;

/** Administrators; uid 7 is the signed-in admin of the default token. */
export const ADMINS: User[] = [
  {
    id: 7,
    name: 'Admin Aladár',
    nickname: 'Admin',
    email: 'admin@pulzus.example',
    mobile: null,
    role: 'admin',
    is_disabled: false,
    login_locked_date: null,
  },
  {
    id: 8,
    name: 'Kovács Katalin',
    nickname: 'Kati',
    email: 'kati@pulzus.example',
    mobile: '+36 30 123 4567',
    role: 'admin',
    is_disabled: false,
    login_locked_date: '2024-03-05T10:30:00Z',
  },
];

/** Users of the session account: one locked, one disabled demo user. */
export const USERS: User[] = [
  {
    id: 21,
    name: 'Nagy Péter',
    nickname: 'Peti',
    email: 'peter@acme.example',
    mobile: '+36 20 555 1234',
    role: 'user',
    is_disabled: false,
    login_locked_date: '2024-03-05T10:30:00Z',
  },
  {
    id: 22,
    name: 'Szabó Éva',
    nickname: 'Évi',
    email: 'eva@acme.example',
    mobile: null,
    role: 'demo-user',
    is_disabled: true,
    login_locked_date: null,
  },
];

/** Worker groups of the session account. */
export const WORKER_GROUPS: WorkerGroup[] = [
  { id: 1, name: 'Fizikai dolgozók', code: 'fizikai-dolgozok' },
  { id: 2, name: 'Szellemi dolgozók', code: 'szellemi-dolgozok' },
];

/** Two connected provider API keys. */
export const API_KEYS: ProviderApiKey[] = [
  { id: 1, name: 'Fő fiók' },
  { id: 2, name: 'Második fiók' },
];

/** Provider surveys of both keys. */
export const SM_SURVEYS: ProviderSurvey[] = [
  { id: '1001', title: 'Elégedettség 2024 – fizikai', sm_api_key_id: 1, sm_collector_count: 3 },
  { id: '1002', title: 'Elégedettség 2024 – szellemi', sm_api_key_id: 1, sm_collector_count: 2 },
  { id: '2001', title: 'Másik kulcs felmérése', sm_api_key_id: 2, sm_collector_count: 1 },
];

/** Survey dates: published with answers, unpublished with answers, unpublished without answers. */
export const SURVEY_DATES: SurveyDate[] = [
  {
    id: 11,
    date: '2024-03-01',
    enabled_for_users: true,
    is_refresh_enabled: true,
    answer_count: 1200,
    sm_api_key_id: 1,
    sm_surveys: [
      { sm_survey_id: '1001', worker_group_id: 1, respondent_count: 80 },
      { sm_survey_id: '1002', worker_group_id: 2, respondent_count: 40 },
    ],
  },
  {
    id: 12,
    date: '2024-09-01',
    enabled_for_users: false,
    is_refresh_enabled: false,
    answer_count: 300,
    sm_api_key_id: 1,
    sm_surveys: [{ sm_survey_id: '1001', worker_group_id: 1, respondent_count: 25 }],
  },
  {
    id: 13,
    date: '2025-03-01',
    enabled_for_users: false,
    is_refresh_enabled: false,
    answer_count: 0,
    sm_api_key_id: 2,
    sm_surveys: [{ sm_survey_id: '2001', worker_group_id: 2, respondent_count: 0 }],
  },
];

/** The e-mail templates. */
export const EMAIL_TEMPLATES: EmailTemplate[] = [
  {
    id: 1,
    name: 'Új jelszó',
    slug: 'uj-jelszo',
    subject: 'Állítsa be jelszavát',
    sender_name: 'Pulzus',
    sender_email: 'noreply@pulzus.example',
    content: 'Kedves {{name}}!\n\nA jelszava beállításához kattintson ide: {{link}}',
  },
  {
    id: 2,
    name: 'Elfelejtett jelszó',
    slug: 'elfelejtett-jelszo',
    subject: 'Új jelszó igénylése',
    sender_name: 'Pulzus',
    sender_email: 'noreply@pulzus.example',
    content: 'Kedves {{name}}!\n\nÚj jelszót ezen a linken állíthat be: {{link}}',
  },
];

/** The answer of `POST users/scope-check` at k = 5: too few people on the latest date, 42 on the one before. */
export const SCOPE_CHECK_BELOW_K = {
  min_group_size: 5,
  dates: [
    { survey_date_id: 13, date: '2025-03-01', respondents: null, withheld: 'scope-fewer-than-k' },
    { survey_date_id: 12, date: '2024-09-01', respondents: 42, withheld: null },
  ],
};
