/**
 * The bytes of a multipart/form-data body's `file` part (spec 1 §7: the manual import is multipart),
 * found with `Buffer.indexOf` (native, a few milliseconds for the largest upload), not copied:
 * undici's form parser (`Response.formData()`) walked a large body on the request thread for long
 * enough to hold every other request. As `FormData.get('file')` answers a File: the first part named
 * `file`, and only when it is a file (its disposition has a filename); null for a body without one,
 * a text field of that name, or a body that is no multipart of the given boundary.
 */
export function multipartFile(body: Buffer, contentType: string): Uint8Array | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const token = boundary?.[1] ?? boundary?.[2];
  if (!token) return null;
  const delimiter = Buffer.from(`--${token}`, 'latin1');
  const nextDelimiter = Buffer.from(`\r\n--${token}`, 'latin1');
  let at = body.indexOf(delimiter);
  // the first delimiter opens the body or follows a preamble's line break
  if (at < 0 || (at > 0 && (at < 2 || body[at - 2] !== 0x0d || body[at - 1] !== 0x0a))) return null;
  for (;;) {
    at += delimiter.length;
    // the closing delimiter
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return null;
    // transport padding, then the line break before the part's headers
    while (body[at] === 0x20 || body[at] === 0x09) at += 1;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) return null;
    at += 2;
    const headersEnd = body.indexOf('\r\n\r\n', at, 'latin1');
    // a part without headers starts with its blank line
    const bareStart = body[at] === 0x0d && body[at + 1] === 0x0a;
    if (headersEnd < 0 && !bareStart) return null;
    const headers = bareStart ? '' : body.toString('utf8', at, headersEnd);
    const contentStart = bareStart ? at + 2 : headersEnd + 4;
    const end = body.indexOf(nextDelimiter, contentStart);
    if (end < 0) return null;
    const disposition = headers
      .split('\r\n')
      .find((line) => /^content-disposition\s*:/i.test(line))
      ?.replace(/^content-disposition\s*:/i, '');
    if (disposition && partName(disposition) === 'file') {
      if (!/;\s*filename\*?\s*=/i.test(disposition)) return null;
      // a view, not a copy: the body is this request's own, and the parse worker gets a copy anyway
      return new Uint8Array(body.buffer, body.byteOffset + contentStart, end - contentStart);
    }
    at = end + 2;
  }
}

/** The `name` parameter of a part's Content-Disposition. */
function partName(disposition: string): string | null {
  const quoted = /;\s*name\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition);
  if (quoted) return (quoted[1] ?? '').replace(/\\(.)/g, '$1');
  return /;\s*name\s*=\s*([^\s;]+)/i.exec(disposition)?.[1] ?? null;
}
