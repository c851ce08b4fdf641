import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Runs the CLI with `args` until it prints its banner, hands the banner to `check`, then stops it. */
async function withCli(args: readonly string[], check: (output: string) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, [CLI, '--port=0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
    await check(output);
  } finally {
    child.kill('SIGTERM');
  }
}

async function surveyTotal(output: string): Promise<number> {
  const url = /listening on (\S+)/.exec(output)?.[1] ?? '';
  const token = /ready token\s+(\S+)/.exec(output)?.[1] ?? '';
  const res = await fetch(`${url}/v3/surveys`, { headers: { Authorization: `bearer ${token}` } });
  return ((await res.json()) as { total: number }).total;
}

describe('provider-sim CLI (provider-api §2.5)', () => {
  it('runs under plain Node type stripping and prints the URL, client id, secret and a token that works', async () => {
    await withCli(['--surveys=1', '--respondents=5'], async (output) => {
      expect(output).toMatch(/client id\s+sim-client-1/);
      expect(output).toMatch(/client secret\s+sim-secret-1/);
      expect(output).not.toMatch(/copies/);
      expect(await surveyTotal(output)).toBe(1);
    });
  });

  it('--copied-surveys serves copies and says what they changed', async () => {
    await withCli(['--surveys=3', '--respondents=5', '--copied-surveys'], async (output) => {
      expect(output).toMatch(
        /copies\s+each survey a copy of the one before .*4 statements reworded, 4 added, 0 removed/,
      );
      expect(await surveyTotal(output)).toBe(3);
    });
  });
});
