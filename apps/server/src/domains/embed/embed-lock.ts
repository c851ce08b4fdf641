import { EMBED_CONTROL_OF_FIELD, type EmbedLock, type GraphDataRequest } from '@pulzus/core';
import { AppError } from '../../errors';

const byJson = (a: unknown, b: unknown) => {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** A value in a form where the order of list items and object keys changes nothing. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical).sort(byJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => byJson(a, b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * The first locked control whose pinned value the request changes (docs/embedding.md "Locked
 * parameters"), or null when it keeps them all. A field outside the control map counts as locked.
 * Values compare as sets: listing the same dates or filters in another order changes nothing.
 */
export function changedLockedControl(lock: EmbedLock, request: GraphDataRequest): string | null {
  const query = request.query as Record<string, unknown>;
  for (const [field, pinned] of Object.entries(lock.params)) {
    const control = EMBED_CONTROL_OF_FIELD[field];
    if (control && lock.controls.includes(control)) continue;
    if (!same(query[field], pinned)) return control ?? field;
  }
  return null;
}

/** A pinned query as the `POST graph/data` body it stands for (`zEmbedLock` checked it is one). */
export function lockRequest(lock: EmbedLock): GraphDataRequest {
  return { type: lock.slug, query: lock.params } as GraphDataRequest;
}

/**
 * Refuses a graph request that leaves a pin: another graph is `embed-graph-not-allowed`, a changed
 * locked control `embed-parameter-locked` naming the control. The request is never rewritten to fit.
 */
export function assertWithinLock(lock: EmbedLock, request: GraphDataRequest): void {
  if (request.type !== lock.slug) throw new AppError('embed-graph-not-allowed');
  const control = changedLockedControl(lock, request);
  if (control) throw new AppError('embed-parameter-locked', { control });
}

/**
 * The pinned query of a session opened with a signed token: the token's, with only the controls
 * that the token and its key's own pin (if any) both leave open — a token never loosens its key.
 */
export function narrowLock(token: EmbedLock, key: EmbedLock | null): EmbedLock {
  if (!key) return token;
  return { ...token, controls: token.controls.filter((control) => key.controls.includes(control)) };
}
