import type { EmbedKey } from '@pulzus/core';

// Fixed fixtures of the embed keys screen's stories and component tests (style.md §17).

/** A key as `POST embed-keys` reveals it once: `pze_` + 43 base64url characters. */
export const NEW_EMBED_KEY = 'pze_Q2hhbmdlLW1lLXRoaXMtaXMtYS10ZXN0LWtleS0wMDE';

/** The session account's keys: an active one in use, an unused one with two origins, a revoked one. */
export const EMBED_KEYS: EmbedKey[] = [
  {
    id: 3,
    name: 'HR intranet – elkötelezettség',
    graphs: ['commitment_total', 'commitment_ranking'],
    origins: ['https://intranet.acme.example'],
    created_at: '2025-03-04T08:15:00Z',
    last_used_at: '2025-03-10T09:30:00Z',
    revoked_at: null,
  },
  {
    id: 2,
    name: 'Vezetői portál',
    graphs: ['satisfaction_topics'],
    origins: ['https://vezetok.acme.example', 'http://127.0.0.1:4020'],
    created_at: '2025-02-20T10:00:00Z',
    last_used_at: null,
    revoked_at: null,
  },
  {
    id: 1,
    name: 'Régi intranet',
    graphs: ['total'],
    origins: ['https://old.acme.example'],
    created_at: '2024-11-02T12:00:00Z',
    last_used_at: '2024-12-01T07:45:00Z',
    revoked_at: '2025-01-15T16:20:00Z',
  },
];
