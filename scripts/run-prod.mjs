// The entry of `npm run start:prod` and `npm run worker:prod` (docs/deployment.md "The production
// build"): refuses a Node older than package.json's `engines` with one line on stderr (exit 78, a
// configuration a restart cannot mend), then runs the built script in this same process. No child
// process: the npm scripts `exec` node, so npm's SIGTERM — or a service manager's, or a container
// runtime's — reaches the server itself, which drains and exits 0 (docs/deployment.md "Stopping").
// Usage: node scripts/run-prod.mjs <built script> [its arguments…]
// Plain enough for every Node since 14, so that an old one prints the line, not a stack trace.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** sysexits EX_CONFIG, the server's own code for a configuration it refuses. */
const EXIT_CONFIG = 78;

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines;
const wanted = engines?.node ?? '>=24.0.0';
const needed = Number(/(\d+)/.exec(wanted)?.[1] ?? 24);
const running = Number(process.versions.node.split('.')[0]);
if (running < needed) {
  console.error(
    `Pulzus needs Node.js ${needed} or newer (package.json engines: ${wanted}); this is Node.js v${process.versions.node} at ${process.execPath}.`,
  );
  process.exit(EXIT_CONFIG);
}

const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/run-prod.mjs <built script> [arguments]');
  process.exit(2);
}
const path = resolve(script);
if (!existsSync(path)) {
  console.error(
    `${script} is not built: run scripts/prod-build.sh (or npm run build) first (docs/deployment.md).`,
  );
  process.exit(1);
}
// the script sees the command line it would see when started directly: node <script> [arguments]
process.argv.splice(1, 2, path);
import(pathToFileURL(path).href).catch((error) => {
  console.error(error);
  process.exit(1);
});
