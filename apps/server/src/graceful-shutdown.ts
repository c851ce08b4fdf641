import type { FastifyInstance } from 'fastify';

/** Options of {@link closeOnSignals}. */
export interface CloseOnSignalsOptions {
  /** What ends the process gracefully; default SIGINT and SIGTERM. */
  signals?: readonly NodeJS.Signals[];
  /** Runs after the app has closed (the database); default nothing. */
  cleanup?: () => Promise<void>;
  /** How the process ends; default `process.exit`. */
  exit?: (code: number) => void;
  /** How long requests in flight may take before their connections are cut; default 25 s (under Kubernetes' 30 s grace). */
  drainTimeoutMs?: number;
}

/** How often connections that went idle while draining are closed. */
const SWEEP_MS = 100;

/**
 * On the first SIGINT or SIGTERM closes the app gracefully (README "Running in production"): Fastify
 * stops accepting connections, answers requests arriving on open keep-alive connections 503 and
 * waits for the requests in flight; each connection is closed as soon as its last request is
 * answered (Node would otherwise keep an idle keep-alive connection, and the shutdown, for the
 * 72 s keep-alive timeout), and every connection past `drainTimeoutMs`. Then the `onClose` hooks
 * (job workers, parse pool) and `cleanup` run and the process exits 0 (1 when closing failed).
 * Later signals are ignored. Returns a function that removes the listeners.
 */
export function closeOnSignals(app: FastifyInstance, options: CloseOnSignalsOptions = {}): () => void {
  const {
    signals = ['SIGINT', 'SIGTERM'],
    cleanup,
    exit = (code) => process.exit(code),
    drainTimeoutMs = 25_000,
  } = options;
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(() => {
      app.log.warn(
        { drainTimeoutMs },
        'requests still running at the drain timeout; closing their connections',
      );
      app.server.closeAllConnections();
    }, drainTimeoutMs);
    void (async () => {
      let code = 0;
      try {
        await app.close();
        await cleanup?.();
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        code = 1;
      } finally {
        clearInterval(sweep);
        clearTimeout(cut);
      }
      exit(code);
    })();
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
