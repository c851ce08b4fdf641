import { formatPercent } from '@pulzus/core';
import { expect, it } from 'vitest';

it('spec 2 §9: chart values read in the browser exactly as its Intl writes whole percentages, hu and en', () => {
  for (const [code, locale] of [
    ['hu', 'hu-HU'],
    ['en', 'en-US'],
  ] as const) {
    const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    for (let n = -999; n <= 999; n++) expect(formatPercent(n, code)).toBe(intl.format(n / 100));
    expect(formatPercent(1234, code)).toBe(intl.format(12.34));
  }
});
