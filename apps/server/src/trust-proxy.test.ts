import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';
import { buildTestApp, type TestApp } from './test/app';
import { captureLogs } from './test/log-capture';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const trustProxy = (value: string) => loadEnv({ JWT_SECRET: SECRET, TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY names the proxies that may set the client address (docs/deployment.md)', () => {
  it('takes a hop count, or the addresses and CIDR ranges of the proxies', () => {
    expect(loadEnv({ JWT_SECRET: SECRET }).TRUST_PROXY).toBe(0);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10.0.0.0/8, 192.0.2.10 ::1')).toEqual(['10.0.0.0/8', '192.0.2.10', '::1']);
    expect(trustProxy('loopback,fd00::/8')).toEqual(['loopback', 'fd00::/8']);
  });

  it('refuses anything else at start, naming the variable', () => {
    for (const bad of ['11', 'proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', ' ']) {
      expect(() => trustProxy(bad), bad).toThrow(ConfigError);
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the client address behind a listed proxy', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  /** The client address the request log line of one GET /api/health records. */
  async function loggedAddress(remoteAddress: string, forwardedFor: string): Promise<string> {
    const logs = captureLogs();
    t = await buildTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '10.0.0.0/8' }, { logStream: logs.stream });
    await t.call({
      method: 'GET',
      url: '/api/health',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    const line = logs.lines.map((l) => JSON.parse(l)).find((entry) => entry.req?.url === '/api/health');
    return line.req.ip;
  }

  it('is the forwarded one when the request comes from a listed proxy', async () => {
    expect(await loggedAddress('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the connecting address when another host sends X-Forwarded-For', async () => {
    expect(await loggedAddress('198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });
});
