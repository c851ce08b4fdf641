import { PING_INTERVAL_MS } from './constants';

/** The timer functions the ping schedule uses; injectable for tests. */
export interface PingTimers {
  /** Starts a repeating timer; default `globalThis.setInterval`. */
  setInterval(callback: () => void, ms: number): unknown;
  /** Stops a repeating timer; default `globalThis.clearInterval`. */
  clearInterval(handle: unknown): void;
}

/** Options of {@link createPingSchedule}. */
export interface PingScheduleOptions {
  /** The keep-alive call (GET ping); a rejection is swallowed. */
  ping: () => unknown;
  /** Whether the person is logged in at the moment of a tick. */
  isLoggedIn: () => boolean;
  /** Milliseconds between ticks; default {@link PING_INTERVAL_MS} (60 000). */
  intervalMs?: number;
  /** Timer functions; default the global ones. */
  timers?: PingTimers;
}

/** A start/stop keep-alive schedule. */
export interface PingSchedule {
  /** Starts ticking; does nothing when already running. */
  start(): void;
  /** Stops ticking; does nothing when stopped. */
  stop(): void;
  /** Whether the schedule is running. */
  isRunning(): boolean;
}

const globalTimers: PingTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Creates the keep-alive schedule that pings every 60 s, only while logged in (spec 1 §4). */
export function createPingSchedule({
  ping,
  isLoggedIn,
  intervalMs = PING_INTERVAL_MS,
  timers = globalTimers,
}: PingScheduleOptions): PingSchedule {
  let handle: unknown = null;
  let running = false;
  const tick = () => {
    if (!isLoggedIn()) return;
    try {
      const result = ping();
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // A failed keep-alive is not the schedule's concern; the next tick tries again.
    }
  };
  return {
    start() {
      if (running) return;
      running = true;
      handle = timers.setInterval(tick, intervalMs);
    },
    stop() {
      if (!running) return;
      running = false;
      timers.clearInterval(handle);
      handle = null;
    },
    isRunning: () => running,
  };
}
