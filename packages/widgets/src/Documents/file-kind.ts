/** The kinds of document the type icon tells apart (spec 2 §2 "type icon by file type"). */
export type FileKind = 'pdf' | 'word' | 'sheet' | 'slides' | 'image' | 'archive' | 'text' | 'other';

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'sheet',
  xlsx: 'sheet',
  ods: 'sheet',
  csv: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  odp: 'slides',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  svg: 'image',
  zip: 'archive',
  txt: 'text',
};

/** A file name's extension in lower case, or '' without one. */
export function fileExtension(fileName: string): string {
  const match = /\.([^./\\]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The kind of a file by its extension; unknown extensions are `other`. */
export function fileKind(fileName: string): FileKind {
  return KINDS[fileExtension(fileName)] ?? 'other';
}
