import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const zList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Names of address ranges Fastify's `trustProxy` (proxy-addr) knows besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an IPv4/IPv6 address, a CIDR range of one, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: a hop count 0–10, or a list of proxy addresses and ranges (comma or space separated). */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): number | string[] {
  const text = value.trim();
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `a hop count 0–10, or IP addresses and CIDR ranges of the proxies${bad.length ? ` (not one: ${bad.join(', ')})` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
}

/** Fastify's `trustProxy` for a parsed `TRUST_PROXY`: the first N hops, or the listed proxies. */
export function trustProxyOption(
  setting: number | string[],
): string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

// a link a person follows from the portal: never javascript: or data: (it lands in an href)
const zFooterLink = z.url({ protocol: /^(https?|mailto)$/ }).optional();

/** The server's configuration, read once from the environment (style.md §13). */
export const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where PGlite keeps its files and the generated JWT secret lives. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL URL; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections the PostgreSQL pool may open (PGlite has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** nodemailer transport URL; without it mails go to the outbox table and the log. */
  SMTP_URL: z.string().optional(),
  /** The public base URL of the portal, used in e-mailed links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** The portal footer's bug-report link (spec 1 §2), http(s) or mailto; the portal's own default when not given. */
  FOOTER_BUG_REPORT_URL: zFooterLink,
  /** The portal footer's questions link (spec 1 §2), http(s) or mailto; the portal's own default when not given. */
  FOOTER_QUESTIONS_URL: zFooterLink,
  /**
   * HS256 signing secret; generated and kept in DATA_DIR when not given, which serves one process
   * only: every instance on one database needs the same (docs/architecture.md "Several instances").
   */
  JWT_SECRET: z.string().min(32).optional(),
  /** The minimum group size k of the privacy rule (graphs.md), server default. */
  MIN_GROUP_SIZE: z.coerce.number().int().min(3).max(10).default(5),
  /**
   * Memory budget of the in-memory survey cubes of the graphs, in MiB (docs/graphs.md "Through the API");
   * least recently used evicted past it.
   */
  GRAPH_CUBE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /**
   * How many identical-query graph results are kept (docs/graphs.md "Through the API"); 0 turns the result
   * cache off.
   */
  GRAPH_RESULT_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Origins allowed to frame the portal and embeds (CSP frame-ancestors). */
  FRAME_ANCESTORS: zList,
  /**
   * Which proxies may name the client address (X-Forwarded-For): a number of hops (0 when the server
   * faces clients directly), or the proxies' addresses and CIDR ranges, e.g. `10.0.0.0/8, ::1`
   * (docs/deployment.md "Behind a TLS proxy").
   */
  TRUST_PROXY: z.string().default('0').transform(parseTrustProxy),
  /**
   * The bearer token Prometheus presents to `GET /api/metrics` (docs/security.md "Metrics"); without
   * it the route does not exist (404).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The survey provider's OAuth app: client id (provider-api §2). */
  PROVIDER_CLIENT_ID: z.string().min(1).default('sim-client-1'),
  /** The provider OAuth app's secret (never logged). */
  PROVIDER_CLIENT_SECRET: z.string().min(1).default('sim-secret-1'),
  /** Where `/oauth/authorize` and `/oauth/token` live (provider-api §2); API calls use each key's `access_url`. */
  PROVIDER_AUTH_URL: z.string().url().default('https://api.surveymonkey.com'),
  /** The redirect URI registered with the provider app; default `PUBLIC_URL` + `/oauth`. */
  PROVIDER_REDIRECT_URI: z.string().url().optional(),
  /** Timeout of one provider request, in milliseconds. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Key sealing provider tokens at rest (AES-256-GCM); derived from JWT_SECRET with HKDF when not given. */
  TOKEN_ENCRYPTION_KEY: z.string().min(32).optional(),
  /** Worker threads that parse uploaded spreadsheets and csv files (docs/import.md "Spreadsheet limits"). */
  UPLOAD_PARSE_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
  /** Uploads that may wait for a parsing worker; one more answers `server-busy` (503). */
  UPLOAD_PARSE_QUEUE: z.coerce.number().int().min(0).max(100).default(8),
  /** The heap (V8 old generation) of each parsing worker, in MiB; past it the upload answers `spreadsheet-too-complex`. */
  UPLOAD_PARSE_MEMORY_MB: z.coerce.number().int().min(16).max(16_384).default(1536),
  /** How long one upload may be parsed, in seconds; past it the upload answers `spreadsheet-too-complex`. */
  UPLOAD_PARSE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** The Chromium that prints PDF reports (docs/reports.md); without it `POST reports` for a PDF answers `report-renderer-unavailable`. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Reports built at once in this process (docs/reports.md "Queue"); the others wait their turn. */
  REPORT_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  /** Reports that may wait for their turn; one more answers `report-busy` (503). */
  REPORT_QUEUE: z.coerce.number().int().min(0).max(100).default(8),
  /**
   * Shared-date mails one account sends per minute (docs/api.md "Sharing a date"), counted across its shares and
   * the instances: a share to many people goes out at this pace, not all at once.
   */
  SHARE_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
  /** Run the import workers in this process: `auto` = yes except under NODE_ENV=test. */
  IMPORT_WORKERS: z.enum(['auto', 'true', 'false']).default('auto'),
  /** How often a failing import job is retried before it is dead-lettered. */
  IMPORT_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(5),
  /** The first retry delay of a failing import job, in seconds (doubling after that; 0 = at once, for tests). */
  IMPORT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** When the nightly refresh of refresh-enabled survey dates runs (cron, UTC). */
  IMPORT_NIGHTLY_CRON: z.string().min(9).default('0 2 * * *'),
  /** Port of the demo's provider simulator (127.0.0.1), running while the server runs in demo mode. */
  DEMO_PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /**
   * Serve the OpenAPI page and document at /api/docs; default true. `false` answers 404 there (a
   * production deployment that publishes no API description, docs/deployment.md).
   */
  API_DOCS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Seed the demo tenant when the database is empty; default yes, except under NODE_ENV=production. */
  DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** The validated environment, with the JWT secret and the demo default resolved. */
export type Env = Omit<z.infer<typeof zEnv>, 'JWT_SECRET' | 'DEMO'> & { JWT_SECRET: string; DEMO: boolean };

/** What a production server refuses to start without: no embedded database, no generated secrets. */
export const PRODUCTION_REQUIRED = ['DATABASE_URL', 'JWT_SECRET', 'TOKEN_ENCRYPTION_KEY'] as const;

/** A configuration the server must not start with; its message is for the operator, printed without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Under NODE_ENV=production, throws a {@link ConfigError} naming every unset variable of
 * {@link PRODUCTION_REQUIRED}; elsewhere does nothing. Called before {@link loadEnv}, so a missing
 * JWT secret is never generated into DATA_DIR in production.
 */
export function requireProductionSettings(source: Record<string, string | undefined> = process.env): void {
  if (source.NODE_ENV !== 'production') return;
  const missing = PRODUCTION_REQUIRED.filter((name) => !source[name]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production needs ${PRODUCTION_REQUIRED.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
}

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = zEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DEMO: env.DEMO ?? env.NODE_ENV !== 'production',
    JWT_SECRET: env.JWT_SECRET ?? readOrCreateSecret(env.DATA_DIR),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const dir = resolve(dataDir);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
