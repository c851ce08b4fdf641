import type { TestApp } from '../../../test/app';

/** A csv of rows as a spreadsheet program saves it: comma-separated, every field quoted. */
export function csvOf(rows: readonly (readonly string[])[], separator = ','): string {
  return rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(separator)).join('\r\n');
}

/** Uploads a file to a scope import call as the browser does: a multipart form with one file part. */
export async function uploadScopes(
  t: TestApp,
  file: string | Uint8Array,
  options: { token: string; mode?: 'create' | 'update'; apply?: boolean; name?: string },
) {
  const form = new FormData();
  const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), options.name ?? 'scopes.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const path = options.apply ? 'users/scope-import' : 'users/scope-import/preview';
  return t.call({
    method: 'POST',
    url: `/api/${path}?mode=${options.mode ?? 'update'}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    token: options.token,
  });
}
