import { describe, expect, it } from 'vitest';
import { commentThemes } from './themes';
import { compareThemes } from './themes-compare';
import type { ThemeComment } from './themes-types';

const date = (texts: string[], prefix: string): ThemeComment[] =>
  texts.map((text, i) => ({ id: `${prefix}${i}`, text, language: 'hu' }));

const spring = commentThemes(
  date(
    [
      'Alacsony a fizetés.',
      'Több bért!',
      'fizetésemelés kellene',
      'Sok a túlóra.',
      'túlórázunk',
      'stressz',
      'A kávé rossz.',
    ],
    'a',
  ),
);
const autumn = commentThemes(
  date(
    [
      'A fizetésem kevés.',
      'Jó a csapat.',
      'A kollégák segítőkészek.',
      'csapatszellem van',
      'Béremelést!',
      'A fizetések elmaradnak.',
      'A kávé rossz.',
      'A kollégáimmal jó dolgozni.',
    ],
    'b',
  ),
);

describe('compareThemes (docs/comments.md "Themes")', () => {
  it('finds the same theme by the same key on both dates, whatever words and spellings each date used', () => {
    expect(spring.themes.find((t) => t.key === 'topic:pay')?.label).toBe('fizetés');
    expect(autumn.themes.find((t) => t.key === 'topic:pay')).toBeDefined();
  });

  it('gives the change of share of a theme on both dates, and null for one below the cut on a date', () => {
    const changes = compareThemes(spring, autumn);
    expect(changes.map((c) => c.key)).toEqual(['topic:colleagues', 'topic:pay', 'topic:workload']);
    const pay = changes.find((c) => c.key === 'topic:pay')!;
    expect(pay.earlierShare).toBeCloseTo(3 / 7);
    expect(pay.laterShare).toBeCloseTo(3 / 8);
    expect(pay.change).toBeCloseTo(3 / 8 - 3 / 7);
    expect(changes.find((c) => c.key === 'topic:colleagues')).toMatchObject({
      earlierShare: null,
      change: null,
    });
    expect(changes.find((c) => c.key === 'topic:workload')).toMatchObject({ laterShare: null, change: null });
  });

  it('compares a date with itself as no change', () => {
    expect(compareThemes(autumn, autumn).every((c) => c.change === 0)).toBe(true);
  });
});
