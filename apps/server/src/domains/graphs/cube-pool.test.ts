import { buildSurveyCube, encodeCubeSnapshot, privacyPatternOf } from '@pulzus/core/analytics';
import { afterAll, describe, expect, it } from 'vitest';
import { CubePool, UnreadableSnapshotError } from './cube-pool';
import { type CubeRows, cubeInputOf } from './cube-rows';

const ITEMS = 80;

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Read rows of a date with `n` respondents answering `ITEMS` items, four topics, no collectors. */
function generatedRows(n: number): CubeRows {
  const codes = Array.from({ length: ITEMS }, (_, i) => `Q${i}`);
  const triples: string[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  for (let r = 0; r < n; r++) {
    const answers: Record<string, number> = {};
    for (const code of codes) answers[code] = 1 + (next() % 6);
    triples.push(JSON.stringify([1, null, answers]));
  }
  const pages: string[] = [];
  for (let at = 0; at < n; at += 10_000) pages.push(`[${triples.slice(at, at + 10_000).join(',')}]`);
  return {
    config: {
      survey_date: { id: 1, date: '2025-06-01' },
      worker_groups: [{ id: 1, name: 'Office' }],
      topics: Array.from({ length: 4 }, (_, t) => ({
        id: 10 + t,
        worker_group_id: 1,
        name: `Topic ${t}`,
        is_commitment: t === 0,
        is_calculated_in_index: true,
        bg_color: null,
        questions: codes.slice(t * 20, t * 20 + 20).map((code, q) => ({ id: t * 100 + q, code, name: code })),
      })),
      demographies: [],
      collectors: [],
    },
    pages,
    collectorIdOf: new Map(),
  };
}

describe('the cube thread (docs/graphs.md "Through the API": cube work off the event loop)', () => {
  const pool = new CubePool();
  afterAll(() => pool.close());

  it('builds the cube a build on this thread would, and decodes its snapshot', async () => {
    const rows = generatedRows(500);
    const { cube, snapshot } = await pool.build(rows);
    const here = buildSurveyCube(cubeInputOf(rows));
    expect(snapshot).toBe(base64(encodeCubeSnapshot(here)));
    expect(encodeCubeSnapshot(cube)).toEqual(encodeCubeSnapshot(here));
    expect(encodeCubeSnapshot((await pool.decode(snapshot)).cube)).toEqual(encodeCubeSnapshot(here));
  });

  it("computes the privacy pattern on its thread when asked: the decisions this thread's would be", async () => {
    const rows = generatedRows(500);
    const here = buildSurveyCube(cubeInputOf(rows));
    const expected = base64(privacyPatternOf(here, 5).encode());
    expect((await pool.build(rows, null, 5)).pattern).toBe(expected);
    const { snapshot } = await pool.build(rows);
    expect((await pool.decode(snapshot)).pattern).toBeNull();
    expect((await pool.decode(snapshot, 5)).pattern).toBe(expected);
  });

  it('keeps the event loop turning while it builds a large cube', async () => {
    const rows = generatedRows(40_000);
    await pool.decode(base64(encodeCubeSnapshot(buildSurveyCube(cubeInputOf(generatedRows(1)))))); // started
    let longest = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const { cube } = await pool.build(rows);
    const took = performance.now() - started;
    clearInterval(tick);
    expect(cube.respondentCount).toBe(40_000);
    // the build is long enough that holding the loop for it would show as one pause about as long;
    // handing the rows over and the cube back costs the loop only a fraction of it (the margin is
    // for a loaded machine, where the thread and the timer both wait for a core)
    expect(took).toBeGreaterThan(200);
    expect(longest).toBeLessThan(took / 2);
  });

  it('refuses a snapshot of another format as unreadable (the caller rebuilds from the rows)', async () => {
    const snapshot = encodeCubeSnapshot(buildSurveyCube(cubeInputOf(generatedRows(3))));
    snapshot[4] = 99;
    await expect(pool.decode(base64(snapshot))).rejects.toBeInstanceOf(UnreadableSnapshotError);
  });
});
