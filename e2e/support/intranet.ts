import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { BASE_URL } from './env';

const root = join(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `examples/intranet/serve.mjs` (what `npm run example:intranet` runs) on `port`, pointed at
 * this server, with `env` (the embed key, the signing secret, the CSP variant…); resolves once
 * `readyPath` answers.
 */
export async function startIntranet(
  port: number,
  env: Record<string, string>,
  readyPath = '/',
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'examples/intranet/serve.mjs')], {
    env: { ...process.env, PULZUS_URL: BASE_URL, EXAMPLE_PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the intranet example did not start within 10 s');
}
