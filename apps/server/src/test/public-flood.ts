import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** One hostile body: its name and its JSON text, also as bytes (sent without a copy per request). */
export interface WorstBody {
  readonly name: string;
  readonly text: string;
  readonly bytes: Buffer;
}

const worst = (name: string, text: string): WorstBody => ({ name, text, bytes: Buffer.from(text) });

/** `{"k0":0,"k1":0,…}` of `bytes` characters, padded with spaces: as many keys as fit. */
export function keysBody(bytes: number): string {
  const parts: string[] = [];
  let length = 2;
  for (let i = 0; ; i++) {
    const part = `"k${i}":0`;
    if (length + part.length + 1 > bytes) break;
    parts.push(part);
    length += part.length + 1;
  }
  const text = `{${parts.join(',')}}`;
  return text + ' '.repeat(bytes - text.length);
}

/**
 * The worst bodies a stranger can send (docs/security.md "Bounded work for every byte received"): nesting
 * 10,000 deep (arrays; objects), 1 MB of keys (under the server's 1 MiB limit), keys and one string just
 * under a public route's 64 KiB limit.
 */
export const WORST_BODIES: readonly WorstBody[] = [
  worst('arrays 10,000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  worst('objects 10,000 deep', `${'{"a":'.repeat(10_000)}0${'}'.repeat(10_000)}`),
  worst('1 MB of keys', keysBody(1_000_000)),
  worst('60 KB of keys', keysBody(60_000)),
  worst('a 60 KB string', JSON.stringify({ email: 'x'.repeat(60_000), password: 'x' })),
];

/** A public call as the flood sends it: method and URL. */
export interface FloodTarget {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
}

/** Every public JSON call the app serves from the route table, and a path no route has. */
export function publicTargets(app: FastifyInstance): FloodTarget[] {
  const targets = app.apiRoutes
    .filter((def) => def.credential === 'none' && def.method !== 'GET')
    .map((def) => ({ method: def.method as FloodTarget['method'], url: `/api/${def.path}` }));
  return [...targets, { method: 'POST', url: '/api/no-such-call' }];
}

/** How hard and how long to flood. */
export interface FloodOptions {
  /** Senders at once (each from a new client address every request, so no per-client limit shields the parser). */
  readonly clients: number;
  /** Requests each sender starts a second, whether or not its earlier ones were answered. */
  readonly perSecond: number;
  /** How long the senders send. */
  readonly durationMs: number;
  /** How often `GET /api/health` is probed (each probe is timed from when it was due). */
  readonly probeEveryMs: number;
}

/** One answer to a hostile body. */
export interface FloodAnswer {
  readonly target: FloodTarget;
  readonly body: string;
  readonly status: number;
  readonly code: string | null;
  readonly limit: string | null;
}

/** What a flood measured: every hostile answer, and the probes' latencies (ms) and statuses. */
export interface FloodResult {
  readonly answers: FloodAnswer[];
  readonly probeMs: number[];
  readonly probeStatuses: number[];
  /** The event loop's delay over the flood (ms): its 99th percentile and its maximum. */
  readonly eventLoopDelay: { readonly p99: number; readonly max: number };
  /** The event loop's busy time over the flood (ms) and its share of the time (0–1). */
  readonly eventLoopBusy: { readonly ms: number; readonly share: number };
}

/** The `q` quantile (0–1) of `values`, by the nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Floods the app's public calls with the worst bodies, each sender cycling through every target and body
 * (`app.inject`, so the senders and the server share this event loop, as a server shares it with its
 * clients' parsing), while `GET /api/health` is probed on a schedule, until the last answer is in. With no
 * clients it measures the probes alone: the machine's own noise.
 */
export async function floodPublicCalls(app: FastifyInstance, options: FloodOptions): Promise<FloodResult> {
  const targets = publicTargets(app);
  const combos = targets.flatMap((target) => WORST_BODIES.map((body) => ({ target, body })));
  const pending: Promise<FloodAnswer>[] = [];
  let client = 0;
  const send = (index: number) => {
    const { target, body } = combos[index % combos.length] as (typeof combos)[number];
    client++;
    const remoteAddress = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    pending.push(
      app
        .inject({
          method: target.method,
          url: target.url,
          payload: body.bytes,
          headers: { 'content-type': 'application/json' },
          remoteAddress,
        })
        .then((res) => {
          const error = (res.headers['content-type'] ?? '').includes('json')
            ? (res.json() as { error?: { code?: string; limit?: string } }).error
            : undefined;
          return {
            target,
            body: body.name,
            status: res.statusCode,
            code: error?.code ?? null,
            limit: error?.limit ?? null,
          };
        }),
    );
  };

  // a server that has answered before: the first call of each kind compiles its code
  await app.inject({ method: 'GET', url: '/api/health' });
  for (const target of targets) await app.inject({ ...target, payload: {}, remoteAddress: '192.0.2.201' });

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const busyBefore = performance.eventLoopUtilization();
  const start = performance.now();
  const senders = Array.from({ length: options.clients }, async (_, c) => {
    const every = 1000 / options.perSecond;
    // senders start spread over one interval, each on its own slice of the combinations
    await sleep((every * c) / options.clients);
    for (let n = 0; performance.now() - start < options.durationMs; n++) {
      send(c + n * options.clients);
      const next = start + (every * c) / options.clients + every * (n + 1);
      await sleep(Math.max(0, next - performance.now()));
    }
  });

  // probes are due every `probeEveryMs` and timed from when they were due, not from when they were sent, so a
  // held event loop counts in full even when it held a probe back rather than an answer
  const probeMs: number[] = [];
  const probeStatuses: number[] = [];
  let flooding = true;
  const probes = (async () => {
    const answered: Promise<void>[] = [];
    for (let k = 0; flooding || performance.now() - start < options.durationMs; k++) {
      const due = start + k * options.probeEveryMs;
      await sleep(Math.max(0, due - performance.now()));
      answered.push(
        app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.200' }).then((res) => {
          probeMs.push(performance.now() - due);
          probeStatuses.push(res.statusCode);
        }),
      );
    }
    await Promise.all(answered);
  })();

  await Promise.all(senders);
  const answers = await Promise.all(pending);
  flooding = false;
  await probes;
  delay.disable();
  const busy = performance.eventLoopUtilization(busyBefore);
  return {
    answers,
    probeMs,
    probeStatuses,
    eventLoopDelay: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
    eventLoopBusy: { ms: busy.active, share: busy.utilization },
  };
}
