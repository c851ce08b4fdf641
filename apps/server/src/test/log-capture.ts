import { Writable } from 'node:stream';

/** A log stream for `buildTestApp(…, { logStream })` that keeps every line for the test to read. */
export function captureLogs(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
