import { parentPort } from 'node:worker_threads';
import {
  appendRespondents,
  buildSurveyCube,
  type CubeSnapshotSource,
  cubeBuffers,
  cubeSnapshotSource,
  decodeCubeSnapshot,
  encodeCubeSnapshot,
  isCubeSnapshotError,
  privacyPatternOf,
  type SurveyCube,
} from '@pulzus/core/analytics';
import { cubeColumnsInputOf } from './cube-page-columns';
import { type CubeRows, configDigest } from './cube-rows';

/** Which responses read rows hold: the snapshot's `source` but the configuration digest, which the thread computes. */
export type RowsSource = Omit<CubeSnapshotSource, 'configDigest'>;

/**
 * Work for the cube thread: build a cube from read rows (and its snapshot), decode a snapshot, or append
 * the rows of new responses to a snapshot's cube (and snapshot the result); with `patternK`, also the cube's
 * privacy pattern for that k (its encoded decisions). Snapshots and patterns come and go as base64 text, as
 * the database hands them over (cube-snapshot.queries.ts).
 */
export type CubeTask = (
  | { kind: 'build'; rows: CubeRows; source: RowsSource | null }
  | { kind: 'decode'; snapshot: string }
  | { kind: 'append'; snapshot: string; rows: CubeRows; source: RowsSource }
) & { patternK: number | null };

/** A message from the pool: one task, numbered. */
export interface CubeTaskMessage {
  id: number;
  task: CubeTask;
}

/**
 * The thread's answer: ready for tasks; a built cube with its snapshot; a decoded cube; or the task's
 * failure (`unreadable` for a snapshot the format refuses: the caller rebuilds from the rows).
 */
export type CubeWorkerMessage =
  | { type: 'ready' }
  | { type: 'built'; id: number; cube: SurveyCube; snapshot: string; pattern: string | null }
  | { type: 'decoded'; id: number; cube: SurveyCube; pattern: string | null }
  /** No cube when the snapshot's configuration or responses do not allow appending: the caller rebuilds. */
  | {
      type: 'appended';
      id: number;
      cube: SurveyCube | null;
      snapshot: string | null;
      pattern: string | null;
    }
  | { type: 'failed'; id: number; message: string; unreadable: boolean };

const port = parentPort;
if (!port) throw new Error('cube-tasks-worker runs in a worker thread');

const base64Of = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/**
 * The snapshot's cube with the rows' respondents after its own, snapshotted; null when the rows were read
 * under another configuration than the snapshot's or the snapshot does not say what it holds.
 */
function appended(task: Extract<CubeTask, { kind: 'append' }>) {
  const bytes = Buffer.from(task.snapshot, 'base64');
  const old = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const digest = configDigest(task.rows);
  if (cubeSnapshotSource(old)?.configDigest !== digest) return null;
  const cube = appendRespondents(decodeCubeSnapshot(old), buildSurveyCube(cubeColumnsInputOf(task.rows)));
  if (cube === null) return null;
  return { cube, snapshot: base64Of(encodeCubeSnapshot(cube, { ...task.source, configDigest: digest })) };
}

/** The cube's privacy pattern for the task's k as base64 (computed here, before the cube's arrays move). */
const patternOf = (cube: SurveyCube | null, k: number | null) =>
  cube && k !== null ? base64Of(privacyPatternOf(cube, k).encode()) : null;

port.on('message', ({ id, task }: CubeTaskMessage) => {
  try {
    if (task.kind === 'build') {
      const cube = buildSurveyCube(cubeColumnsInputOf(task.rows));
      const source = task.source && { ...task.source, configDigest: configDigest(task.rows) };
      const snapshot = base64Of(encodeCubeSnapshot(cube, source));
      const pattern = patternOf(cube, task.patternK);
      // the typed arrays move to the pool's thread instead of being copied
      port.postMessage(
        { type: 'built', id, cube, snapshot, pattern } satisfies CubeWorkerMessage,
        cubeBuffers(cube),
      );
    } else if (task.kind === 'append') {
      const result = appended(task);
      const pattern = patternOf(result?.cube ?? null, task.patternK);
      port.postMessage(
        {
          type: 'appended',
          id,
          cube: result?.cube ?? null,
          snapshot: result?.snapshot ?? null,
          pattern,
        } satisfies CubeWorkerMessage,
        result ? cubeBuffers(result.cube) : [],
      );
    } else {
      const bytes = Buffer.from(task.snapshot, 'base64');
      const cube = decodeCubeSnapshot(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      const pattern = patternOf(cube, task.patternK);
      port.postMessage({ type: 'decoded', id, cube, pattern } satisfies CubeWorkerMessage, cubeBuffers(cube));
    }
  } catch (error) {
    port.postMessage({
      type: 'failed',
      id,
      message: error instanceof Error ? error.message : String(error),
      unreadable: isCubeSnapshotError(error),
    } satisfies CubeWorkerMessage);
  }
});

port.postMessage({ type: 'ready' } satisfies CubeWorkerMessage);
