import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { base64DecodedSize, decodeDataUrl } from './data-url';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return null;
};

describe('data URL uploads (spec 2 §3, §5)', () => {
  it('decodes base64 and percent-encoded data URLs', () => {
    const b64 = decodeDataUrl(`data:text/plain;base64,${Buffer.from('héllo').toString('base64')}`, 100);
    expect(b64).toEqual({ declaredType: 'text/plain', bytes: Buffer.from('héllo') });
    const plain = decodeDataUrl('data:,a%20b', 100);
    expect(plain.bytes.toString()).toBe('a b');
    expect(plain.declaredType).toBeNull();
  });

  it('computes the decoded size of base64 without decoding', () => {
    for (const n of [0, 1, 2, 3, 4, 1000, 1001]) {
      expect(base64DecodedSize(Buffer.alloc(n).toString('base64'))).toBe(n);
    }
  });

  it('refuses a text that is not a data URL, broken base64, and a file over the limit', () => {
    expect(codeOf(() => decodeDataUrl('hello', 10))).toBe('invalid-file');
    expect(codeOf(() => decodeDataUrl('data:;base64,@@@', 10))).toBe('invalid-file');
    expect(codeOf(() => decodeDataUrl(`data:;base64,${Buffer.alloc(11).toString('base64')}`, 10))).toBe(
      'payload-too-large',
    );
    expect(codeOf(() => decodeDataUrl(`data:;base64,${Buffer.alloc(10).toString('base64')}`, 10))).toBeNull();
  });
});
