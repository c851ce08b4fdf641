// `npm run example:intranet`: serves the example intranet page (issue #7) on http://127.0.0.1:4020,
// an origin other than the Pulzus server's, with the server address and the embed key from the
// environment written into the page:
//   PULZUS_URL        the Pulzus server, default http://localhost:3000
//   PULZUS_EMBED_KEY  an embed key issued at /admin/embed-keys for the origin http://127.0.0.1:4020
//   EXAMPLE_PORT      another port (the end-to-end test picks a free one), default 4020
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const here = new URL('.', import.meta.url);
const port = Number(process.env.EXAMPLE_PORT ?? 4020);
const pulzusUrl = (process.env.PULZUS_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const embedKey = process.env.PULZUS_EMBED_KEY ?? '';

/** The files the page consists of; nothing else is served. */
const FILES = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/index.html': ['index.html', 'text/html; charset=utf-8'],
  '/intranet.css': ['intranet.css', 'text/css; charset=utf-8'],
};

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
  let body = await readFile(new URL(file[0], here), 'utf8');
  if (file[0] === 'index.html') {
    body = body
      .replaceAll('%PULZUS_URL%', attribute(pulzusUrl))
      .replaceAll('%PULZUS_EMBED_KEY%', attribute(embedKey));
  }
  response.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': 'no-store' }).end(body);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Intranet example on http://127.0.0.1:${port} — graphs from ${pulzusUrl}`);
  if (!embedKey) console.warn('PULZUS_EMBED_KEY is not set: the graphs will say that they need a key.');
});

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
