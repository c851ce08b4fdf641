import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors';
import type { ParsedRows, ParseTask } from './parse-tasks';
import { sliceTurn } from '../../event-loop-slices';
import type { NextMessage, TaskMessage, WorkerMessage } from './parse-tasks-worker';

/** How the pool of upload-parsing worker threads is bounded (docs/import.md "Spreadsheet limits"). */
export interface ParsePoolOptions {
  /** Worker threads parsing at the same time (default env `UPLOAD_PARSE_WORKERS`, 2). */
  workers: number;
  /** Uploads waiting for a worker; one more answers `server-busy` (503). */
  queue: number;
  /** The V8 old-generation heap of each worker, in MiB; past it the worker dies and the upload answers `spreadsheet-too-complex`. */
  memoryMb: number;
  /** How long one parse may run, in milliseconds; past it the worker is terminated and the upload answers `spreadsheet-too-complex`. */
  timeoutMs: number;
}

interface Job {
  id: number;
  task: ParseTask;
  resolve: (rows: ParsedRows) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  /** The rows of the running job received so far (they come in pieces). */
  rows: string[][];
  timer: NodeJS.Timeout | null;
  timedOut: boolean;
}

const ENTRY = new URL('./parse-worker.mjs', import.meta.url);

/** Seconds a refused client is told to wait before it retries (`Retry-After`). */
const RETRY_AFTER_SECONDS = 10;

/**
 * A small pool of worker threads that parse uploads (xlsx, xls, csv) so the event loop keeps
 * answering other requests while a large file is read. Each worker has its own heap limit and each
 * parse a time limit; a worker that runs out of memory or time dies alone (it is replaced) and its
 * upload answers `spreadsheet-too-complex` (422). Workers start on first use and are kept.
 */
export class ParsePool {
  readonly #options: ParsePoolOptions;
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: ParsePoolOptions) {
    this.#options = options;
  }

  /** Parses one upload in a worker; rejects with the parse's `AppError`, `server-busy` when the queue is full. */
  run(task: ParseTask): Promise<ParsedRows> {
    if (this.#closed) return Promise.reject(new Error('the parse pool is closed'));
    // the uploads a worker (running, starting or not yet started) will take, plus the queue's
    const busy = [...this.#slots].filter((slot) => slot.job).length;
    if (this.#queue.length >= this.#options.workers - busy + this.#options.queue)
      return Promise.reject(new AppError('server-busy', {}, { 'Retry-After': String(RETRY_AFTER_SECONDS) }));
    return new Promise<ParsedRows>((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, task, resolve, reject });
      this.#dispatch();
    });
  }

  /** Terminates the workers; queued uploads are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new Error('the parse pool is closed'));
    await Promise.all([...this.#slots].map((slot) => slot.worker.terminate()));
    this.#slots.clear();
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      const job = slot.ready && !slot.job ? this.#queue.shift() : undefined;
      if (job) this.#start(slot, job);
    }
    const starting = [...this.#slots].filter((slot) => !slot.ready).length;
    // a worker for each waiting upload, up to the pool size
    while (this.#slots.size < this.#options.workers && this.#queue.length > starting) this.#spawn();
  }

  #start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.rows = [];
    slot.timedOut = false;
    slot.timer = setTimeout(() => {
      slot.timedOut = true;
      void slot.worker.terminate();
    }, this.#options.timeoutMs);
    slot.worker.postMessage({ id: job.id, task: job.task } satisfies TaskMessage);
  }

  #spawn(): void {
    const worker = new Worker(ENTRY, {
      // workspace packages from source (the server runs from TypeScript, docs/architecture.md)
      execArgv: ['--conditions=source'],
      resourceLimits: {
        maxOldGenerationSizeMb: this.#options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(4, Math.floor(this.#options.memoryMb / 8))),
      },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, job: null, rows: [], timer: null, timedOut: false };
    this.#slots.add(slot);
    worker.on('message', (message: WorkerMessage) => this.#answer(slot, message));
    let failure: Error | null = null;
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', () => this.#lost(slot, failure));
  }

  #answer(slot: Slot, message: WorkerMessage): void {
    if (message.type === 'rows') {
      // a piece of the running job's rows: the job ends with its `done`
      if (slot.job?.id === message.id) for (const row of message.rows) slot.rows.push(row);
      // the next piece when this thread's slice allows (event-loop-slices.ts): pieces that queued up
      // would be deserialised in one turn of the event loop
      void sliceTurn().then(() =>
        slot.worker.postMessage({ type: 'next', id: message.id } satisfies NextMessage),
      );
      return;
    }
    if (message.type === 'ready') slot.ready = true;
    else {
      const job = slot.job;
      const rows = slot.rows;
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = null;
      slot.rows = [];
      slot.timer = null;
      if (job && job.id === message.id) {
        if (message.type === 'done') job.resolve(message.readable ? rows : null);
        else if (message.type === 'refused') job.reject(new AppError(message.code, message.details));
        else job.reject(new Error(`parsing an upload failed: ${message.message}`));
      }
    }
    this.#dispatch();
  }

  /** A worker is gone: its upload gets its answer, and the next upload a new worker. */
  #lost(slot: Slot, failure: Error | null): void {
    this.#slots.delete(slot);
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    if (job) {
      if (slot.timedOut)
        job.reject(
          new AppError('spreadsheet-too-complex', {
            resource: 'time',
            limit: this.#options.timeoutMs / 1000,
          }),
        );
      else if ((failure as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
        job.reject(
          new AppError('spreadsheet-too-complex', { resource: 'memory', limit: this.#options.memoryMb }),
        );
      else job.reject(failure ?? new Error('the upload parsing worker stopped'));
    } else if (!slot.ready && !this.#closed) {
      // a worker that cannot even start (a broken install, a heap too small to load the parsers):
      // the first waiting upload fails instead of the pool respawning in a loop
      this.#queue.shift()?.reject(failure ?? new Error('the upload parsing worker did not start'));
    }
    if (!this.#closed) this.#dispatch();
  }
}
