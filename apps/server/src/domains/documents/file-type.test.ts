import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { documentMediaType } from './file-type';
import { zipEntryNames } from './zip-entries';

/** A minimal zip with stored (uncompressed) entries, as Office and OpenDocument containers are. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const typeOf = (name: string, bytes: Uint8Array) => {
  try {
    return documentMediaType(name, bytes);
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

describe('document type by content', () => {
  const docx = zip([
    ['[Content_Types].xml', '<Types/>'],
    ['word/document.xml', '<w:document/>'],
  ]);
  const pptx = zip([['ppt/presentation.xml', '<p/>']]);
  const odt = zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<x/>'],
  ]);
  const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

  it('reads zip directories', () => {
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('not a zip at all, long enough to scan'))).toBeNull();
  });

  it('recognises Office Open XML, OpenDocument and legacy Office files', () => {
    expect(typeOf('a.DOCX', docx)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(typeOf('a.pptx', pptx)).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(typeOf('a.odt', odt)).toBe('application/vnd.oasis.opendocument.text');
    expect(typeOf('a.doc', ole2)).toBe('application/msword');
    expect(typeOf('a.xls', ole2)).toBe('application/vnd.ms-excel');
  });

  it('refuses a container whose content belongs to another type', () => {
    expect(typeOf('a.pptx', docx)).toBe('unsupported-media-type');
    expect(typeOf('a.ods', odt)).toBe('unsupported-media-type');
    expect(typeOf('a.txt', docx)).toBe('unsupported-media-type');
    expect(typeOf('a.pdf', ole2)).toBe('unsupported-media-type');
    expect(typeOf('a.svg', Buffer.from('<svg/>'))).toBe('unsupported-media-type');
    expect(typeOf('noextension', Buffer.from('%PDF-1.4'))).toBe('unsupported-media-type');
  });

  it('recognises images by signature', () => {
    expect(typeOf('a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(typeOf('a.gif', Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(typeOf('a.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(typeOf('a.gif', Buffer.from('GIF12a...'))).toBe('unsupported-media-type');
  });
});
