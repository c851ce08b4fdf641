import { Worker } from 'node:worker_threads';
import type { SurveyCube } from '@pulzus/core/analytics';
import type { CubeRows } from './cube-rows';
import type { CubeTask, CubeTaskMessage, CubeWorkerMessage, RowsSource } from './cube-tasks-worker';

/** A snapshot the cube thread could not read (another format version, cut short): rebuild from rows. */
export class UnreadableSnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableSnapshotError';
  }
}

interface Job {
  id: number;
  task: CubeTask;
  resolve: (message: CubeWorkerMessage) => void;
  reject: (error: unknown) => void;
}

const ENTRY = new URL('./cube-worker.mjs', import.meta.url);

/**
 * One worker thread that builds cubes from read rows and decodes cube snapshots (docs/graphs.md
 * "Through the API"), so a cold graph read never holds the event loop: the database is read on this
 * thread, the parsing and building happen there, and the cube's arrays come back transferred, not
 * copied. Tasks run one at a time in arrival order (the server has few cores; a second thread would
 * compete with the event loop). The thread starts on first use, does not keep the process alive, and
 * is started again after a crash.
 */
export class CubePool {
  #worker: Worker | null = null;
  #ready = false;
  #running: Job | null = null;
  readonly #queue: Job[] = [];
  #nextId = 1;

  /**
   * Builds the cube of read rows in the thread; answers it with its snapshot as base64 text, which records
   * `source` (the responses the rows hold) when given, and with `patternK` its privacy pattern for that k
   * (base64 of the encoded decisions).
   */
  async build(
    rows: CubeRows,
    source: RowsSource | null = null,
    patternK: number | null = null,
  ): Promise<{ cube: SurveyCube; snapshot: string; pattern: string | null }> {
    const answer = await this.#run({ kind: 'build', rows, source, patternK });
    if (answer.type !== 'built') throw new Error('the cube thread answered a build with no cube');
    return { cube: answer.cube, snapshot: answer.snapshot, pattern: answer.pattern };
  }

  /**
   * Appends the respondents of `rows` (new responses only) to a snapshot's cube in the thread; answers the
   * cube and its snapshot (recording `source`), or null when the snapshot was built under another
   * configuration (the caller rebuilds). Rejects with `UnreadableSnapshotError` for a snapshot the format refuses.
   */
  async append(
    snapshot: string,
    rows: CubeRows,
    source: RowsSource,
    patternK: number | null = null,
  ): Promise<{ cube: SurveyCube; snapshot: string; pattern: string | null } | null> {
    const answer = await this.#run({ kind: 'append', snapshot, rows, source, patternK });
    if (answer.type !== 'appended') throw new Error('the cube thread answered an append with no answer');
    return answer.cube && answer.snapshot !== null
      ? { cube: answer.cube, snapshot: answer.snapshot, pattern: answer.pattern }
      : null;
  }

  /**
   * Decodes a snapshot (base64 text) in the thread, with `patternK` computing its privacy pattern for that k
   * too; rejects with `UnreadableSnapshotError` for one the format refuses.
   */
  async decode(
    snapshot: string,
    patternK: number | null = null,
  ): Promise<{ cube: SurveyCube; pattern: string | null }> {
    const answer = await this.#run({ kind: 'decode', snapshot, patternK });
    if (answer.type !== 'decoded') throw new Error('the cube thread answered a decode with no cube');
    return { cube: answer.cube, pattern: answer.pattern };
  }

  /** Stops the thread; waiting tasks are refused. */
  async close(): Promise<void> {
    for (const job of this.#queue.splice(0)) job.reject(new Error('the cube pool is closed'));
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  /**
   * Starts the thread now rather than at the first cold read, so the first graph after a start does not wait for
   * it to load the engine (the server process calls this once it listens; the thread still keeps nothing alive).
   */
  warm(): void {
    if (!this.#worker) this.#spawn();
  }

  #run(task: CubeTask): Promise<CubeWorkerMessage> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, task, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    if (!this.#worker) this.#spawn();
    if (!this.#ready || this.#running) return;
    const job = this.#queue.shift();
    if (!job) return;
    this.#running = job;
    // a waiting caller keeps the process alive, an idle thread does not
    this.#worker?.ref();
    this.#worker?.postMessage({ id: job.id, task: job.task } satisfies CubeTaskMessage);
  }

  #spawn(): void {
    const worker = new Worker(ENTRY, {
      // workspace packages from source (the server runs from TypeScript, docs/architecture.md)
      execArgv: ['--conditions=source'],
      stdout: false,
      stderr: false,
    });
    // an idle thread must not keep a finished process (a test, a CLI) alive
    worker.unref();
    this.#worker = worker;
    this.#ready = false;
    worker.on('message', (message: CubeWorkerMessage) => this.#answer(message));
    let failure: Error | null = null;
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', () => {
      if (this.#worker !== worker) return;
      this.#worker = null;
      this.#ready = false;
      const lost = this.#running ?? (this.#queue.length > 0 ? this.#queue.shift() : undefined);
      this.#running = null;
      // the task that was running (or, for a thread that never started, the first waiting one) fails
      lost?.reject(failure ?? new Error('the cube worker thread stopped'));
      if (this.#queue.length > 0) this.#dispatch();
    });
  }

  #answer(message: CubeWorkerMessage): void {
    if (message.type === 'ready') {
      this.#ready = true;
    } else {
      const job = this.#running;
      this.#running = null;
      this.#worker?.unref();
      if (job && job.id === message.id) {
        if (message.type === 'failed')
          job.reject(
            message.unreadable
              ? new UnreadableSnapshotError(message.message)
              : new Error(`building a cube failed: ${message.message}`),
          );
        else job.resolve(message);
      }
    }
    this.#dispatch();
  }
}

let shared: CubePool | null = null;

/** The process's one cube thread (every cube cache of the process shares it). */
export function sharedCubePool(): CubePool {
  shared ??= new CubePool();
  return shared;
}
