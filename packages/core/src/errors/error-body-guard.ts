import type { ErrorBody } from './error-body';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an error answer by the rules of `zErrorBody` without zod, so that the browser bundles stay
 * small (docs/embedding.md): `{ error: { code, …details } }` with a non-empty text code; null otherwise.
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (!isObject(body) || !isObject(body.error)) return null;
  const { code } = body.error;
  if (typeof code !== 'string' || code === '') return null;
  return { error: { ...body.error, code } };
}
