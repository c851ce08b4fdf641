import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp-format';

describe('formatTimestamp', () => {
  it('writes a moment as yyyy-MM-dd HH:mm:ss in the local time zone, in either language', () => {
    const moment = new Date(2026, 10, 5, 7, 4, 9);
    expect(formatTimestamp(moment.toISOString(), 'hu')).toBe('2026-11-05 07:04:09');
    expect(formatTimestamp(moment.toISOString(), 'en')).toBe('2026-11-05 07:04:09');
  });

  it('returns an unreadable text as it is', () => {
    expect(formatTimestamp('not a time', 'hu')).toBe('not a time');
  });
});
