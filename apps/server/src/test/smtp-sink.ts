import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink received: envelope recipients and the decoded plain-text body. */
export interface SunkMail {
  to: string[];
  raw: string;
  headers: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 with an ephemeral port, for tests. */
export interface SmtpSink {
  url: string;
  messages: SunkMail[];
  close(): Promise<void>;
}

/** Decodes a quoted-printable body (soft breaks and `=XX` bytes, read as UTF-8). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The plain-text body of a single-part message, decoded by its Content-Transfer-Encoding. */
export function parseRawMail(raw: string): { headers: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return { headers, text: decodeQuotedPrintable(body) };
  if (encoding === 'base64') return { headers, text: Buffer.from(body, 'base64').toString('utf8') };
  return { headers, text: body };
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** Addresses the sink refuses at RCPT TO with `550 5.1.1` (an unknown mailbox); default none. */
  refuse?: (address: string) => boolean;
}

/** Starts an SMTP sink that accepts every message (but the refused addresses') without TLS or authentication. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      const error = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseRawMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
