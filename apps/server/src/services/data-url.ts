import { AppError } from '../errors';

const HEADER = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[^;,]*)*)(;base64)?,/;

/** A decoded data URL: the declared media type (never trusted for content) and the bytes. */
export interface DecodedDataUrl {
  declaredType: string | null;
  bytes: Buffer;
}

/** The decoded size of a base64 text without decoding it (padding and whitespace aside). */
export function base64DecodedSize(base64: string): number {
  const clean = base64.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

/**
 * Decodes a data URL (spec 2 §3 upload payloads); a malformed one is `invalid-file`, and one that
 * would decode to more than `maxBytes` is `payload-too-large`, checked before decoding.
 */
export function decodeDataUrl(dataUrl: string, maxBytes: number): DecodedDataUrl {
  const match = HEADER.exec(dataUrl);
  if (!match) throw new AppError('invalid-file');
  const data = dataUrl.slice(match[0].length);
  const isBase64 = match[3] !== undefined;
  if (isBase64) {
    if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(data)) throw new AppError('invalid-file');
    if (base64DecodedSize(data) > maxBytes) throw new AppError('payload-too-large');
    return { declaredType: match[1] ?? null, bytes: Buffer.from(data, 'base64') };
  }
  let text: string;
  try {
    text = decodeURIComponent(data);
  } catch {
    throw new AppError('invalid-file');
  }
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > maxBytes) throw new AppError('payload-too-large');
  return { declaredType: match[1] ?? null, bytes };
}
