import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, validationRefusal } from '../errors';

/**
 * The one error handler (style.md §10): answers `{ error: { code, …details } }` with the code's
 * catalogue status. Validation failures are 400 `validation-failed` with the failing fields; any
 * unexpected error is a bare 500 `internal` — no message, no stack — and is logged in full.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        return reply.status(error.status).send({ error: { code: error.code, ...error.details } });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const refusal = validationRefusal(
          error.validation.map((v) => ({
            code: v.keyword,
            path: v.instancePath.replace(/^\//, '').split('/').filter(Boolean),
            message: v.message,
            keys: (v.params as { keys?: unknown }).keys,
          })),
        );
        return reply.status(400).send({ error: refusal });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 413) return reply.status(413).send({ error: { code: 'payload-too-large' } });
      if (status === 415) return reply.status(415).send({ error: { code: 'unsupported-media-type' } });
      if (status === 429) return reply.status(429).send({ error: { code: 'rate-limited' } });
      if (status >= 400 && status < 500) {
        // malformed JSON, empty body with a JSON content type, and friends
        return reply.status(400).send({ error: { code: 'validation-failed' } });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: { code: 'internal' } });
    });

    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: { code: 'not-found' } }));
    // a request no route takes is answered before its body is read (docs/security.md "Bounded work for every
    // byte received"): an unknown path costs a stranger's megabyte nothing to refuse
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) return reply.status(404).send({ error: { code: 'not-found' } });
    });
  },
  { name: 'errors' },
);
