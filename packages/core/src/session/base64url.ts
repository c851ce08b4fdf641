const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const VALUES = new Map<string, number>([...ALPHABET].map((char, index) => [char, index]));
// Both alphabets are accepted, as angular2-jwt did: '-'/'+' is 62 and '_'/'/' is 63.
VALUES.set('-', 62).set('+', 62).set('_', 63).set('/', 63);

/** Decodes base64url (or base64, padded or not) into bytes; returns null when the text is not valid. */
export function decodeBase64Url(text: string): Uint8Array | null {
  const body = text.replace(/={1,2}$/, '');
  if (body.length % 4 === 1) return null;
  if (text.length !== body.length && text.length % 4 !== 0) return null;
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const char of body) {
    const value = VALUES.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (buffer >> bits) & 0xff;
      written += 1;
    }
  }
  return bytes;
}
