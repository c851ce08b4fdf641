/** A demo login the server printed at start-up. */
export interface DemoLogin {
  readonly email: string;
  readonly password: string;
}

/** The demo logins by role, read from the server's start-up output by `e2e/run.mjs`. */
export const DEMO: Record<'admin' | 'user' | 'demo-user', DemoLogin> = JSON.parse(
  process.env.E2E_DEMO_LOGINS ?? '{}',
);

/** The server's base URL, e.g. http://127.0.0.1:41234. */
export const BASE_URL = process.env.E2E_BASE_URL ?? '';

/** Where the SMTP sink saves each received message as a raw `.eml` file. */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

if (!BASE_URL || !MAIL_DIR || !DEMO.admin) {
  throw new Error(
    'Run the end-to-end specs through `npm run test:e2e` (e2e/run.mjs), which starts the server.',
  );
}
