import type { MessageKey } from '../i18n/catalogue';
import { REQUIRED_FIELD } from './form-errors';

/** The largest document accepted: 25 MB, the server's limit (spec 2 §5 Documents). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** The document kinds accepted, by extension: PDF, Office (OOXML, legacy, OpenDocument), images, text. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'xls',
  'xlsx',
  'ods',
  'ppt',
  'pptx',
  'odp',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'txt',
  'csv',
] as const;

/** The file chooser filter of the document upload: the accepted extensions. */
export const DOCUMENT_UPLOAD_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The message key of a document larger than {@link MAX_DOCUMENT_BYTES}. */
export const DOCUMENT_TOO_LARGE = 'error-payload-too-large' satisfies MessageKey;

/** The message key of a document of a kind not accepted (or empty). */
export const DOCUMENT_KIND_REFUSED = 'error-unsupported-media-type' satisfies MessageKey;

/** A chosen document: its name and its size in bytes (a browser `File` fits). */
export interface DocumentFile {
  /** The file's name. */
  readonly name: string;
  /** Its size in bytes. */
  readonly size: number;
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The document upload's file error before anything is sent, in the server's order: a file is
 * required, at most 25 MB, then of an accepted kind and not empty (spec 2 §5); null when acceptable.
 * The server still checks the content against the kind.
 */
export function validateDocumentFile(file: DocumentFile | null): MessageKey | null {
  if (!file) return REQUIRED_FIELD;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_TOO_LARGE;
  const known = (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  return known && file.size > 0 ? null : DOCUMENT_KIND_REFUSED;
}
