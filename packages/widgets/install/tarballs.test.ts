import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packPackage } from '../../../scripts/pack-package.mjs';

// What `npm run release` publishes (docs/releasing.md "What a tarball carries"): dist/ with its
// declarations and source maps, README, LICENSE, CHANGELOG — no src/, and no `source` export condition
// pointing into a src/ that is not there. Needs the packages' dist/ (`npx tsup`; `npm test` builds it first).

const root = new URL('../../../', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'pulzus-tarballs-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A file of a tarball as text. */
function fileOf(tarball: string, path: string): string {
  const run = spawnSync('tar', ['-xzOf', tarball, `package/${path}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** Every export target (`./dist/index.js` …) of an `exports` map. */
function targetsOf(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (!exports || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(targetsOf);
}

describe.each(['core', 'widgets', 'admin'])('the @pulzus/%s tarball', (name) => {
  const tarball: string = packPackage(join(root, 'packages', name), out);
  const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^package\//, ''));
  const manifest = JSON.parse(fileOf(tarball, 'package.json'));

  it('carries no src/, and its package.json names no source condition or src/ file', () => {
    expect(listing.filter((file) => file.startsWith('src/'))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('"source"');
    expect(manifest.files.filter((entry: string) => entry.includes('src'))).toEqual([]);
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'])
      expect(listing).toContain(file);
  });

  it('every export target is in the tarball', () => {
    const targets = targetsOf(manifest.exports).map((target) => target.replace(/^\.\//, ''));
    expect(targets.length).toBeGreaterThan(1);
    expect(targets.filter((target) => !listing.includes(target))).toEqual([]);
  });

  it('its source maps embed their sources, so a debugger needs no src/', () => {
    const unpacked = join(out, `unpacked-${name}`);
    mkdirSync(unpacked, { recursive: true });
    expect(spawnSync('tar', ['-xzf', tarball, '-C', unpacked]).status).toBe(0);
    const maps = listing.filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const withoutSources = maps.filter((map) => {
      const { sources, sourcesContent } = JSON.parse(readFileSync(join(unpacked, 'package', map), 'utf8'));
      // a module of types only maps nothing: no sources, nothing to embed
      return (
        sources.length > 0 && (sourcesContent?.length !== sources.length || sourcesContent.includes(null))
      );
    });
    expect(withoutSources).toEqual([]);
  });
});
