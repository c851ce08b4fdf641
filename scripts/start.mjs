// `npm start`: the API (and, once it lands, the portal build) on http://localhost:3000 with the
// embedded database in ./data. Runs the server from source with tsx, resolving workspace
// packages through their `source` export condition.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const child = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)));
