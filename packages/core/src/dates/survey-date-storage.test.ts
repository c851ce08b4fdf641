import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStorageDate, parseStorageDate, surveyDateOfMonth, yearMonthOf } from './survey-date-storage';

describe('survey date storage (spec 1 §3, §9)', () => {
  it('spec 1 §3: a chosen month is stored as its first day, yyyy-MM-dd', () => {
    expect(surveyDateOfMonth({ year: 2024, month: 3 })).toBe('2024-03-01');
    expect(surveyDateOfMonth({ year: 2025, month: 12 })).toBe('2025-12-01');
    expect(() => surveyDateOfMonth({ year: 2025, month: 13 })).toThrow(RangeError);
    expect(() => surveyDateOfMonth({ year: 25, month: 1 })).toThrow(RangeError);
  });

  it('spec 1 §9: parses and formats yyyy-MM-dd as a local calendar day', () => {
    const date = parseStorageDate('2024-02-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(formatStorageDate(date)).toBe('2024-02-29');
    expect(yearMonthOf('2024-02-29')).toEqual({ year: 2024, month: 2 });
    for (const bad of [
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0000-01-01',
      '2024-3-01',
      '01/03/2024',
      '',
    ]) {
      expect(() => parseStorageDate(bad)).toThrow(RangeError);
    }
  });

  it('spec 1 §9 (property): any real day of years 1–9999 round-trips; day 0, 32 and month 13 do not parse', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (day) => {
          const stored = formatStorageDate(day);
          expect(formatStorageDate(parseStorageDate(stored))).toBe(stored);
          expect(() => parseStorageDate(stored.replace(/-\d{2}$/, '-32'))).toThrow(RangeError);
          expect(() => parseStorageDate(stored.replace(/-\d{2}$/, '-00'))).toThrow(RangeError);
        },
      ),
    );
  });

  it('spec 1 §3 (property): every month round-trips through storage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const stored = surveyDateOfMonth({ year, month });
        expect(yearMonthOf(stored)).toEqual({ year, month });
        expect(formatStorageDate(parseStorageDate(stored))).toBe(stored);
      }),
    );
  });
});
