// Finds Debian's Chromium for the browser suites (toolchain.md: no test tool may download its own
// browser). Where it is missing, browser suites say so loudly and skip — except under CI=true,
// where a missing browser is a failure.
import { existsSync } from 'node:fs';

/** Candidate paths of a system Chromium, first match wins. */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of the system Chromium, or null when none is installed. */
export function findChromium() {
  return CANDIDATES.find((p) => p && existsSync(p)) ?? null;
}

/** Launch flags that keep headless Chromium off this machine's closed network (toolchain.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Explains a missing browser; returns false to skip, or exits under CI=true. */
export function requireChromiumOrSkip(suite) {
  if (findChromium()) return true;
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! ${suite}: Chromium is not installed (apt-get install -y chromium).`);
  if (process.env.CI === 'true') {
    console.error(`!! CI=true: a missing browser is a failure.\n${banner}\n`);
    process.exit(1);
  }
  console.error(`!! SKIPPING ${suite}. Install Chromium to run it.\n${banner}\n`);
  return false;
}
