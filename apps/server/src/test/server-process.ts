import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root, where `npm start` and `npm run worker` run. */
const ROOT = resolve(import.meta.dirname, '../../../..');

/** How long a process may take to migrate and answer (tsx compiles the server on each start). */
const START_TIMEOUT_MS = 90_000;

/** The processes still running: killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A server or worker process started as `npm start:pg` / `npm run worker` start it. */
export interface ServerProcess {
  /** The API's base URL (`http://127.0.0.1:port`); null for a worker. */
  url: string | null;
  /** What the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends `signal` and waits until the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `apps/server/src/server.ts` (the API) or `worker.ts` from source through tsx, with `env`
 * over the current environment, and waits until it is ready: the API once `GET /api/ready` answers
 * 200 on the address its start banner names (PORT=0 picks a free one), the worker once it logs that
 * it waits for jobs. Rejects with the process's output when it exits or times out first.
 */
export async function startServerProcess(
  entry: 'server' | 'worker',
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', `apps/server/src/${entry}.ts`],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const handle: ServerProcess = {
    url: null,
    output: () => output,
    stop: (signal = 'SIGTERM') => stopChild(child, exited, signal),
  };
  try {
    handle.url = await waitUntilReady(entry, child, () => output);
  } catch (error) {
    await handle.stop('SIGKILL');
    throw error;
  }
  return handle;
}

async function waitUntilReady(
  entry: 'server' | 'worker',
  child: ChildProcess,
  output: () => string,
): Promise<string | null> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${entry} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    if (entry === 'worker') {
      if (output().includes('import worker started')) return null;
    } else {
      const url = /Pulzus is listening on (http:\/\/[^\s]+)/.exec(output())?.[1];
      if (url && (await isReady(url))) return url;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${entry} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/ready`)).status === 200;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timeout = new Promise<'late'>((done) => setTimeout(() => done('late'), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}
