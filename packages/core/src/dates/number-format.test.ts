import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, numberFormatter, percentFormatter } from './number-format';

describe('number and percent formatters (style.md §11, spec 2 §9)', () => {
  it('spec 2 §9: whole percentages are written as the locale does', () => {
    expect(formatPercent(42, 'en')).toBe(new Intl.NumberFormat('en-US', { style: 'percent' }).format(0.42));
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(42, 'hu')).toMatch(/^42\s?%$/);
    expect(formatPercent(100, 'hu')).toMatch(/^100\s?%$/);
    expect(formatPercent(29, 'en')).toBe('29%');
    expect(formatPercent(41.6, 'en')).toBe('42%');
  });

  it('spec 2 §9: every whole percentage below 1000 % reads exactly as Intl writes it, in both languages', () => {
    for (const [code, locale] of [
      ['hu', 'hu-HU'],
      ['en', 'en-US'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
      for (let n = -999; n <= 999; n++) expect(formatPercent(n, code)).toBe(intl.format(n / 100));
      for (const n of [0.4, -0.4, 99.5, 41.6, 999.4, 999.5, 1000, 12345, -1000])
        expect(formatPercent(n, code), `${n}`).toBe(intl.format(Math.round(n) / 100));
    }
  });

  it('spec 1 §9: numbers follow hu-HU for Hungarian and en-US otherwise', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345.5, 'hu')).toBe(new Intl.NumberFormat('hu-HU').format(12345.5));
    expect(formatNumber(12345.5, 'hu')).not.toBe(formatNumber(12345.5, 'en'));
  });

  it('style.md §11: formatters are cached per locale', () => {
    expect(numberFormatter('hu')).toBe(numberFormatter('hu'));
    expect(numberFormatter('en')).toBe(numberFormatter('de'));
    expect(percentFormatter('hu')).not.toBe(numberFormatter('hu'));
    expect(percentFormatter('en')).toBe(percentFormatter(null));
  });
});
