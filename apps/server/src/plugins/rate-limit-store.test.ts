import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test/database';
import { countHit } from './rate-limit-store.queries';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('per-client counters in the database (docs/architecture.md "Several instances")', () => {
  it('counts concurrent hits of one client once each, as several instances send them', async () => {
    const at = new Date('2026-01-05T10:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => countHit(database.db, 'login', '192.0.2.1', 60_000, at)),
    );
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    // another limit and another client count on their own
    expect((await countHit(database.db, 'embed-session', '192.0.2.1', 60_000, at)).current).toBe(1);
    expect((await countHit(database.db, 'login', '192.0.2.2', 60_000, at)).current).toBe(1);
  });

  it('answers the time left in the window, and starts a new window once it ended', async () => {
    const start = new Date('2026-01-05T11:00:00Z').getTime();
    await countHit(database.db, 'login', '192.0.2.9', 60_000, new Date(start));
    const later = await countHit(database.db, 'login', '192.0.2.9', 60_000, new Date(start + 45_000));
    expect(later).toEqual({ current: 2, ttl: 15_000 });
    const next = await countHit(database.db, 'login', '192.0.2.9', 60_000, new Date(start + 60_000));
    expect(next).toEqual({ current: 1, ttl: 60_000 });
  });
});
