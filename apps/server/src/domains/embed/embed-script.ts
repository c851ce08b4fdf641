import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBED_SCRIPT_DIR } from '../../asset-dirs';
import { AppError } from '../../errors';

/** The element script's file name, built by `npm run build:embed` (docs/embedding.md). */
export const EMBED_SCRIPT_FILE = 'pulzus-graph.js';
/** Where the element build lands: packages/widgets/dist-embed (found from `src` and from `dist`). */
export const DEFAULT_EMBED_SCRIPT_DIR = EMBED_SCRIPT_DIR;
/** The URL intranet pages load the element from. */
export const EMBED_SCRIPT_URL = `/embed/${EMBED_SCRIPT_FILE}`;
/** How long browsers keep the script before asking again with its ETag: a day (the URL is not versioned). */
export const EMBED_SCRIPT_CACHE_CONTROL = 'public, max-age=86400';

/** Options of {@link embedScript}. */
export interface EmbedScriptOptions {
  /** The folder holding `pulzus-graph.js`; default {@link DEFAULT_EMBED_SCRIPT_DIR}. */
  dir?: string;
}

interface CachedScript {
  mtimeMs: number;
  size: number;
  etag: string;
  body: Buffer;
}

/**
 * `GET /embed/pulzus-graph.js` (docs/embedding.md): the `<pulzus-graph>` element for pages on any origin —
 * `Access-Control-Allow-Origin: *` (a module script loads in CORS mode), `Cross-Origin-Resource-Policy:
 * cross-origin`, a day's cache revalidated by ETag (304). Read again when the build changes; without
 * a build it answers 404 and says so in the log at start-up.
 */
export async function embedScript(app: FastifyInstance, opts: EmbedScriptOptions = {}): Promise<void> {
  const file = join(opts.dir ?? DEFAULT_EMBED_SCRIPT_DIR, EMBED_SCRIPT_FILE);
  if (!existsSync(file)) {
    app.log.warn(
      { file },
      `embed element not built: ${EMBED_SCRIPT_URL} answers 404 until \`npm run build:embed\` writes ${file}`,
    );
  }
  let cached: CachedScript | null = null;

  const current = async (): Promise<CachedScript | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (cached?.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    cached = { mtimeMs: info.mtimeMs, size: info.size, etag, body };
    return cached;
  };

  app.get(EMBED_SCRIPT_URL, { schema: { hide: true } }, async (request, reply) => {
    const script = await current();
    if (!script) throw new AppError('not-found');
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Cache-Control', EMBED_SCRIPT_CACHE_CONTROL)
      .header('ETag', script.etag);
    const seen = request.headers['if-none-match'];
    if (seen?.split(',').some((tag) => tag.trim() === script.etag)) return reply.status(304).send();
    return reply.type('text/javascript; charset=utf-8').send(script.body);
  });
}
