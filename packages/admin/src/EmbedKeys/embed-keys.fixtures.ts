import type { Demography, EmbedKey, Topic } from '@pulzus/core';
import type { FakeHandlers } from '@pulzus/widgets/testing';
import { SURVEY_DATES, WORKER_GROUPS } from '../testing/fixtures';

// Fixed fixtures of the embed keys screen's stories and component tests (style.md §17).

/** A key as `POST embed-keys` reveals it once: `pze_` + 43 base64url characters. */
export const NEW_EMBED_KEY = 'pze_Q2hhbmdlLW1lLXRoaXMtaXMtYS10ZXN0LWtleS0wMDE';

/** A signing secret as `POST embed-keys` or `POST embed-keys/{id}/signing-secret` reveals it once. */
export const NEW_SIGNING_SECRET = 'pzs_U2lnbmluZy1zZWNyZXQtb2YtdGhlLXN0b3J5LTAwMDE';

/**
 * The session account's keys: a pinned one drawn through signed tokens only, an active one in use,
 * an unused one with two origins, a revoked one.
 */
export const EMBED_KEYS: EmbedKey[] = [
  {
    id: 4,
    name: 'Vezetői hírlevél – rögzített',
    graphs: ['commitment_demographics'],
    origins: ['https://hirlevel.acme.example'],
    lock: {
      slug: 'commitment_demographics',
      params: {
        survey_dates: [11],
        main_dimension_demography_id: 31,
        filters: [{ type: 'worker_group', worker_group_ids: [2] }],
        show_satisfaction_index: false,
      },
      controls: ['filters', 'show_satisfaction_index'],
    },
    require_signed_token: true,
    has_signing_secret: true,
    allows_comments: false,
    created_at: '2025-03-06T11:00:00Z',
    last_used_at: '2025-03-12T07:10:00Z',
    revoked_at: null,
  },
  {
    id: 3,
    name: 'HR intranet – elkötelezettség',
    graphs: ['commitment_total', 'commitment_ranking'],
    origins: ['https://intranet.acme.example'],
    created_at: '2025-03-04T08:15:00Z',
    last_used_at: '2025-03-10T09:30:00Z',
    lock: null,
    require_signed_token: false,
    has_signing_secret: false,
    allows_comments: true,
    revoked_at: null,
  },
  {
    id: 2,
    name: 'Vezetői portál',
    graphs: ['satisfaction_topics'],
    origins: ['https://vezetok.acme.example', 'http://127.0.0.1:4020'],
    created_at: '2025-02-20T10:00:00Z',
    last_used_at: null,
    lock: null,
    require_signed_token: false,
    has_signing_secret: false,
    allows_comments: false,
    revoked_at: null,
  },
  {
    id: 1,
    name: 'Régi intranet',
    graphs: ['total'],
    origins: ['https://old.acme.example'],
    created_at: '2024-11-02T12:00:00Z',
    last_used_at: '2024-12-01T07:45:00Z',
    lock: null,
    require_signed_token: false,
    has_signing_secret: false,
    allows_comments: false,
    revoked_at: '2025-01-15T16:20:00Z',
  },
];

/** The demographies of survey date 11, offered by the pinned-query fields. */
export const LOCK_DEMOGRAPHIES: Demography[] = [
  {
    id: 31,
    name: 'Korcsoport',
    code: 'age',
    type: 'survey',
    order: 1,
    worker_groups: [],
    answers: [
      { id: 311, name: '30 év alatt', value: 1, no_answer: false },
      { id: 312, name: '30 év felett', value: 2, no_answer: false },
    ],
  },
  {
    id: 32,
    name: 'Telephely',
    code: 'site',
    type: 'collector',
    order: 2,
    worker_groups: [],
    answers: [
      { id: 321, name: 'Budapest', value: 1, no_answer: false },
      { id: 322, name: 'Debrecen', value: 2, no_answer: false },
    ],
  },
];

const topic = (id: number, workerGroupId: number, name: string, isCommitment = false): Topic => ({
  id,
  survey_date_id: 11,
  worker_group_id: workerGroupId,
  name,
  is_commitment: isCommitment,
  is_calculated_in_index: true,
  bg_color: null,
  questions: [],
});

/** The topics of survey date 11 per employee group, the engagement topic among them. */
export const LOCK_TOPICS: Record<number, Topic[]> = {
  1: [topic(41, 1, 'Elkötelezettség', true), topic(42, 1, 'Vezetés')],
  2: [topic(51, 2, 'Elkötelezettség', true), topic(52, 2, 'Fejlődés')],
};

/** The lists the pinned-query fields read, answered from the fixtures above. */
export const lockListHandlers: FakeHandlers = {
  'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
  'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
  'GET survey-dates/11/demographies': () => ({ body: { demographies: LOCK_DEMOGRAPHIES } }),
  'GET survey-dates/11/worker-group/1/question-groups': () => ({ body: { question_groups: LOCK_TOPICS[1] } }),
  'GET survey-dates/11/worker-group/2/question-groups': () => ({ body: { question_groups: LOCK_TOPICS[2] } }),
};
