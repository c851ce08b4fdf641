import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { graphServicesOf } from '../domains/graphs/graphs.service';
import { importQueueOf } from '../domains/imports/import-queue';
import { DEAD_LETTER_QUEUE, IMPORT_QUEUE } from '../jobs/job-queue';
import { AppError } from '../errors';
import { bearerToken } from '../services/auth';

/** Where Prometheus scrapes (docs/security.md "Metrics"). */
export const METRICS_PATH = '/api/metrics';

/** Whether the request presents the metrics token; both sides hashed first, so the compare takes constant time. */
function presentsToken(request: FastifyRequest, expected: string): boolean {
  const given = bearerToken(request);
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `2xx`, `4xx`…: a status class keeps the label set small. */
const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** Runs `read` when its domain is registered; a server without it reports nothing for it. */
function whenRegistered<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * Prometheus metrics at `GET /api/metrics` (prom-client text format), only when METRICS_TOKEN is
 * set: the request latency histogram (method, route pattern — never the URL with its ids —, status
 * class), the import queue depth, the graph caches' hits and misses, and Node's process metrics.
 * Without the token configured the route does not exist: 404 like any unknown `/api` path; a wrong
 * or missing bearer token is 401. Not part of the OpenAPI document (it is for the operator, not the
 * API client).
 */
export const metrics = fp(
  async (app: FastifyInstance) => {
    const token = app.env.METRICS_TOKEN;
    if (!token) return;
    // one registry per app: tests build several apps in one process
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const latency = new Histogram({
      name: 'pulzus_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // unmatched requests share one label: a URL never becomes a label value
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      latency.observe(
        { method: request.method, route, status_class: statusClass(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'pulzus_job_queue_depth',
      help: 'Jobs waiting or running, by queue (the dead-letter queue: jobs that kept failing).',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const queue = whenRegistered(() => importQueueOf(app));
        if (!queue) return;
        this.set({ queue: IMPORT_QUEUE }, await queue.queueLength());
        this.set({ queue: DEAD_LETTER_QUEUE }, (await queue.deadLetters()).length);
      },
    });

    // counters read at scrape time from the caches' own counts (hit rate = hits / (hits + misses))
    const cacheCounts = () => {
      const graphs = whenRegistered(() => graphServicesOf(app));
      if (!graphs) return null;
      const cube = graphs.cubes.stats();
      const result = graphs.results?.lookups ?? { hits: 0, misses: 0 };
      return {
        hits: { cube: cube.hits, result: result.hits },
        // a cube missing or of an older data version is built
        misses: { cube: cube.builds, result: result.misses },
      };
    };
    for (const kind of ['hits', 'misses'] as const) {
      new Counter({
        name: `pulzus_graph_cache_${kind}_total`,
        help: `Graph cache lookups that ${kind === 'hits' ? 'found' : 'missed'} their entry, by cache (cube: survey cubes; result: identical graph queries).`,
        labelNames: ['cache'] as const,
        registers: [registry],
        collect() {
          const counts = cacheCounts();
          if (!counts) return;
          this.reset();
          for (const [cache, value] of Object.entries(counts[kind])) this.inc({ cache }, value);
        },
      });
    }

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!presentsToken(request, token)) throw new AppError('unauthorized');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
