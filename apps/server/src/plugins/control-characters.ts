import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@pulzus/core';
import { AppError } from '../errors';

/** One array or object being walked: its keys (null for an array), its size and the entry it is at. */
interface Frame {
  readonly node: Record<string, unknown> | unknown[];
  readonly keys: string[] | null;
  readonly size: number;
  at: number;
}

const walkable = (value: unknown): value is Record<string, unknown> | unknown[] =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);

const frameOf = (node: Record<string, unknown> | unknown[]): Frame => {
  const keys = Array.isArray(node) ? null : Object.keys(node);
  return { node, keys, size: keys ? keys.length : (node as unknown[]).length, at: -1 };
};

/** The dotted path of the entries the walk is at, outermost first: built only for a refusal. */
const pathOf = (stack: readonly Frame[]): string =>
  stack.map((frame) => (frame.keys ? frame.keys[frame.at] : String(frame.at))).join('.');

/**
 * The path of the first string holding a control character in a parsed body, query or params, if any
 * (`''` for a string body). Walked with a stack of its own, each string and key looked at once, so the
 * time is linear in the value's size and no depth overflows the call stack (docs/security.md).
 */
export function controlCharacterPath(value: unknown): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? '' : null;
  if (!walkable(value)) return null;
  const stack: Frame[] = [frameOf(value)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (++frame.at >= frame.size) {
      stack.pop();
      continue;
    }
    const key = frame.keys?.[frame.at];
    if (key !== undefined && hasControlCharacter(key)) return pathOf(stack);
    const child =
      key === undefined ? (frame.node as unknown[])[frame.at] : (frame.node as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (hasControlCharacter(child)) return pathOf(stack);
    } else if (walkable(child)) {
      stack.push(frameOf(child));
    }
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
