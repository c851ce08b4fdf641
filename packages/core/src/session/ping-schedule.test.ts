import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../api/token-holder';
import { DEFAULT_CLOCK_OFFSET_SECONDS, PING_INTERVAL_MS, REFRESH_HEADER } from './constants';
import { createPingSchedule, type PingTimers } from './ping-schedule';

function manualTimers() {
  const active = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: PingTimers = {
    setInterval: (callback, ms) => {
      active.set(next, { callback, ms });
      return next++;
    },
    clearInterval: (handle) => void active.delete(handle as number),
  };
  const tick = () => {
    for (const { callback } of active.values()) callback();
  };
  return { timers, active, tick };
}

describe('keep-alive ping (spec 1 §4, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('spec 1 §9: the constants are id_token, X-SE-Token, 60 000 ms and offset 0', () => {
    expect(TOKEN_STORAGE_KEY).toBe('id_token');
    expect(REFRESH_HEADER).toBe('X-SE-Token');
    expect(PING_INTERVAL_MS).toBe(60_000);
    expect(DEFAULT_CLOCK_OFFSET_SECONDS).toBe(0);
  });

  it('spec 1 §4: pings every 60 s only while logged in', () => {
    const { timers, active, tick } = manualTimers();
    let loggedIn = true;
    const ping = vi.fn();
    const schedule = createPingSchedule({ ping, isLoggedIn: () => loggedIn, timers });
    schedule.start();
    expect([...active.values()].map((timer) => timer.ms)).toEqual([60_000]);
    tick();
    tick();
    expect(ping).toHaveBeenCalledTimes(2);
    loggedIn = false;
    tick();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('spec 1 §4: start is idempotent and stop ends the timer', () => {
    const { timers, active, tick } = manualTimers();
    const ping = vi.fn();
    const schedule = createPingSchedule({ ping, isLoggedIn: () => true, intervalMs: 5, timers });
    expect(schedule.isRunning()).toBe(false);
    schedule.start();
    schedule.start();
    expect(active.size).toBe(1);
    expect(schedule.isRunning()).toBe(true);
    schedule.stop();
    schedule.stop();
    expect(active.size).toBe(0);
    tick();
    expect(ping).not.toHaveBeenCalled();
  });

  it('spec 1 §4: a failing ping neither throws from the timer nor stops the schedule', async () => {
    const { timers, tick } = manualTimers();
    const ping = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new Error('offline');
      })
      .mockImplementationOnce(() => Promise.reject(new Error('500')));
    const schedule = createPingSchedule({ ping, isLoggedIn: () => true, timers });
    schedule.start();
    expect(() => tick()).not.toThrow();
    expect(() => tick()).not.toThrow();
    await Promise.resolve();
    tick();
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('spec 1 §4: uses the global timers by default', () => {
    vi.useFakeTimers();
    const ping = vi.fn();
    const schedule = createPingSchedule({ ping, isLoggedIn: () => true });
    schedule.start();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(ping).toHaveBeenCalledTimes(3);
    schedule.stop();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(3);
  });
});
