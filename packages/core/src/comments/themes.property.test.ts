import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentThemes } from './themes';
import type { ThemeComment } from './themes-types';

// words of the usual themes and others, emoji and punctuation, so that random comments hit themes, "other" and blanks
const PIECES = [
  'fizetés',
  'fizetést',
  'bér',
  'salary',
  'túlóra',
  'vezető',
  'csapat',
  'kávé',
  'kávét',
  'autó',
  'IT',
]
  .concat([
    'céges',
    'office',
    'home',
    'a',
    'nem',
    'the',
    '😊',
    '!!',
    '.',
    '-',
    'ÁRVÍZTŰRŐ',
    'tükörfúrógép',
    'õ',
    '',
  ])
  .concat(['x'.repeat(300)]);

const comment = fc.record({
  text: fc.oneof(
    fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((words) => words.join(' ')),
    fc.string({ maxLength: 80, unit: 'grapheme' }),
  ),
  language: fc.constantFrom<ThemeComment['language']>('hu', 'en'),
});
const comments = fc
  .array(comment, { maxLength: 60 })
  .map((cs) => cs.map((c, i): ThemeComment => ({ ...c, id: `p${i}` })));
const options = fc.record({
  maxExamples: fc.integer({ min: 0, max: 5 }),
  maxThemes: fc.integer({ min: 0, max: 8 }),
  minCount: fc.integer({ min: 1, max: 4 }),
  minShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
});

describe('commentThemes on any comments (docs/comments.md "Themes")', () => {
  it('keeps its promises: counts within the comments with words, shares of them, examples among the members, "other" the rest', () => {
    fc.assert(
      fc.property(comments, options, (input, opts) => {
        const result = commentThemes(input, opts);
        expect(result.total).toBe(input.length);
        expect(result.withWords).toBeLessThanOrEqual(result.total);
        expect(result.themes.length).toBeLessThanOrEqual(opts.maxThemes);
        expect(new Set(result.themes.map((t) => t.key)).size).toBe(result.themes.length);
        const ids = new Set(input.map((c) => c.id));
        for (const theme of [...result.themes, result.other]) {
          expect(theme.count).toBeLessThanOrEqual(result.withWords);
          expect(theme.share).toBeCloseTo(result.withWords ? theme.count / result.withWords : 0);
          expect(theme.exampleIds.length).toBe(Math.min(opts.maxExamples, theme.count));
          for (const id of theme.exampleIds) expect(ids.has(id)).toBe(true);
        }
        for (const theme of result.themes) {
          expect(theme.count).toBeGreaterThanOrEqual(opts.minCount);
          expect(theme.label).not.toBe('');
          expect(result.other.exampleIds.some((id) => theme.exampleIds.includes(id))).toBe(false);
        }
      }),
      { seed: 20_261_202, numRuns: 200 },
    );
  });
});
