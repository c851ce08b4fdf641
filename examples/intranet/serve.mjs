// `npm run example:intranet`: serves the example intranet pages on http://127.0.0.1:4020, an origin
// other than the Pulzus server's, with the server address and the embed credentials from the
// environment written into the pages (README.md; docs/embedding.md):
//   PULZUS_URL              the Pulzus server, default http://localhost:3000
//   PULZUS_EMBED_KEY        an embed key issued at /admin/embed-keys for the origin http://127.0.0.1:4020 (/)
//   PULZUS_PINNED_SLUG      the graph of the pinned page's two graphs (/pinned.html), default commitment_total
//   PULZUS_SIGNING_KEY_ID   the id (kid) of an embed key with a signing secret (/pinned.html)
//   PULZUS_SIGNING_SECRET   that key's signing secret: this backend signs a token with it per page view
//   PULZUS_SIGNED_PARAMS    the graph's complete query the token pins, JSON, e.g. {"survey_dates":[3],"show_satisfaction_index":false}
//   PULZUS_SIGNED_CONTROLS  the controls the token leaves to the page, comma separated, default none
//   PULZUS_LOCKED_KEY       an embed key whose own pinned query is of PULZUS_PINNED_SLUG (/pinned.html)
//   EXAMPLE_PORT            another port (the end-to-end test picks a free one), default 4020
//   EXAMPLE_CSP_NONCE       1: the policy's nonce variant — a fresh style nonce per page view, on the elements too
// The token signer, the two policies and the two bare elements (/element.html, /element-nonce.html) are
// docs/embedding.md's code blocks themselves (../../docs/examples/embedding), so a broken block fails
// the end-to-end tests that use this example.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { signEmbedToken } from '../../docs/examples/embedding/sign-embed-token.mjs';

const here = new URL('.', import.meta.url);
const port = Number(process.env.EXAMPLE_PORT ?? 4020);
const pulzusUrl = (process.env.PULZUS_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const embedKey = process.env.PULZUS_EMBED_KEY ?? '';
const pinnedSlug = process.env.PULZUS_PINNED_SLUG || 'commitment_total';
const signingKeyId = Number(process.env.PULZUS_SIGNING_KEY_ID ?? '');
const signingSecret = process.env.PULZUS_SIGNING_SECRET ?? '';
const signedParams = parseParams(process.env.PULZUS_SIGNED_PARAMS || '{}');
const signedControls = (process.env.PULZUS_SIGNED_CONTROLS ?? '').split(',').filter(Boolean);
const lockedKey = process.env.PULZUS_LOCKED_KEY ?? '';
const withNonce = process.env.EXAMPLE_CSP_NONCE === '1';
/** PULZUS_SIGNED_PARAMS as an object; a start-up error that says so when it is no JSON object. */
function parseParams(text) {
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  console.error(`PULZUS_SIGNED_PARAMS must be the graph's query as a JSON object, e.g. {"survey_dates":[3]}`);
  process.exit(1);
}

/**
 * A signed embed token for this page view, as docs/embedding.md "Signed embed tokens" describes
 * (its signer, five minutes): a JWT (HS256) over the key id, the graph, its pinned query and the
 * controls left to the page, signed with the key's signing secret, which never leaves this backend.
 * Empty without a secret.
 */
function signedToken() {
  if (!signingSecret || !Number.isInteger(signingKeyId)) return '';
  return signEmbedToken({
    keyId: signingKeyId,
    secret: signingSecret,
    slug: pinnedSlug,
    params: signedParams,
    controls: signedControls,
  });
}

const docExamples = new URL('../../docs/examples/embedding/', import.meta.url);
/** A code block of docs/embedding.md, as its file holds it. */
function docBlock(file) {
  return readFileSync(new URL(file, docExamples), 'utf8').trim();
}
/** docs/embedding.md's policies; `https://pulzus.example` and the nonce `R4nd0m` stand for the real ones. */
const POLICY = docBlock('csp.http').replace(/^Content-Security-Policy: /, '');
const NONCE_POLICY = docBlock('csp-nonce.http').replace(/^Content-Security-Policy: /, '');

/** The files the page consists of; nothing else is served. */
const FILES = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/index.html': ['index.html', 'text/html; charset=utf-8'],
  '/pinned.html': ['pinned.html', 'text/html; charset=utf-8'],
  '/intranet.css': ['intranet.css', 'text/css; charset=utf-8'],
  '/pinned.js': ['pinned.js', 'text/javascript; charset=utf-8'],
  // docs/embedding.md's snippets, each alone in a page
  '/element.html': ['element.html', 'text/html; charset=utf-8'],
  '/element-nonce.html': ['element-nonce.html', 'text/html; charset=utf-8'],
  '/element-comments.html': ['element-comments.html', 'text/html; charset=utf-8'],
};

