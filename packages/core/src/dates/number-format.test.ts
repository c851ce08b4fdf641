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
