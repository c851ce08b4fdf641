/** A demo login the server printed at start-up. */
export interface DemoLogin {
  readonly email: string;
  readonly password: string;
}

/** One worker's server as `e2e/run.mjs` started it: its address, mail folder and demo logins. */
interface WorkerServer {
  readonly baseUrl: string;
  readonly mailDir: string;
  readonly logins: Record<'admin' | 'user' | 'demo-user', DemoLogin>;
  /** The users printed after the first one: the demo's scoped viewers, in the order printed. */
  readonly scopedLogins?: DemoLogin[];
}

// each Playwright worker has a server and database of its own, by its parallel index (0 … workers-1,
// kept by a worker that replaces a failed one); the config reads it too, for `baseURL`
const servers: WorkerServer[] = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const server = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % Math.max(servers.length, 1)];

if (!server?.baseUrl || !server.mailDir || !server.logins?.admin) {
  throw new Error(
    'Run the end-to-end specs through `npm run test:e2e` (e2e/run.mjs), which starts the servers.',
  );
}

/** The demo logins by role, read from this worker's server's start-up output by `e2e/run.mjs`. */
export const DEMO: Record<'admin' | 'user' | 'demo-user', DemoLogin> = server.logins;

/**
 * The demo's scoped viewers (docs/privacy.md "Rule 10", apps/server/src/demo/seed.ts) by the local part of their
 * address, as the server printed them: the unit manager (`egysegvezeto`), the site manager of two sites
 * (`telephelyvezeto`) and the HR partner (`hr-partner`). Empty when the server printed none.
 */
export const DEMO_SCOPED: Readonly<Record<string, DemoLogin>> = Object.fromEntries(
  (server.scopedLogins ?? []).map((login) => [login.email.split('@')[0], login]),
);

/** This worker's server's base URL, e.g. http://127.0.0.1:41234. */
export const BASE_URL = server.baseUrl;

/** Where this worker's SMTP sink saves each received message as a raw `.eml` file. */
export const MAIL_DIR = server.mailDir;
