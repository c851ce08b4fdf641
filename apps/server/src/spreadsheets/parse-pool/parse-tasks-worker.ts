import { parentPort } from 'node:worker_threads';
import { AppError } from '../../errors';
import { type ParseTask, runParseTask } from './parse-tasks';

/** A message from the pool: one task, numbered. */
export interface TaskMessage {
  id: number;
  task: ParseTask;
}

/** A worker's answer: ready to take tasks, or one task's rows, refusal or failure. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'rows'; id: number; rows: string[][] | null }
  | { type: 'refused'; id: number; code: AppError['code']; details: Record<string, unknown> }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('parse-tasks-worker runs in a worker thread');

port.on('message', async ({ id, task }: TaskMessage) => {
  let answer: WorkerMessage;
  try {
    answer = { type: 'rows', id, rows: await runParseTask(task) };
  } catch (error) {
    answer =
      error instanceof AppError
        ? { type: 'refused', id, code: error.code, details: error.details }
        : { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
