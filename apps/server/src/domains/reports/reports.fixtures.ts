import { buildIfStale } from '../../../../../scripts/build-if-stale.mjs';
import { findChromium } from '../../../../../scripts/chromium.mjs';
import { type DemoProvider, startDemoProvider } from '../../demo/demo-provider';
import { importDemoAnswers } from '../../demo/import-demo';
import { DEMO_LOGINS, seedDemo } from '../../demo/seed';
import type { AuthContext } from '../../services/auth';
import type { SessionClaims } from '../../services/tokens';
import { buildTestApp, type TestApp } from '../../test/app';
import { reportServicesOf } from './reports.service';

/** The demo tenant as `npm start` imports it, with its user's and admin's tokens. */
export interface DemoReportWorld {
  t: TestApp;
  provider: DemoProvider;
  accountId: number;
  /** The user's (HR's) token and the dates they may read, newest last. */
  user: { token: string; dates: number[] };
  admin: { token: string };
  close(): Promise<void>;
}

/** The demo user as a report service sees them: the caller of their token on the demo account. */
export function demoUserCaller(w: DemoReportWorld): AuthContext {
  const claims = JSON.parse(
    Buffer.from(w.user.token.split('.')[1]!, 'base64url').toString(),
  ) as SessionClaims;
  return {
    userId: claims.uid,
    role: claims.role as AuthContext['role'],
    isAdmin: false,
    accountId: w.accountId,
    claims,
  };
}

async function login(t: TestApp, role: (typeof DEMO_LOGINS)[number]['role']): Promise<string> {
  const demo = DEMO_LOGINS.find((l) => l.role === role)!;
  const res = await t.call({
    method: 'POST',
    url: '/api/login',
    payload: { email: demo.email, password: demo.password },
  });
  if (res.statusCode !== 200) throw new Error(`demo login failed: ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** Boots the app on a fresh database with the demo tenant and its imported answers. */
export async function demoReportWorld(): Promise<DemoReportWorld> {
  const t = await buildTestApp();
  await seedDemo(t.database.db);
  const provider = await startDemoProvider(t.app.env, { port: 0 });
  if (!(await importDemoAnswers(t.app, provider))) throw new Error('the demo import failed');
  const db = t.database.db;
  const account = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
  const published = await db
    .selectFrom('survey_dates')
    .select('id')
    .where('account_id', '=', account.id)
    .where('enabled_for_users', '=', true)
    .orderBy('date')
    .execute();
  const admin = await login(t, 'admin');
  const set = await t.call({
    method: 'POST',
    url: '/api/session-account/set',
    payload: { account_id: account.id },
    token: admin,
  });
  return {
    t,
    provider,
    accountId: account.id,
    user: { token: await login(t, 'user'), dates: published.map((d) => d.id) },
    admin: { token: (set.json() as { token?: string }).token ?? admin },
    close: async () => {
      await t.close();
      await provider.sim.close();
    },
  };
}

/**
 * Whether the PDF tests can run: Debian's Chromium is there (else they skip loudly, and fail under
 * CI=true, as the other browser suites) and the report page is built (rebuilt here when stale).
 */
export function pdfRendererReady(suite: string): boolean {
  if (!findChromium()) {
    const message = `${suite}: Chromium is not installed (apt-get install -y chromium)`;
    if (process.env.CI === 'true') throw new Error(`${message}; CI=true: a missing browser is a failure.`);
    console.error(`\n${'!'.repeat(78)}\n!! SKIPPING ${message}.\n${'!'.repeat(78)}\n`);
    return false;
  }
  buildIfStale('report', () => {});
  return true;
}

/**
 * Runs the waiting reports (the test app starts no workers, as for imports), then polls
 * `GET reports/{id}` until the job finishes; answers its last state.
 */
export async function waitForReport(t: TestApp, token: string, id: number) {
  await reportServicesOf(t.app).jobs.drain();
  for (let i = 0; i < 600; i += 1) {
    const res = await t.call({ method: 'GET', url: `/api/reports/${id}`, token });
    const job = res.json() as { state: string; progress: number; error?: string };
    if (res.statusCode !== 200 || job.state === 'done' || job.state === 'failed')
      return { status: res.statusCode, job };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the report did not finish');
}
