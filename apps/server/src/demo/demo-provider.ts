import type { ProviderSim } from '@pulzus/provider-sim';
import { type Env, zEnv } from '../env';
import { buildDemoDataset, type DemoDataset, type DemoRespondents } from './demo-dataset';

/** The demo's provider simulator, its data, and the environment the app should run with. */
export interface DemoProvider {
  sim: ProviderSim;
  dataset: DemoDataset;
  /** The app's environment: the connect flow points at the simulator unless a real provider is configured. */
  env: Env;
  /** Whether the connect flow (authorize page and code exchange) goes to the simulator. */
  connectsToSimulator: boolean;
  /** Set when the configured port was taken and the simulator listens on a free one instead. */
  portFallback: boolean;
}

/** Options of `startDemoProvider`: tests use a free port and fewer respondents. */
export interface DemoProviderOptions {
  port?: number;
  respondents?: DemoRespondents;
}

/** Whether the operator configured a real provider app (a non-default authorize URL or client id). */
export function realProviderConfigured(env: Env): boolean {
  const defaults = zEnv.parse({});
  return (
    env.PROVIDER_AUTH_URL !== defaults.PROVIDER_AUTH_URL ||
    env.PROVIDER_CLIENT_ID !== defaults.PROVIDER_CLIENT_ID
  );
}

/** The redirect URI the app sends (the same rule as the connect flow: PROVIDER_REDIRECT_URI or PUBLIC_URL/oauth). */
function appRedirectUri(env: Env): string {
  return env.PROVIDER_REDIRECT_URI ?? `${env.PUBLIC_URL.replace(/\/+$/, '')}/oauth`;
}

/**
 * Starts the demo's provider simulator for the server's lifetime: the seeded demo
 * data (the same on every start, so stored provider ids keep working), the app's client id, secret and
 * redirect URI, on 127.0.0.1:`DEMO_PROVIDER_PORT` (a free port when that one is taken). The caller closes it.
 */
export async function startDemoProvider(env: Env, options: DemoProviderOptions = {}): Promise<DemoProvider> {
  const { createProviderSim } = await import('@pulzus/provider-sim');
  const dataset = await buildDemoDataset(options.respondents);
  const redirectUris = [
    ...new Set([appRedirectUri(env), 'http://localhost:3000/oauth', 'http://127.0.0.1:3000/oauth']),
  ];
  const start = (port: number) =>
    createProviderSim({
      data: dataset.data,
      port,
      clientId: env.PROVIDER_CLIENT_ID,
      clientSecret: env.PROVIDER_CLIENT_SECRET,
      redirectUris,
      // the real per-minute limit; a generous day so a demo can import again and again
      rateLimit: { perMinute: 120, perDay: 5000 },
    });
  const wanted = options.port ?? env.DEMO_PROVIDER_PORT;
  let sim: ProviderSim;
  let portFallback = false;
  try {
    sim = await start(wanted);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    sim = await start(0);
    portFallback = true;
  }
  const connectsToSimulator = !realProviderConfigured(env);
  return {
    sim,
    dataset,
    env: connectsToSimulator ? { ...env, PROVIDER_AUTH_URL: sim.url } : env,
    connectsToSimulator,
    portFallback,
  };
}
