import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
// names only the simulator has: its state factory, and the path esbuild writes above bundled sources
const SIMULATOR_MARKS = ['createSimState', 'tools/provider-sim/'];

const outDir = mkdtempSync(join(tmpdir(), 'pulzus-server-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Builds the server as `npm run build` does (apps/server/tsup.config.ts), into a temporary folder. */
function buildServer(): Map<string, string> {
  const run = spawnSync(
    process.execPath,
    [
      join(REPO, 'node_modules/tsup/dist/cli-default.js'),
      '--config',
      'apps/server/tsup.config.ts',
      '--out-dir',
      outDir,
    ],
    { cwd: REPO, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  return new Map(readdirSync(outDir).map((name) => [name, readFileSync(join(outDir, name), 'utf8')]));
}

describe('the production build', () => {
  it('carries no provider simulator: it is dev and test code (docs/deployment.md)', {
    timeout: 120_000,
  }, () => {
    // the marks really are the simulator's, so their absence below means something
    expect(readFileSync(join(REPO, 'tools/provider-sim/src/state.ts'), 'utf8')).toContain('createSimState');
    const files = buildServer();
    expect([...files.keys()]).toEqual(expect.arrayContaining(['server.js', 'worker.js', 'create-admin.js']));
    const carrying = [...files].flatMap(([name, text]) =>
      SIMULATOR_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${name}: ${mark}`),
    );
    expect(carrying).toEqual([]);
    // nor the demo's identity provider, whose library is a dev dependency (docs/sso.md "Demo")
    expect([...files].filter(([, text]) => text.includes("'oidc-provider'")).map(([name]) => name)).toEqual(
      [],
    );
    // nor its SAML identity provider and the test key pairs it reads
    expect(readFileSync(join(REPO, 'apps/server/src/test/saml-idp.ts'), 'utf8')).toContain(
      'Test SAML identity provider',
    );
    expect(
      [...files].filter(([, text]) => text.includes('Test SAML identity provider')).map(([name]) => name),
    ).toEqual([]);
  });
});
