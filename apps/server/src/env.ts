import { randomBytes } from 'node:crypto';
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

/** The server's configuration, read once from the environment (style.md §13). */
export const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where PGlite keeps its files and the generated JWT secret lives. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL URL; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** nodemailer transport URL; without it mails go to the outbox table and the log. */
  SMTP_URL: z.string().optional(),
  /** The public base URL of the portal, used in e-mailed links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** HS256 signing secret; generated and kept in DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  /** The minimum group size k of the privacy rule (graphs.md), server default. */
  MIN_GROUP_SIZE: z.coerce.number().int().min(3).max(10).default(5),
  /** Origins allowed to frame the portal and embeds (CSP frame-ancestors). */
  FRAME_ANCESTORS: zList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo tenant when the database is empty. */
  DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** The validated environment, with the JWT secret resolved. */
export type Env = Omit<z.infer<typeof zEnv>, 'JWT_SECRET'> & { JWT_SECRET: string };

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = zEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? readOrCreateSecret(env.DATA_DIR) };
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
