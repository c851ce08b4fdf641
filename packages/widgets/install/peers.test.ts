import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// An app that only draws charts installs @pulzus/widgets with React alone, whatever i18next it
// already has: the connected components' peers are optional (packages/widgets/README.md "Install").
// npm resolves the packed tarballs' package.json files against the registry (or its cache), as an
// app outside the monorepo does; --dry-run installs nothing.

const root = new URL('../../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'pulzus-peers-'));
const tarballs: Record<string, string> = {};

function npm(args: string[], cwd: string) {
  return spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
}

beforeAll(() => {
  // the tarballs' package.json files are what npm resolves; their built code is not needed for that
  for (const name of ['core', 'widgets']) {
    const pack = npm(['pack', '--silent', '--pack-destination', work], join(root, 'packages', name));
    expect(pack.status, pack.stderr).toBe(0);
    tarballs[name] = join(work, pack.stdout.trim().split('\n').at(-1)!);
  }
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A chart-only app with the given i18next, installed with --dry-run: npm's exit status and its messages. */
function installChartOnlyApp(i18next: string) {
  const app = join(work, `app-i18next-${i18next}`);
  mkdirSync(app, { recursive: true });
  const dependencies = {
    '@pulzus/core': `file:${tarballs.core}`,
    '@pulzus/widgets': `file:${tarballs.widgets}`,
    react: '^19.0.0',
    'react-dom': '^19.0.0',
    i18next: `^${i18next}.0.0`,
  };
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'chart-only-app', private: true, dependencies }),
  );
  return npm(
    ['install', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
    app,
  );
}

describe('peers of @pulzus/widgets (packages/widgets/README.md "Install")', () => {
  it.each(['25', '26'])(
    'a chart-only app on i18next %s installs without ERESOLVE',
    (i18next) => {
      const run = installChartOnlyApp(i18next);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/ERESOLVE/);
      expect(run.status, run.stderr).toBe(0);
    },
    180_000,
  );
});
