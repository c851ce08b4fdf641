import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './file-names';

describe('document file names', () => {
  it('keeps the last path segment without control characters', () => {
    expect(safeFileName('C:\\Users\\x\\Jelentés 2024.pdf')).toBe('Jelentés 2024.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\r\nb.txt')).toBe('ab.txt');
    expect(safeFileName(`${'x'.repeat(300)}.docx`)).toMatch(/^x+\.docx$/);
    expect(safeFileName(`${'x'.repeat(300)}.docx`)).toHaveLength(200);
  });

  it('writes an ASCII fallback and the exact name as RFC 5987 filename*', () => {
    expect(attachmentDisposition('Éves jelentés "v2";.pdf')).toBe(
      `attachment; filename="Eves jelentes _v2__.pdf"; filename*=UTF-8''%C3%89ves%20jelent%C3%A9s%20%22v2%22%3B.pdf`,
    );
  });

  it('never lets a name break out of the header', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const value = attachmentDisposition(name);
        // one line of visible ASCII, and exactly two quotes around the fallback
        return /^[\x20-\x7e]+$/.test(value) && value.split('"').length === 3;
      }),
    );
    // a hundred long binary names: 2 s alone, 9 s beside the other lanes
  }, 60_000);

  it('decodes back to the original name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const encoded = attachmentDisposition(name).split("filename*=UTF-8''")[1] ?? '';
        return decodeURIComponent(encoded) === name;
      }),
    );
  });
});
