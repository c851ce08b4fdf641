// Rebuilds a Vite output when it is missing or older than any of its sources: the portal for
// `npm start` and the end-to-end run, the embed script (`/embed/pulzus-graph.js`, docs/embedding.md) and
// the report page Chromium prints (docs/reports.md) too.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The newest modification time under a path (ms), 0 when it is missing. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const SHARED_SOURCES = ['packages/core/src', 'packages/widgets/src', 'scripts/vite-eager-compile.mjs'];

/** What can be built: the output file that marks a build, its sources and the Vite arguments. */
export const BUILDS = {
  portal: {
    label: 'the portal (apps/portal/dist)',
    output: 'apps/portal/dist/index.html',
    sources: [
      ...SHARED_SOURCES,
      'apps/portal/src',
      'apps/portal/index.html',
      'apps/portal/vite.config.ts',
      'packages/admin/src',
    ],
    args: ['build', 'apps/portal', '--logLevel', 'warn'],
  },
  report: {
    label: 'the report page (apps/portal/dist-report, docs/reports.md)',
    output: 'apps/portal/dist-report/index.html',
    sources: [...SHARED_SOURCES, 'apps/portal/src/report', 'apps/portal/vite.report.config.ts'],
    args: ['build', '-c', 'apps/portal/vite.report.config.ts', '--logLevel', 'warn'],
  },
  embed: {
    label: 'the embed script (packages/widgets/dist-embed)',
    output: 'packages/widgets/dist-embed/pulzus-graph.js',
    sources: [...SHARED_SOURCES, 'packages/widgets/vite.embed.config.ts'],
    args: ['build', '-c', 'packages/widgets/vite.embed.config.ts', '--logLevel', 'warn'],
  },
};

/**
 * Builds `BUILDS[name]` when its output is missing or stale; `log` prints what happens. Exits the
 * process with Vite's status when the build fails.
 */
export function buildIfStale(name, log = console.log) {
  const build = BUILDS[name];
  const output = join(root, build.output);
  const stale =
    !existsSync(output) ||
    Math.max(...build.sources.map((s) => newest(join(root, s)))) > statSync(output).mtimeMs;
  if (!stale) return false;
  log(`Building ${build.label}…`);
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, ...build.args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}
