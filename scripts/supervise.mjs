// A tiny process supervisor (README "Running in production"): runs a Node script as a child and
// starts it again, after a growing pause, whenever it exits abnormally (a crash, an out-of-memory
// abort, a kill by someone else); SIGINT and SIGTERM are passed on to the child and stop it for good.
// `npm start` runs the server under it. As a command: `node scripts/supervise.mjs [node args] script.ts`.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The exit code of a server that refuses its configuration (EX_CONFIG): never restarted. */
export const CONFIG_ERROR = 78;

/** How long a run must last to count as up and serving (ms): its crash restarts after the first pause. */
export const STABLE_MS = 15_000;

/**
 * The pause before the next start and the count of quick failures it was made for. A run that lasted
 * `stableMs` or more was serving: its crash is the first of a new series, restarted after `backoffMs`,
 * however soon it follows the previous one (a server crashing every 50 seconds is not a crash loop and
 * must not be kept down for 30 of them). Only runs that end sooner — a server failing as it starts —
 * double the pause, up to `maxBackoffMs`, so a crash loop does not spin.
 */
export function nextPause(quickFailures, ranMs, { backoffMs, maxBackoffMs, stableMs }) {
  const failures = ranMs >= stableMs ? 1 : quickFailures + 1;
  return { failures, pauseMs: Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1)) };
}

/**
 * Supervises `node …args`; resolves with the exit code to leave with once it has stopped for good:
 * the child's own code after a clean exit (0), a configuration error (78) or a forwarded SIGINT/SIGTERM.
 * Options: `backoffMs` the first pause (default env `SUPERVISE_BACKOFF_MS` or 1000, doubling),
 * `maxBackoffMs` its cap (default env `SUPERVISE_MAX_BACKOFF_MS` or 30000), `stableMs` how long a run
 * must last for the pause to start over (default env `SUPERVISE_STABLE_MS` or {@link STABLE_MS}; see
 * {@link nextPause}), `log` where the supervisor's own lines go (default stderr), and `spawnOptions` for the child.
 */
export function supervise(args, options = {}) {
  const {
    backoffMs = envMs('SUPERVISE_BACKOFF_MS', 1000),
    maxBackoffMs = envMs('SUPERVISE_MAX_BACKOFF_MS', 30_000),
    stableMs = envMs('SUPERVISE_STABLE_MS', STABLE_MS),
    log = defaultLog,
  } = options;
  return new Promise((done) => {
    let child = null;
    let stopping = null;
    let timer = null;
    let failures = 0;
    const start = () => {
      timer = null;
      const startedAt = Date.now();
      child = spawn(process.execPath, args, { stdio: 'inherit', ...options.spawnOptions });
      child.on('exit', (code, signal) => {
        child = null;
        if (stopping) return finish(signal ? 0 : (code ?? 0));
        if (code === 0) return finish(0);
        // 78 (EX_CONFIG): the configuration is wrong; starting again cannot help (README "Running in production")
        if (code === CONFIG_ERROR) return finish(code);
        const next = nextPause(failures, Date.now() - startedAt, { backoffMs, maxBackoffMs, stableMs });
        failures = next.failures;
        const pause = next.pauseMs;
        log(`supervise: the server exited (${signal ?? `code ${code}`}); restarting in ${pause} ms`);
        timer = setTimeout(start, pause);
      });
    };
    const onSignal = (signal) => {
      stopping = signal;
      if (child) child.kill(signal);
      else finish(0);
    };
    const finish = (code) => {
      if (timer) clearTimeout(timer);
      for (const signal of SIGNALS) process.off(signal, onSignal);
      done(code);
    };
    for (const signal of SIGNALS) process.on(signal, onSignal);
    start();
  });
}

const SIGNALS = ['SIGINT', 'SIGTERM'];

function defaultLog(line) {
  console.error(line);
}

/** A number of milliseconds from the environment, or the default. */
function envMs(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    console.error('usage: node scripts/supervise.mjs [node args] script');
    process.exit(2);
  }
  const code = await supervise(args);
  process.exit(code);
}
