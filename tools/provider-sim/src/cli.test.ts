import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('provider-sim CLI (provider-api §2.5)', () => {
  it('runs under plain Node type stripping and prints the URL, client id, secret and a token that works', async () => {
    const child = spawn(process.execPath, [CLI, '--port=0', '--surveys=1', '--respondents=5'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('Press Ctrl+C')) resolve(text);
        });
        child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.on('exit', () => reject(new Error(text)));
      });
      const url = /listening on (\S+)/.exec(output)?.[1] ?? '';
      const token = /ready token\s+(\S+)/.exec(output)?.[1] ?? '';
      expect(output).toMatch(/client id\s+sim-client-1/);
      expect(output).toMatch(/client secret\s+sim-secret-1/);
      const res = await fetch(`${url}/v3/surveys`, { headers: { Authorization: `bearer ${token}` } });
      expect(((await res.json()) as { total: number }).total).toBe(1);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
