import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database';
import { type Env, trustProxyOption } from './env';
import { loggerOptions } from './logging';
import { registerDomains } from './domains';
import { embedGuardPlugin } from './domains/embed/embed-guard';
import { embedScript } from './domains/embed/embed-script';
import { auditPlugin } from './services/audit-record';
import { authPlugin } from './services/auth';
import { downloadTicketsPlugin } from './services/download-tickets';
import { surveyDateAccessPlugin } from './services/survey-date-access';
import { compression } from './plugins/compression';
import { errorHandler } from './plugins/errors';
import { metrics } from './plugins/metrics';
import { controlCharacters } from './plugins/control-characters';
import { jsonBodyParser } from './plugins/json-body-parser';
import { openapi } from './plugins/openapi';
import { portal } from './plugins/portal';
import { probes } from './plugins/probes';
import { securityHeaders } from './plugins/security-headers';
import { ParsePool } from './spreadsheets/parse-pool/parse-pool';

/** What the app is built from: configuration and an open, migrated database. */
export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The clock, injectable for tests of expiry, locks and tickets. */
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them to prove secrets stay out). */
  logStream?: NodeJS.WritableStream;
  /** The portal build to serve at `/`; none in API-only tests. */
  portalDir?: string;
  /**
   * The folder of the embed element build (`pulzus-graph.js`, docs/embedding.md); default
   * packages/widgets/dist-embed.
   */
  embedScriptDir?: string;
  /**
   * How far ahead of this machine's clock the OpenID client believes the time is, in seconds
   * (openid-client's `clockSkew`); 0 unless set. Tests set it to see a fresh ID token as expired, as a
   * relying party whose clock runs late past the tolerance would (docs/sso.md "Security model").
   */
  oidcClockSkewSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    now: () => Date;
    /** The worker threads that parse uploads off the request thread (docs/import.md "Spreadsheet limits"). */
    uploadParser: ParsePool;
    /** `AppOptions.oidcClockSkewSeconds`, read by the single sign-on domain. */
    oidcClockSkewSeconds: number;
  }
}

/**
 * Builds the Fastify app (style.md §12): cross-cutting plugins first, then one encapsulated
 * plugin per domain under /api. Only `server.ts` listens.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(opts.env.LOG_LEVEL, opts.logStream),
    // only the configured proxy hops or proxy addresses may set the client address (per-IP login limits)
    trustProxy: trustProxyOption(opts.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // errors Fastify raises before routing (an over-long path parameter, a bad URL) answer a
    // catalogue code too, never Fastify's own body
    frameworkErrors: (_error, _request, reply) => {
      const raw = reply as unknown as FastifyReply;
      void raw.code(400).send({ error: { code: 'validation-failed' } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', opts.env);
  app.decorate('database', opts.database);
  app.decorate('now', opts.now ?? (() => new Date()));
  app.decorate('apiRoutes', []);
  app.decorate('oidcClockSkewSeconds', opts.oidcClockSkewSeconds ?? 0);
  const uploadParser = new ParsePool({
    workers: opts.env.UPLOAD_PARSE_WORKERS,
    queue: opts.env.UPLOAD_PARSE_QUEUE,
    memoryMb: opts.env.UPLOAD_PARSE_MEMORY_MB,
    timeoutMs: opts.env.UPLOAD_PARSE_TIMEOUT_SECONDS * 1000,
  });
  app.decorate('uploadParser', uploadParser);
  app.addHook('onClose', () => uploadParser.close());

  await app.register(errorHandler);
  // first, so its latency hook sees every route (only with METRICS_TOKEN set)
  await app.register(metrics);
  await app.register(compression);
  // every JSON body is measured before it is parsed, and walked only within its limits (docs/security.md)
  await app.register(jsonBodyParser);
  await app.register(controlCharacters);
  await app.register(securityHeaders, { frameAncestors: opts.env.FRAME_ANCESTORS });
  await app.register(openapi);
  await app.register(authPlugin);
  await app.register(embedGuardPlugin);
  // the shared services the domains declare in their plugin dependencies (docs/architecture.md "Server")
  await app.register(auditPlugin);
  await app.register(downloadTicketsPlugin);
  await app.register(surveyDateAccessPlugin);

  await app.register(probes);

  await registerDomains(app);
  await app.register(embedScript, opts.embedScriptDir ? { dir: opts.embedScriptDir } : {});
  if (opts.portalDir) await app.register(portal, { dir: opts.portalDir });
  return app;
}
