import { afterEach } from 'vitest';
import { createProviderSim, type ProviderSim, type ProviderSimOptions } from './server.ts';

/** A test clock: starts at 2025-07-01T12:00:30Z and moves only when told. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

/** Creates a manual clock for injecting into the simulator. */
export function testClock(start = Date.UTC(2025, 6, 1, 12, 0, 30)): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms), set: (ms) => (t = ms) };
}

const running: ProviderSim[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

/** Starts a simulator (closed after the test) with a ready token and a GET helper. */
export async function startSim(options: ProviderSimOptions = {}) {
  const sim = await createProviderSim({ surveys: 2, respondents: 60, ...options });
  running.push(sim);
  const token = sim.state.issueToken();
  const get = async (path: string, auth: string | null = `bearer ${token}`) => {
    const res = await fetch(`${sim.url}${path}`, { headers: auth ? { Authorization: auth } : {} });
    // biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON.
    const body = (await res.json()) as any;
    return { status: res.status, headers: res.headers, body };
  };
  return { sim, state: sim.state, token, get };
}
