/** The provider's request budget as its rate-limit headers last reported it (provider-api §4). */
export interface RateBudget {
  minuteLimit: number | null;
  minuteRemaining: number;
  /** When the minute counter resets. */
  minuteReset: Date;
  dayLimit: number | null;
  dayRemaining: number;
  /** When the daily counter resets (00:00 GMT). */
  dayReset: Date;
}

const PREFIX = 'x-ratelimit-app-global-';

/** Reads the six `X-Ratelimit-App-Global-*` headers (any case); null when they are absent or broken. */
export function readRateBudget(headers: Headers, now: Date): RateBudget | null {
  const num = (name: string): number | null => {
    const raw = headers.get(PREFIX + name);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  };
  const minuteRemaining = num('minute-remaining');
  const minuteResetSeconds = num('minute-reset');
  const dayRemaining = num('day-remaining');
  const dayResetSeconds = num('day-reset');
  if (
    minuteRemaining === null ||
    minuteResetSeconds === null ||
    dayRemaining === null ||
    dayResetSeconds === null
  )
    return null;
  return {
    minuteLimit: num('minute-limit'),
    minuteRemaining,
    minuteReset: new Date(now.getTime() + minuteResetSeconds * 1000),
    dayLimit: num('day-limit'),
    dayRemaining,
    dayReset: new Date(now.getTime() + dayResetSeconds * 1000),
  };
}

/**
 * How long to wait before the next request so the budget is never overspent: until the day's
 * reset when the day is used up, until the minute's reset when the minute is, else not at all.
 */
export function waitBeforeNext(budget: RateBudget | null, now: Date): number {
  if (!budget) return 0;
  const until = (at: Date) => Math.max(0, at.getTime() - now.getTime()) + 250;
  if (budget.dayRemaining <= 0 && budget.dayReset > now) return until(budget.dayReset);
  if (budget.minuteRemaining <= 0 && budget.minuteReset > now) return until(budget.minuteReset);
  return 0;
}
