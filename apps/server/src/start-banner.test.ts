import { describe, expect, it } from 'vitest';
import { listeningUrl, startBanner } from './start-banner';

describe('the start banner names the address the server really listens on', () => {
  it('takes host and port from the socket, not the configuration (PORT=0 picks a free port)', () => {
    expect(listeningUrl({ address: '127.0.0.1', family: 'IPv4', port: 41234 })).toBe(
      'http://127.0.0.1:41234',
    );
    expect(listeningUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://[::]:3000');
  });

  it('prints it beside the public URL, and the demo lines only in demo mode', () => {
    const lines = startBanner({
      address: { address: '0.0.0.0', family: 'IPv4', port: 8080 },
      publicUrl: 'https://pulzus.example.hu',
      database: 'PostgreSQL (DATABASE_URL)',
      demo: null,
    });
    expect(lines[1]).toBe(
      'Pulzus is listening on http://0.0.0.0:8080 (public URL https://pulzus.example.hu)',
    );
    expect(lines[2]).toContain('API http://0.0.0.0:8080/api');
    expect(lines.join('\n')).not.toMatch(/demo|simulator/i);
  });
});
