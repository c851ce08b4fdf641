/** Per-minute and per-day request budgets of the app (provider-api §4: 120/min and 500/day for draft and private apps). */
export interface RateLimits {
  perMinute: number;
  perDay: number;
}

/** The app-global counters behind the `X-Ratelimit-App-Global-*` headers (provider-api §4). */
export interface RateLimiter {
  /** Counts one request when budget is left; `ok` is false (nothing counted) when a window is exhausted. */
  take(): { ok: boolean; headers: Record<string, string> };
  /** The six headers without counting a request. */
  headers(): Record<string, string>;
  /** Requests counted in the current minute and day windows. */
  usage(): { minute: number; day: number };
  /** Forgets all counted requests. */
  reset(): void;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Creates a limiter with fixed windows aligned to the clock: minutes on :00 seconds, days on
 * 00:00 GMT (provider-api §4), so an injected clock can move tests past a reset.
 */
export function createRateLimiter(limits: RateLimits, clock: () => number): RateLimiter {
  let minuteWindow = -1;
  let dayWindow = -1;
  let minuteUsed = 0;
  let dayUsed = 0;

  const roll = (now: number): void => {
    const m = Math.floor(now / MINUTE);
    const d = Math.floor(now / DAY);
    if (m !== minuteWindow) {
      minuteWindow = m;
      minuteUsed = 0;
    }
    if (d !== dayWindow) {
      dayWindow = d;
      dayUsed = 0;
    }
  };

  const headers = (now: number): Record<string, string> => ({
    'X-Ratelimit-App-Global-Minute-Limit': String(limits.perMinute),
    'X-Ratelimit-App-Global-Minute-Remaining': String(Math.max(0, limits.perMinute - minuteUsed)),
    'X-Ratelimit-App-Global-Minute-Reset': String(Math.ceil(((minuteWindow + 1) * MINUTE - now) / 1000)),
    'X-Ratelimit-App-Global-Day-Limit': String(limits.perDay),
    'X-Ratelimit-App-Global-Day-Remaining': String(Math.max(0, limits.perDay - dayUsed)),
    'X-Ratelimit-App-Global-Day-Reset': String(Math.ceil(((dayWindow + 1) * DAY - now) / 1000)),
  });

  return {
    take() {
      const now = clock();
      roll(now);
      const ok = minuteUsed < limits.perMinute && dayUsed < limits.perDay;
      if (ok) {
        minuteUsed++;
        dayUsed++;
      }
      return { ok, headers: headers(now) };
    },
    headers() {
      const now = clock();
      roll(now);
      return headers(now);
    },
    usage() {
      roll(clock());
      return { minute: minuteUsed, day: dayUsed };
    },
    reset() {
      minuteUsed = 0;
      dayUsed = 0;
    },
  };
}
