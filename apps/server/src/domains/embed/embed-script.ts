import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMBED_SCRIPT_DIR } from '../../asset-dirs';
import { AppError } from '../../errors';

/** The element script's file name, built by `npm run build:embed` (docs/embedding.md). */
export const EMBED_SCRIPT_FILE = 'pulzus-graph.js';
/** Where the element build lands: packages/widgets/dist-embed (found from `src` and from `dist`). */
export const DEFAULT_EMBED_SCRIPT_DIR = EMBED_SCRIPT_DIR;
/** The URL intranet pages load the element from. */
export const EMBED_SCRIPT_URL = `/embed/${EMBED_SCRIPT_FILE}`;
/**
 * Browsers keep the script but ask with its ETag on every load (a 304 without a body when it is
 * unchanged): its URL is not versioned, and a script kept from before a deploy would import chunks
 * the new build no longer has.
 */
export const EMBED_SCRIPT_CACHE_CONTROL = 'public, no-cache';
/** The code the script loads on demand: its build names each file after its content, so it never changes. */
export const EMBED_CHUNK_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * The names the element build gives the chunks beside the script (`[name]-[hash].js`, no folder): one
 * path segment of letters, digits, `_` and `-` ending in `.js`, so no request reaches outside the folder
 * or a file of another kind in it.
 */
export const EMBED_CHUNK_NAME = /^[\w-]+\.js$/;

/** Options of {@link embedScript}. */
export interface EmbedScriptOptions {
  /** The folder holding `pulzus-graph.js`; default {@link DEFAULT_EMBED_SCRIPT_DIR}. */
  dir?: string;
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  etag: string;
  body: Buffer;
}

/**
 * `GET /embed/pulzus-graph.js` (docs/embedding.md): the `<pulzus-graph>` element for pages on any origin —
 * `Access-Control-Allow-Origin: *` (a module script loads in CORS mode), `Cross-Origin-Resource-Policy:
 * cross-origin`, kept by browsers and revalidated by ETag on each load (304). Read again when the build changes; without
 * a build it answers 404 and says so in the log at start-up.
 *
 * `GET /embed/<chunk>.js`: the code the script imports on demand, relative to its own URL, so from this
 * server whatever page loads it — the same headers, cached for good (a new build names new files).
 * Only `.js` files directly in the build folder are served; any other name answers 404.
 */
export async function embedScript(app: FastifyInstance, opts: EmbedScriptOptions = {}): Promise<void> {
  const dir = opts.dir ?? DEFAULT_EMBED_SCRIPT_DIR;
  const file = join(dir, EMBED_SCRIPT_FILE);
  if (!existsSync(file)) {
    app.log.warn(
      { file },
      `embed element not built: ${EMBED_SCRIPT_URL} answers 404 until \`npm run build:embed\` writes ${file}`,
    );
  }
  const cached = new Map<string, CachedFile>();

  /** The file as last read, read again when its size or time changed; null when it is not there. */
  const current = async (name: string): Promise<CachedFile | null> => {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      cached.delete(name);
      return null;
    }
    const known = cached.get(name);
    if (known?.mtimeMs === info.mtimeMs && known.size === info.size) return known;
    const body = await readFile(path);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const fresh = { mtimeMs: info.mtimeMs, size: info.size, etag, body };
    cached.set(name, fresh);
    return fresh;
  };

  const send = async (
    name: string,
    cacheControl: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const script = await current(name);
    if (!script) throw new AppError('not-found');
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Cache-Control', cacheControl)
      .header('ETag', script.etag);
    const seen = request.headers['if-none-match'];
    if (seen?.split(',').some((tag) => tag.trim() === script.etag)) return reply.status(304).send();
    return reply.type('text/javascript; charset=utf-8').send(script.body);
  };

  app.get(EMBED_SCRIPT_URL, { schema: { hide: true } }, (request, reply) =>
    send(EMBED_SCRIPT_FILE, EMBED_SCRIPT_CACHE_CONTROL, request, reply),
  );
  app.get<{ Params: { chunk: string } }>('/embed/:chunk', { schema: { hide: true } }, (request, reply) => {
    const { chunk } = request.params;
    if (!EMBED_CHUNK_NAME.test(chunk)) throw new AppError('not-found');
    return send(chunk, EMBED_CHUNK_CACHE_CONTROL, request, reply);
  });
}
