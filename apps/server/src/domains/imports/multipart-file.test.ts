import { describe, expect, it } from 'vitest';
import { multipartFile } from './multipart-file';

/** A body as the platform's FormData encodes it, with its content type. */
async function encoded(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** What undici's form parser finds as `file`, the reader this one replaced. */
async function byFormData(body: Buffer, contentType: string): Promise<Uint8Array | null> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => null);
  const file = form?.get('file');
  return !file || typeof file === 'string' ? null : new Uint8Array(await file.arrayBuffer());
}

describe('multipartFile', () => {
  it('finds the file part as the platform form parser does', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31 + (i >> 7)) % 256);
    // line breaks and dashes inside the content do not end it
    bytes.set(new TextEncoder().encode('\r\n--\r\n\r\n'), 1_000);
    const cases: FormData[] = [];
    const plain = new FormData();
    plain.append('file', new Blob([bytes]), 'válaszok "2026".xlsx');
    cases.push(plain);
    const after = new FormData();
    after.append('note', 'first');
    after.append('other', new Blob([new Uint8Array([1, 2, 3])]), 'a.csv');
    after.append('file', new Blob([bytes.subarray(0, 10)]), 'b.csv');
    after.append('file', new Blob([new Uint8Array([9])]), 'second.csv');
    cases.push(after);
    const empty = new FormData();
    empty.append('file', new Blob([]), 'empty.csv');
    cases.push(empty);
    const text = new FormData();
    text.append('file', 'not a file');
    cases.push(text);
    const none = new FormData();
    none.append('files', new Blob([bytes]), 'x.csv');
    cases.push(none);
    for (const form of cases) {
      const { body, contentType } = await encoded(form);
      const expected = await byFormData(body, contentType);
      expect(multipartFile(body, contentType)).toEqual(expected);
    }
  });

  it('answers null for a body that is no multipart of its boundary', () => {
    const body = Buffer.from('--abc\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nxyz');
    // no closing delimiter
    expect(multipartFile(body, 'multipart/form-data; boundary=abc')).toBeNull();
    expect(multipartFile(Buffer.from('hello'), 'multipart/form-data; boundary=abc')).toBeNull();
    expect(multipartFile(body, 'multipart/form-data')).toBeNull();
    const whole = Buffer.concat([body, Buffer.from('\r\n--abc--\r\n')]);
    expect(multipartFile(whole, 'multipart/form-data; boundary="abc"')).toEqual(
      new Uint8Array(Buffer.from('xyz')),
    );
  });
});
