import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line (download tickets, reset hashes, codes). */
const SECRET_QUERY_KEYS = new Set(['t', 'token', 'hash', 'verify_hash', 'code', 'state', 'uid']);

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Paths pino blanks out anywhere they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["x-se-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.password_hash',
  '*.hash',
  '*.verify_hash',
  '*.token',
  '*.ticket',
  '*.access_token',
  '*.client_secret',
  '*.t',
];

/** Pino options for Fastify: secrets redacted, request URLs stripped of secret query values. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
