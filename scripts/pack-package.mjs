// Packs a publishable package as it is published (docs/releasing.md "What a tarball carries"): dist/,
// README.md, LICENSE, CHANGELOG.md and a package.json whose `exports` lose the monorepo's `source`
// condition (style.md §4), so the tarball carries no src/. The source maps embed their sources
// (`sourcesContent`), so nothing in the tarball points at src/. `npm run release`, the example app and
// the chart-only install check pack through here.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The `exports` map without `source` conditions (a condition object keeps its other keys, in order). */
export function withoutSourceCondition(exports) {
  if (!exports || typeof exports !== 'object' || Array.isArray(exports)) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== 'source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** The package.json as published: no `source` condition, no src/ among the files, no scripts. */
export function publishedManifest(pkg) {
  const { scripts: _scripts, ...rest } = pkg;
  return {
    ...rest,
    exports: withoutSourceCondition(pkg.exports),
    files: (pkg.files ?? []).filter((entry) => !/^!?src(\/|$)/.test(entry)),
  };
}

/**
 * Packs the package in `dir` into `destination` and returns the tarball's path: the published files
 * are copied with the published package.json into a staging folder, which `npm pack` packs.
 */
export function packPackage(dir, destination) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const manifest = publishedManifest(pkg);
  const staging = mkdtempSync(join(tmpdir(), 'pulzus-pack-'));
  try {
    for (const entry of manifest.files) {
      if (entry.startsWith('!')) continue;
      if (!existsSync(join(dir, entry))) throw new Error(`${dir}: "${entry}" of its files is missing`);
      cpSync(join(dir, entry), join(staging, entry), { recursive: true });
    }
    writeFileSync(join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const pack = spawnSync('npm', ['pack', '--silent', '--pack-destination', destination], {
      cwd: staging,
      encoding: 'utf8',
    });
    if (pack.status !== 0) throw new Error(`npm pack of ${dir} failed: ${pack.stderr}`);
    return join(destination, pack.stdout.trim().split('\n').at(-1));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
