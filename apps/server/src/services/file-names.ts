/** The longest stored file name. */
const MAX_NAME = 200;

/** The text without C0 control characters and DEL (CR and LF would break headers and listings). */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
}

/**
 * A file name as the browser sent it, made safe to store and show: the last path segment, without
 * control characters, trimmed and shortened (keeping the extension).
 */
export function safeFileName(raw: string): string {
  const base = withoutControlCharacters(raw.split(/[\\/]/).pop() ?? '').trim();
  if (base.length <= MAX_NAME) return base;
  const extension = /\.[a-z0-9]{1,8}$/i.exec(base)?.[0] ?? '';
  return base.slice(0, MAX_NAME - extension.length) + extension;
}

/** The name as the browser sent it, for display: control characters removed, at most 255 characters. */
export function originalFileName(raw: string): string {
  return withoutControlCharacters(raw).trim().slice(0, 255);
}

const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** RFC 5987 `ext-value` encoding of a text: UTF-8, percent-encoding every byte outside attr-char. */
function encodeExtValue(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * A `Content-Disposition: attachment` value for a file name (RFC 6266): an ASCII fallback `filename`
 * (accents dropped, quotes, backslashes and control characters replaced) and the exact name as
 * RFC 5987 `filename*`, so no header injection and no broken header whatever the name.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
    .trim();
  return `attachment; filename="${ascii || 'download'}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
