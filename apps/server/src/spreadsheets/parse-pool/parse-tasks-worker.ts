import { parentPort } from 'node:worker_threads';
import { AppError } from '../../errors';
import { type ParseTask, runParseTask } from './parse-tasks';

/** A message from the pool: one task, numbered. */
export interface TaskMessage {
  id: number;
  task: ParseTask;
}

/** The pool has taken a task's last piece of rows: send the next. */
export interface NextMessage {
  type: 'next';
  id: number;
}

/**
 * Rows per message of a task's answer: the pool's thread deserialises each message at once (a few
 * milliseconds for 500 rows of 80 cells), so a large sheet comes in pieces, and each piece only
 * once the pool has asked for it: messages that queue up are all deserialised in one turn of the
 * pool's event loop, which held other requests for hundreds of milliseconds.
 */
export const ROWS_PER_MESSAGE = 500;

/**
 * A worker's answer: ready to take tasks; a piece of one task's rows, then its end (`readable`
 * false for a file that is no sheet); or the task's refusal or failure.
 */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'rows'; id: number; rows: string[][] }
  | { type: 'done'; id: number; readable: boolean }
  | { type: 'refused'; id: number; code: AppError['code']; details: Record<string, unknown> }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('parse-tasks-worker runs in a worker thread');

/** The running task's wait for the pool's `next`. */
let asked: { id: number; resolve: () => void } | null = null;

port.on('message', async (message: TaskMessage | NextMessage) => {
  if ('type' in message) {
    if (asked?.id === message.id) asked.resolve();
    return;
  }
  const { id, task } = message;
  let answer: WorkerMessage;
  try {
    const rows = await runParseTask(task);
    for (let start = 0; rows && start < rows.length; start += ROWS_PER_MESSAGE) {
      const taken = new Promise<void>((resolve) => {
        asked = { id, resolve };
      });
      port.postMessage({
        type: 'rows',
        id,
        rows: rows.slice(start, start + ROWS_PER_MESSAGE),
      } satisfies WorkerMessage);
      await taken;
      asked = null;
    }
    answer = { type: 'done', id, readable: rows !== null };
  } catch (error) {
    answer =
      error instanceof AppError
        ? { type: 'refused', id, code: error.code, details: error.details }
        : { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
