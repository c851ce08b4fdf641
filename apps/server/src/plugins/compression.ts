import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this many bytes an answer goes out as it is: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text-like types worth compressing: text/* (not event streams), JSON, XML and `+json`/`+xml`
 * types. Unlike the plugin's default, not `application/octet-stream`; types not listed here fall
 * back to mime-db's `compressible` flag, which is false for images, fonts, zip and xlsx.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Compresses answers with brotli or gzip, as the request's `Accept-Encoding` prefers (README
 * "Running in production"): the API's JSON and the portal's files, not already-compressed types
 * and not bodies under {@link COMPRESSION_THRESHOLD_BYTES} (files streamed from disk are
 * compressed whatever their size). Registered before every route, so it covers them all.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE,
    });
  },
  { name: 'compression' },
);
