import type { DOCUMENT_EXTENSIONS } from '@pulzus/core';
import { AppError } from '../../errors';
import { zipEntryNames } from './zip-entries';

type Check = (bytes: Uint8Array) => boolean;

const startsWith =
  (...signature: number[]): Check =>
  (bytes) =>
    signature.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const isZipWith =
  (entry: string): Check =>
  (bytes) =>
    startsWith(0x50, 0x4b, 0x03, 0x04)(bytes) && (zipEntryNames(bytes)?.includes(entry) ?? false);
// OpenDocument: the first entry is an uncompressed `mimetype` file naming the document kind
const isOpenDocument = (kind: string): Check => {
  const mime = `application/vnd.oasis.opendocument.${kind}`;
  return (bytes) =>
    startsWith(0x50, 0x4b, 0x03, 0x04)(bytes) &&
    ascii(bytes, 30, 38) === 'mimetype' &&
    ascii(bytes, 38, 38 + mime.length) === mime;
};
const isOle2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const BINARY_SIGNATURES: Check[] = [
  startsWith(0x25, 0x50, 0x44, 0x46),
  startsWith(0x50, 0x4b, 0x03, 0x04),
  isOle2,
  startsWith(0x89, 0x50, 0x4e, 0x47),
  startsWith(0xff, 0xd8, 0xff),
  startsWith(0x47, 0x49, 0x46, 0x38),
];
/** Plain text in any ASCII-compatible encoding: no NUL or other binary control bytes, no binary signature. */
const isText: Check = (bytes) => {
  if (BINARY_SIGNATURES.some((check) => check(bytes))) return false;
  const sample = bytes.subarray(0, 64 * 1024);
  return sample.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x0c || b === 0x1b);
};

/**
 * What each document extension core accepts (the upload form checks the same list) must contain,
 * and the media type it is served with (spec 2 §2 Documents).
 */
const DOCUMENT_TYPES: Readonly<Record<string, { mime: string; check: Check }>> = {
  pdf: { mime: 'application/pdf', check: startsWith(0x25, 0x50, 0x44, 0x46, 0x2d) },
  png: { mime: 'image/png', check: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  jpg: { mime: 'image/jpeg', check: startsWith(0xff, 0xd8, 0xff) },
  jpeg: { mime: 'image/jpeg', check: startsWith(0xff, 0xd8, 0xff) },
  gif: { mime: 'image/gif', check: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)) },
  webp: { mime: 'image/webp', check: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    check: isZipWith('word/document.xml'),
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    check: isZipWith('xl/workbook.xml'),
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    check: isZipWith('ppt/presentation.xml'),
  },
  doc: { mime: 'application/msword', check: isOle2 },
  xls: { mime: 'application/vnd.ms-excel', check: isOle2 },
  ppt: { mime: 'application/vnd.ms-powerpoint', check: isOle2 },
  odt: { mime: 'application/vnd.oasis.opendocument.text', check: isOpenDocument('text') },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', check: isOpenDocument('spreadsheet') },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', check: isOpenDocument('presentation') },
  txt: { mime: 'text/plain', check: isText },
  csv: { mime: 'text/csv', check: isText },
} satisfies Record<(typeof DOCUMENT_EXTENSIONS)[number], { mime: string; check: Check }>;

/**
 * The media type of an uploaded document, checked by its content against the type its name claims
 * (magic numbers, the zip directory of Office files); otherwise `unsupported-media-type`.
 */
export function documentMediaType(fileName: string, bytes: Uint8Array): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const type = extension ? DOCUMENT_TYPES[extension] : undefined;
  if (!type || bytes.length === 0 || !type.check(bytes)) throw new AppError('unsupported-media-type');
  return type.mime;
}
