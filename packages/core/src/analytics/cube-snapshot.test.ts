import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import {
  appendRespondents,
  CUBE_SNAPSHOT_FORMAT,
  CubeSnapshotError,
  cubeSnapshotHeaderEnd,
  cubeSnapshotSource,
  decodeCubeSnapshot,
  encodeCubeSnapshot,
} from './cube-snapshot';
import type { SurveyCube } from './survey-cube';
import { generatedCompany } from './test/generated-company';
import { handCompany } from './test/hand-company';
import { companyArb, requestArb } from './test/random-company';

const roundTrip = (cube: SurveyCube) => decodeCubeSnapshot(encodeCubeSnapshot(cube));

/** The snapshot format's rejection of `bytes`, as its reason. */
function rejection(bytes: Uint8Array): string {
  try {
    decodeCubeSnapshot(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(CubeSnapshotError);
    return (error as CubeSnapshotError).reason;
  }
  return 'accepted';
}

describe('cube snapshots (docs/graphs.md "Through the API")', () => {
  it('a snapshot decodes to a cube whose every graph, filter and k equals the fresh build’s', () => {
    fc.assert(
      fc.property(
        companyArb(),
        requestArb,
        fc.integer({ min: 3, max: 6 }),
        (inputs, { request, main }, k) => {
          const fresh = inputs.map(buildSurveyCube);
          const loaded = fresh.map(roundTrip);
          const options = { minGroupSize: k, language: 'en' as const, mainDimensionDemographyId: main };
          const run = (cubes: SurveyCube[]) => {
            try {
              return computeGraph(request, cubes, options);
            } catch (error) {
              return { error: (error as Error).message };
            }
          };
          expect(run(loaded)).toEqual(run(fresh));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a snapshot keeps every per-respondent answer and the derived measure bands', () => {
    const cube = buildSurveyCube(generatedCompany(7, '2025-03-01', 2_000));
    const loaded = roundTrip(cube);
    expect(loaded.answers).toEqual(cube.answers);
    expect(loaded.measureBands).toEqual(cube.measureBands);
    expect(loaded.demographies.map((d) => d.answerOf)).toEqual(cube.demographies.map((d) => d.answerOf));
    expect(loaded.itemIndexByCode).toEqual(cube.itemIndexByCode);
    expect(loaded.topicIndexById).toEqual(cube.topicIndexById);
    // encoding is deterministic: the same cube gives the same bytes
    expect(encodeCubeSnapshot(loaded)).toEqual(encodeCubeSnapshot(cube));
  });

  it('a snapshot stores answers two to a byte and indexes in the narrowest type, and widens them back', () => {
    const cube = buildSurveyCube(generatedCompany(7, '2025-03-01', 2_001));
    const n = cube.respondentCount;
    const m = cube.items.length;
    const body = (n * m) / 2 + n * (2 + cube.demographies.length);
    const small = encodeCubeSnapshot(cube);
    // about half a byte per answer and one byte per index: the prefix and JSON header are the rest
    expect(small.length).toBeLessThan(Math.ceil(body) + 64 * 1024);
    expect(roundTrip(cube).answers).toEqual(cube.answers);
    // values that need the wider types: an answer above 15, an odd answer count, indexes past 127 and 32,767
    const answers = cube.answers.slice(0, n * m - 1);
    answers[3] = 200;
    const wide = {
      ...cube,
      answers,
      workerGroupOf: cube.workerGroupOf.map((g, r) => (r === 5 ? 40_000 : g)),
      unitOf: cube.unitOf.map((u, r) => (r === 6 ? 300 : r === 7 ? -1 : u)),
      demographies: cube.demographies.map((d, i) => ({
        ...d,
        answerOf: i === 0 ? d.answerOf.map((a, r) => (r === 8 ? 200 : a)) : d.answerOf,
      })),
    };
    // the sections alone are checked here (the measures of a cube of n·m − 1 answers are not a cube's)
    const bytes = encodeCubeSnapshot(wide);
    expect(bytes.length).toBeGreaterThan(small.length + (n * m) / 2);
    const header = JSON.parse(
      new TextDecoder().decode(bytes.subarray(16, cubeSnapshotHeaderEnd(bytes.subarray(0, 16)))),
    ) as { sections: [string, number, number][] };
    expect(header.sections.map(([type]) => type)).toEqual([
      'u8',
      'i32',
      'i16',
      'i16',
      ...cube.demographies.slice(1).map(() => 'i8'),
    ]);
    expect(rejection(bytes)).toBe('not-a-snapshot');
    const even = { ...wide, answers: cube.answers.map((a, i) => (i === 3 ? 200 : a)) };
    const loaded = roundTrip(even);
    expect(loaded.answers).toEqual(even.answers);
    expect(loaded.workerGroupOf).toEqual(even.workerGroupOf);
    expect(loaded.unitOf).toEqual(even.unitOf);
    expect(loaded.demographies.map((d) => d.answerOf)).toEqual(even.demographies.map((d) => d.answerOf));
    // and an odd count of answers packed two to a byte keeps its last one
    const input = generatedCompany(7, '2025-03-01', 301, 10);
    const topics = input.topics.map((t) => ({ ...t, questions: t.questions.filter((q) => q.code !== 'Q9') }));
    const odd = buildSurveyCube({ ...input, topics });
    expect(odd.answers.length % 2).toBe(1);
    expect(roundTrip(odd).answers).toEqual(odd.answers);
    expect(roundTrip(odd).measureBands).toEqual(odd.measureBands);
  });

  it('a snapshot of a date without respondents round-trips', () => {
    const cube = buildSurveyCube({ ...handCompany(), respondents: [] });
    expect(roundTrip(cube).respondentCount).toBe(0);
    expect(encodeCubeSnapshot(roundTrip(cube))).toEqual(encodeCubeSnapshot(cube));
  });

  it('a truncated snapshot is rejected, never misread', () => {
    const bytes = encodeCubeSnapshot(buildSurveyCube(handCompany()));
    expect(rejection(bytes.subarray(0, bytes.length - 1))).toBe('truncated');
    expect(rejection(bytes.subarray(0, 40))).toBe('truncated');
    expect(rejection(bytes.subarray(0, 10))).toBe('not-a-snapshot');
  });

  it('a snapshot of another format version is rejected with the versions named', () => {
    const bytes = encodeCubeSnapshot(buildSurveyCube(handCompany()));
    const older = bytes.slice();
    new DataView(older.buffer).setUint16(4, CUBE_SNAPSHOT_FORMAT + 1, true);
    expect(rejection(older)).toBe('format-version');
    expect(() => decodeCubeSnapshot(older)).toThrow(`format ${CUBE_SNAPSHOT_FORMAT + 1}`);
    expect(rejection(new TextEncoder().encode('{"not":"a snapshot at all, just some JSON"}'))).toBe(
      'not-a-snapshot',
    );
  });
});

describe('what a snapshot holds (docs/graphs.md "Through the API")', () => {
  it('a snapshot records the responses it holds, readable from its header alone', () => {
    const cube = buildSurveyCube(generatedCompany(7, '2025-03-01', 500));
    const source = {
      throughResponseId: 1234,
      throughModifiedAt: '2025-03-02 10:00:00.123456+00',
      configDigest: 'abc',
    };
    const bytes = encodeCubeSnapshot(cube, source);
    const header = bytes.subarray(0, cubeSnapshotHeaderEnd(bytes.subarray(0, 16)));
    expect(header.length).toBeLessThan(bytes.length);
    expect(cubeSnapshotSource(header)).toEqual(source);
    expect(cubeSnapshotSource(encodeCubeSnapshot(cube))).toBeNull();
    // what it holds does not change what it decodes to
    expect(encodeCubeSnapshot(decodeCubeSnapshot(bytes))).toEqual(encodeCubeSnapshot(cube));
  });

  it('a snapshot of format 1 (before measure columns and sources) is refused, so the cube is rebuilt', () => {
    const bytes = encodeCubeSnapshot(buildSurveyCube(handCompany())).slice();
    new DataView(bytes.buffer).setUint16(4, 1, true);
    expect(rejection(bytes)).toBe('format-version');
    expect(() => cubeSnapshotSource(bytes)).toThrow(CubeSnapshotError);
  });
});

describe('incremental cube updates (docs/graphs.md "Through the API")', () => {
  it('appending a page of new respondents equals building from all of them', () => {
    const input = generatedCompany(7, '2025-03-01', 3_000);
    const all = buildSurveyCube(input);
    const first = buildSurveyCube({ ...input, respondents: input.respondents.slice(0, 2_100) });
    const page = buildSurveyCube({ ...input, respondents: input.respondents.slice(2_100) });
    const appended = appendRespondents(first, page);
    expect(appended).not.toBeNull();
    expect(encodeCubeSnapshot(appended!)).toEqual(encodeCubeSnapshot(all));
    expect(appended!.measureBands).toEqual(all.measureBands);
  });

  it('appended pages answer every graph as a rebuild does, on random companies', () => {
    fc.assert(
      fc.property(companyArb(), requestArb, fc.nat(), (inputs, { request, main }, cut) => {
        const rebuilt = inputs.map(buildSurveyCube);
        const appended = inputs.map((input) => {
          const at = cut % (input.respondents.length + 1);
          const head = buildSurveyCube({ ...input, respondents: input.respondents.slice(0, at) });
          const tail = buildSurveyCube({ ...input, respondents: input.respondents.slice(at) });
          return appendRespondents(head, tail)!;
        });
        const options = { minGroupSize: 3, language: 'en' as const, mainDimensionDemographyId: main };
        const run = (cubes: SurveyCube[]) => {
          try {
            return computeGraph(request, cubes, options);
          } catch (error) {
            return { error: (error as Error).message };
          }
        };
        expect(run(appended)).toEqual(run(rebuilt));
      }),
      { numRuns: 100 },
    );
  });

  it('a page built under another configuration is not appended (the caller rebuilds)', () => {
    const input = handCompany();
    const cube = buildSurveyCube(input);
    const renamed = buildSurveyCube({
      ...input,
      topics: input.topics.map((t, i) => (i === 0 ? { ...t, name: `${t.name}!` } : t)),
    });
    expect(appendRespondents(cube, renamed)).toBeNull();
  });
});
