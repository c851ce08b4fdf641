import type { ShareCandidate, SurveyDateShare, SurveyDateSharesResponse } from '@pulzus/core';

// Fixed story and test fixtures of the sharing screen (style.md §17: no Math.random).

/** Five scoped users, one with a long Hungarian name and address; two already reached. */
export const SHARE_CANDIDATES: ShareCandidate[] = [
  { user_id: 21, name: 'Kovács Éva', email: 'eva.kovacs@pelda.hu', language: 'hu', reached: true },
  { user_id: 22, name: 'Nagy Réka', email: 'reka.nagy@pelda.hu', language: 'hu', reached: true },
  { user_id: 23, name: 'John Smith', email: 'john.smith@example.com', language: 'en', reached: false },
  {
    user_id: 24,
    name: 'Szentgyörgyi-Hollósy Boglárka Erzsébet',
    email: 'szentgyorgyi-hollosy.boglarka.erzsebet@telephely-debrecen.pelda.hu',
    language: 'hu',
    reached: false,
  },
  { user_id: 25, name: 'Tóth Bence', email: 'nincs-ilyen@pelda.hu', language: 'hu', reached: false },
];

/** A finished share: sent, opened, and one address the mail server refused with 550. */
export const FINISHED_SHARE: SurveyDateShare = {
  id: 2,
  created_at: '2025-04-02T08:30:00.000Z',
  created_by: 'Admin Anna <admin@pelda.hu>',
  include_report: true,
  resend: false,
  recipients: [
    {
      id: 5,
      user_id: 21,
      name: 'Kovács Éva',
      email: 'eva.kovacs@pelda.hu',
      language: 'hu',
      status: 'opened',
      smtp_code: null,
      failure: null,
      attempted_at: '2025-04-02T08:30:05.000Z',
      opened_at: '2025-04-02T09:12:00.000Z',
    },
    {
      id: 6,
      user_id: 22,
      name: 'Nagy Réka',
      email: 'reka.nagy@pelda.hu',
      language: 'hu',
      status: 'sent',
      smtp_code: null,
      failure: null,
      attempted_at: '2025-04-02T08:30:06.000Z',
      opened_at: null,
    },
    {
      id: 7,
      user_id: 25,
      name: 'Tóth Bence',
      email: 'nincs-ilyen@pelda.hu',
      language: 'hu',
      status: 'failed',
      smtp_code: 550,
      failure: 'refused',
      attempted_at: '2025-04-02T08:30:07.000Z',
      opened_at: null,
    },
  ],
};

/** A share still being sent: one sent, two queued. */
export const SENDING_SHARE: SurveyDateShare = {
  id: 3,
  created_at: '2025-04-03T10:00:00.000Z',
  created_by: 'Admin Anna <admin@pelda.hu>',
  include_report: false,
  resend: false,
  recipients: [
    { ...FINISHED_SHARE.recipients[1]!, id: 8, status: 'sent', attempted_at: '2025-04-03T10:00:02.000Z' },
    {
      id: 9,
      user_id: 23,
      name: 'John Smith',
      email: 'john.smith@example.com',
      language: 'en',
      status: 'queued',
      smtp_code: null,
      failure: null,
      attempted_at: null,
      opened_at: null,
    },
    {
      id: 10,
      user_id: 24,
      name: 'Szentgyörgyi-Hollósy Boglárka Erzsébet',
      email: 'szentgyorgyi-hollosy.boglarka.erzsebet@telephely-debrecen.pelda.hu',
      language: 'hu',
      status: 'queued',
      smtp_code: null,
      failure: null,
      attempted_at: null,
      opened_at: null,
    },
  ],
};

/** The answer of `GET survey-dates/7/shares` with the given shares. */
export function sharesAnswer(
  shares: SurveyDateShare[],
  overrides: Partial<SurveyDateSharesResponse> = {},
): SurveyDateSharesResponse {
  return {
    survey_date: { id: 7, date: '2025-03-01', enabled_for_users: true },
    candidates: SHARE_CANDIDATES,
    shares,
    ...overrides,
  };
}
