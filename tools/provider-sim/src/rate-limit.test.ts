import { describe, expect, it } from 'vitest';
import { startSim, testClock } from './test-support.ts';

const H = 'x-ratelimit-app-global-';
const num = (headers: Headers, name: string): number => Number(headers.get(`${H}${name}`));

describe('provider-api §4 rate limits', () => {
  it('defaults to 120 per minute and 500 per day and sends all six headers on every /v3 answer', async () => {
    const { get } = await startSim();
    for (const path of ['/v3/surveys', '/v3/surveys/1/details']) {
      const { headers } = await get(path);
      for (const name of [
        'minute-limit',
        'minute-remaining',
        'minute-reset',
        'day-limit',
        'day-remaining',
        'day-reset',
      ]) {
        expect(headers.get(`${H}${name}`), `${path} ${name}`).toMatch(/^\d+$/);
      }
      expect(num(headers, 'minute-limit')).toBe(120);
      expect(num(headers, 'day-limit')).toBe(500);
    }
    const unauthorised = await get('/v3/surveys', null);
    expect(unauthorised.headers.get(`${H}day-limit`)).toBe('500');
  });

  it('remaining counts down per request and the reset headers count seconds to the next minute and 00:00 GMT', async () => {
    const clock = testClock(Date.UTC(2025, 6, 1, 23, 59, 15));
    const { get } = await startSim({ clock: clock.now });
    const a = (await get('/v3/surveys')).headers;
    const b = (await get('/v3/surveys')).headers;
    expect(num(a, 'minute-remaining')).toBe(119);
    expect(num(b, 'minute-remaining')).toBe(118);
    expect(num(b, 'day-remaining')).toBe(498);
    expect(num(b, 'minute-reset')).toBe(45);
    expect(num(b, 'day-reset')).toBe(45);
  });

  it('answers 429 1040 with the documented body when the minute budget is exhausted, and resets after the minute', async () => {
    const clock = testClock(Date.UTC(2025, 6, 1, 12, 0, 30));
    const { get } = await startSim({ clock: clock.now, rateLimit: { perMinute: 3, perDay: 100 } });
    for (let i = 0; i < 3; i++) expect((await get('/v3/surveys')).status).toBe(200);
    const limited = await get('/v3/surveys');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: {
        id: '1040',
        name: 'Rate Limit Reached',
        docs: 'https://developer.surveymonkey.com/api/v3/#error-codes',
        message: 'Too many requests were made, try again later.',
        http_status_code: 429,
      },
    });
    expect(num(limited.headers, 'minute-remaining')).toBe(0);
    expect(num(limited.headers, 'minute-reset')).toBe(30);
    clock.advance(30_000);
    const after = await get('/v3/surveys');
    expect(after.status).toBe(200);
    expect(num(after.headers, 'minute-remaining')).toBe(2);
    expect(num(after.headers, 'day-remaining')).toBe(96);
  });

  it('the day budget holds across minutes and resets at 00:00 GMT', async () => {
    const clock = testClock(Date.UTC(2025, 6, 1, 22, 0, 0));
    const { get, state } = await startSim({ clock: clock.now, rateLimit: { perMinute: 10, perDay: 4 } });
    for (let i = 0; i < 4; i++) {
      expect((await get('/v3/surveys')).status).toBe(200);
      clock.advance(60_000);
    }
    const limited = await get('/v3/surveys');
    expect(limited.status).toBe(429);
    expect(num(limited.headers, 'day-remaining')).toBe(0);
    expect(num(limited.headers, 'day-reset')).toBe(2 * 3600 - 240);
    expect(state.rateLimiter.usage().day).toBe(4);
    clock.set(Date.UTC(2025, 6, 2, 0, 0, 0));
    const next = await get('/v3/surveys');
    expect(next.status).toBe(200);
    expect(num(next.headers, 'day-remaining')).toBe(3);
  });

  it('limits are app-global: two tokens of the app share one budget', async () => {
    const { get, state } = await startSim({ rateLimit: { perMinute: 2, perDay: 100 } });
    const other = `bearer ${state.issueToken()}`;
    await get('/v3/surveys');
    await get('/v3/surveys', other);
    expect((await get('/v3/surveys', other)).status).toBe(429);
  });
});
