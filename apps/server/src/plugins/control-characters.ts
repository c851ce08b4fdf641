import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@pulzus/core';
import { AppError } from '../errors';

/** The path of the first string holding a control character in a parsed body, query or params, if any. */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [...path, key].join('.');
    const found = controlCharacterPath(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A NUL or other control character (`hasControlCharacter` in core: C0 and DEL but tab, LF, CR) in any text a request
 * sends (JSON body, query, path) is refused with 400 `validation-failed` naming the field, before a route runs:
 * PostgreSQL cannot store NUL in text, and no name, e-mail, id or answer has one — so it is bad input, never a 500,
 * and never a terminal escape in a log or an invisible character in a name. One check for every field of every route.
 */
export const controlCharacters = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = controlCharacterPath(value);
        if (path !== null)
          throw new AppError('validation-failed', {
            fields: [
              { path: where === 'body' ? path : `${where}.${path}`, message: CONTROL_CHARACTER_MESSAGE },
            ],
          });
      }
    });
  },
  { name: 'control-characters' },
);
