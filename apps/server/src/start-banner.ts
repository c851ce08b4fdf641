import type { AddressInfo } from 'node:net';

/** The URL a listening server answers on, from its socket address (`[::1]` for IPv6). */
export function listeningUrl(address: AddressInfo | string | null): string {
  if (address === null) return '(not listening)';
  if (typeof address === 'string') return address;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** What the start banner says about the demo, when it runs. */
export interface BannerDemo {
  /** The provider simulator's line (`Provider simulator on …`), when it runs. */
  simulator?: string;
  imported: boolean;
  seeded: boolean;
  logins: readonly { role: string; email: string; password: string }[];
}

/**
 * The lines `server.ts` prints once it listens: the address it really listens on (not the
 * configured one: PORT=0 picks a free port), the public URL of e-mailed links, the database, and
 * in demo mode the simulator and the logins.
 */
export function startBanner(opts: {
  address: AddressInfo | string | null;
  publicUrl: string;
  database: string;
  demo: BannerDemo | null;
}): string[] {
  const url = listeningUrl(opts.address);
  const lines = [
    '',
    `Pulzus is listening on ${url} (public URL ${opts.publicUrl})`,
    `  API ${url}/api   docs ${url}/api/docs   database ${opts.database}`,
  ];
  const demo = opts.demo;
  if (demo) {
    if (demo.simulator) lines.push(`  ${demo.simulator}`);
    if (demo.imported)
      lines.push('  Demo answers imported from the provider simulator and the survey dates configured.');
    lines.push(demo.seeded ? '  Demo tenant created. Logins:' : '  Demo logins:');
    for (const login of demo.logins)
      lines.push(`    ${login.role.padEnd(9)} ${login.email}  ${login.password}`);
  }
  return lines;
}
