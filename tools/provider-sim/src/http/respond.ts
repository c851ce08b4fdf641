import type { IncomingMessage, ServerResponse } from 'node:http';

/** Writes a JSON answer; with `drop`, sends the headers and half the body, then destroys the socket. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  drop = false,
): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(bytes.length),
  });
  if (!drop) {
    res.end(bytes);
    return;
  }
  res.write(bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2))), () => res.socket?.destroy());
}

/** Writes an HTML page. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  const bytes = Buffer.from(html);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(bytes.length),
  });
  res.end(bytes);
}

/** Answers 302 to a URL. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, 'Content-Length': '0' });
  res.end();
}

/** Reads a request body as text (up to 1 MB). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
