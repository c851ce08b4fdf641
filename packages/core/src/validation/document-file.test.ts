import { describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOAD_ACCEPT, MAX_DOCUMENT_BYTES, validateDocumentFile } from './document-file';

describe('document upload file (spec 2 §5 Documents)', () => {
  it('spec 2 §5: a file is required', () => {
    expect(validateDocumentFile(null)).toBe('required-field');
  });

  it('spec 2 §5: a document of exactly 25 MB is accepted, one byte more is too large', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(26_214_400);
    expect(validateDocumentFile({ name: 'jelentes.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(validateDocumentFile({ name: 'jelentes.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'error-payload-too-large',
    );
  });

  it('spec 2 §5: the size is checked before the kind, as the server does', () => {
    expect(validateDocumentFile({ name: 'film.mp4', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'error-payload-too-large',
    );
  });

  it.each([
    ['jelentes.PDF', null],
    ['adatok.xlsx', null],
    ['regi.doc', null],
    ['bemutato.odp', null],
    ['kep.jpeg', null],
    ['lista.csv', null],
    ['program.exe', 'error-unsupported-media-type'],
    ['rajz.svg', 'error-unsupported-media-type'],
    ['nevtelen', 'error-unsupported-media-type'],
  ])('spec 2 §5: %s is of an accepted kind: %s', (name, expected) => {
    expect(validateDocumentFile({ name, size: 1024 })).toBe(expected);
  });

  it('spec 2 §5: an empty file is refused like the server refuses it', () => {
    expect(validateDocumentFile({ name: 'ures.txt', size: 0 })).toBe('error-unsupported-media-type');
  });

  it('the file chooser offers exactly the accepted extensions', () => {
    expect(DOCUMENT_UPLOAD_ACCEPT.split(',')).toContain('.pptx');
    expect(DOCUMENT_UPLOAD_ACCEPT.split(',')).not.toContain('.exe');
    expect(DOCUMENT_UPLOAD_ACCEPT.split(',')).toHaveLength(17);
  });
});
