import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** The path of the first string holding a NUL character in a parsed body, query or params, if any. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulPath(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A NUL character in any text a request sends (JSON body, query, path) is refused with 400 `validation-failed`
 * naming the field, before a route runs: PostgreSQL cannot store it in text, and no name, e-mail, id or answer has
 * one — so it is bad input, never a 500.
 */
export const nulCharacters = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = nulPath(value);
        if (path !== null)
          throw new AppError('validation-failed', {
            fields: [{ path: where === 'body' ? path : `${where}.${path}`, message: 'NUL character' }],
          });
      }
    });
  },
  { name: 'nul-characters' },
);
