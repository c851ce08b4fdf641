import { parentPort } from 'node:worker_threads';
import {
  buildSurveyCube,
  cubeBuffers,
  decodeCubeSnapshot,
  encodeCubeSnapshot,
  isCubeSnapshotError,
  type SurveyCube,
} from '@pulzus/core/analytics';
import { type CubeRows, cubeInputOf } from './cube-rows';

/**
 * Work for the cube thread: build a cube from read rows (and its snapshot), or decode a snapshot.
 * Snapshots come and go as base64 text, as the database hands them over (cube-snapshot.queries.ts).
 */
export type CubeTask = { kind: 'build'; rows: CubeRows } | { kind: 'decode'; snapshot: string };

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
  | { type: 'built'; id: number; cube: SurveyCube; snapshot: string }
  | { type: 'decoded'; id: number; cube: SurveyCube }
  | { type: 'failed'; id: number; message: string; unreadable: boolean };

const port = parentPort;
if (!port) throw new Error('cube-tasks-worker runs in a worker thread');

port.on('message', ({ id, task }: CubeTaskMessage) => {
  try {
    if (task.kind === 'build') {
      const cube = buildSurveyCube(cubeInputOf(task.rows));
      const bytes = encodeCubeSnapshot(cube);
      const snapshot = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
      // the typed arrays move to the pool's thread instead of being copied
      port.postMessage({ type: 'built', id, cube, snapshot } satisfies CubeWorkerMessage, cubeBuffers(cube));
    } else {
      const bytes = Buffer.from(task.snapshot, 'base64');
      const cube = decodeCubeSnapshot(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      port.postMessage({ type: 'decoded', id, cube } satisfies CubeWorkerMessage, cubeBuffers(cube));
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
