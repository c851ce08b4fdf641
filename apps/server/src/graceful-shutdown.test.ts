import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOnSignals } from './graceful-shutdown';

let dispose: (() => void) | null = null;
afterEach(() => {
  dispose?.();
  dispose = null;
});

describe('graceful shutdown on a signal (README "Running in production")', () => {
  it('stops accepting, lets the request in flight finish, cleans up and exits 0', async () => {
    const app = Fastify();
    let entered!: () => void;
    const inFlight = new Promise<void>((done) => {
      entered = done;
    });
    app.get('/slow', async () => {
      entered();
      await new Promise((done) => setTimeout(done, 300));
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const events: string[] = [];
    let exited!: (code: number) => void;
    const exitCode = new Promise<number>((done) => {
      exited = done;
    });
    // a signal nobody else in the test process listens to; the server uses SIGINT and SIGTERM
    dispose = closeOnSignals(app, {
      signals: ['SIGUSR2'],
      cleanup: async () => {
        events.push('cleanup');
      },
      exit: (code) => {
        events.push(`exit ${code}`);
        exited(code);
      },
    });

    const slow = fetch(`${url}/slow`);
    await inFlight;
    process.emit('SIGUSR2', 'SIGUSR2');
    process.emit('SIGUSR2', 'SIGUSR2'); // a second signal does not close twice
    await new Promise((done) => setTimeout(done, 50));
    await expect(fetch(`${url}/slow`)).rejects.toThrow();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    // the client keeps its connection alive: the shutdown closes it once idle, not after 72 s
    expect(await exitCode).toBe(0);
    expect(events).toEqual(['cleanup', 'exit 0']);
  }, 5_000);

  it('cuts a request that outlasts the drain timeout, and still exits 0', async () => {
    const app = Fastify();
    let entered!: () => void;
    const inFlight = new Promise<void>((done) => {
      entered = done;
    });
    app.get('/stuck', async () => {
      entered();
      await new Promise(() => {});
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    let exited!: (code: number) => void;
    const exitCode = new Promise<number>((done) => {
      exited = done;
    });
    dispose = closeOnSignals(app, { signals: ['SIGUSR2'], drainTimeoutMs: 200, exit: exited });
    const stuck = fetch(`${url}/stuck`);
    await inFlight;
    process.emit('SIGUSR2', 'SIGUSR2');
    await expect(stuck).rejects.toThrow();
    expect(await exitCode).toBe(0);
  }, 5_000);
});