/**
 * A page holding nothing but a snippet of docs/embedding.md (the element's script first when the
 * snippet, as the nonce one, shows only the element).
 */
function snippetPage(file) {
  const snippet = docBlock(file);
  const script = snippet.includes('<script') ? '' : `${docBlock('element.html').split('\n')[0]}\n`;
  return `<!doctype html>\n<html lang="hu">\n<head><meta charset="utf-8"><title>${file}</title></head>\n<body>\n${script}${snippet}\n</body>\n</html>\n`;
}

const pulzusOrigin = new URL(pulzusUrl).origin;

/**
 * The strictest Content-Security-Policy under which these pages and their graphs work, docs/embedding.md
 * "Content-Security-Policy"'s own block with this server's origin: scripts from files of this origin and the
 * Pulzus server only, styles from this origin's files only (no inline style: the element's own
 * styles sit in constructed sheets, which `style-src` does not govern), API calls to the Pulzus
 * server only, and `data:` images for the graph's select arrows and PNG download. Its nonce variant
 * (EXAMPLE_CSP_NONCE=1) is for a page whose own inline styles carry a nonce: the elements carry the
 * same nonce, which a browser without constructed style sheets needs for the element's styles.
 */
function contentSecurityPolicy(nonce) {
  const policy = nonce ? NONCE_POLICY.replaceAll('R4nd0m', nonce) : POLICY;
  return policy.replaceAll('https://pulzus.example', pulzusOrigin);
}

/** Escapes a value for a double-quoted HTML attribute. */
function attribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const file = FILES[path];
  if (request.method !== 'GET' || !file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  let body = file[0].startsWith('element')
    ? snippetPage(file[0])
    : await readFile(new URL(file[0], here), 'utf8');
  const headers = { 'Content-Type': file[1], 'Cache-Control': 'no-store' };
  if (file[0].endsWith('.html')) {
    const nonce = withNonce ? randomBytes(16).toString('base64') : '';
    headers['Content-Security-Policy'] = contentSecurityPolicy(nonce);
    if (nonce) {
      body = body.includes('nonce="R4nd0m"')
        ? body.replaceAll('nonce="R4nd0m"', `nonce="${nonce}"`)
        : body.replace(/<pulzus-graph(?=\s)/g, `<pulzus-graph nonce="${nonce}"`);
    }
    body = body
      // the snippets' stand-ins for the server and the key
      .replaceAll('https://pulzus.example', attribute(pulzusUrl))
      .replaceAll('pze_…', attribute(embedKey))
      .replaceAll('%PULZUS_URL%', attribute(pulzusUrl))
      .replaceAll('%PULZUS_EMBED_KEY%', attribute(embedKey))
      .replaceAll('%PULZUS_PINNED_SLUG%', attribute(pinnedSlug))
      .replaceAll('%PULZUS_LOCKED_KEY%', attribute(lockedKey))
      // a fresh token per page view: the page is never cached (no-store below)
      .replaceAll('%PULZUS_SIGNED_TOKEN%', attribute(signedToken()));
  }
  response.writeHead(200, headers).end(body);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Intranet example on http://127.0.0.1:${port} — graphs from ${pulzusUrl}`);
  if (!embedKey) console.warn('PULZUS_EMBED_KEY is not set: the graphs of / will say that they need a key.');
  if (!signingSecret) console.warn('PULZUS_SIGNING_SECRET is not set: /pinned.html signs no token.');
  if (!lockedKey)
    console.warn('PULZUS_LOCKED_KEY is not set: the locked-key graph of /pinned.html needs one.');
});

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
