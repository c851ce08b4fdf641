import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The largest translations csv accepted, in bytes. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

/**
 * Parses `multipart/form-data` bodies of this plugin's routes into their fields (a file part becomes a
 * `File`), with the platform's own form-data parser (spec 1 §7: the csv upload is multipart); a file of more than
 * `maxFileBytes` (default {@link MAX_CSV_BYTES}) answers `payload-too-large`.
 */
export function acceptMultipart(app: FastifyInstance, maxFileBytes = MAX_CSV_BYTES): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: maxFileBytes + 64 * 1024 },
    async (request: FastifyRequest, body: Buffer) => {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': String(request.headers['content-type']) },
      })
        .formData()
        .catch(() => null);
      if (!form) return {};
      return Object.fromEntries([...form.keys()].map((name) => [name, form.get(name)]));
    },
  );
}
