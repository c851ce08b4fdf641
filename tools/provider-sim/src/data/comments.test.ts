import { describe, expect, it } from 'vitest';
import { generateDataset } from './dataset.ts';

describe('demo comments (docs/import.md "Comments")', () => {
  it('completed respondents write varied comments: Hungarian and English, some naming people, some about a small group', () => {
    const data = generateDataset();
    const texts = data.surveys.flatMap((s) => s.responses.flatMap((r) => [...r.texts.values()]));
    expect(texts.length).toBeGreaterThan(100);
    expect(new Set(texts).size).toBeGreaterThan(texts.length / 3);
    expect(texts.some((t) => /Kovács Anna|Nagy Gábor|Szabó Eszter/.test(t))).toBe(true);
    expect(texts.some((t) => /^[A-Z][a-z]+ [a-z]/.test(t) && /\b(the|we|I)\b/.test(t))).toBe(true);
    expect(texts.some((t) => /Mi hárman|egyedül én|négyen vagyunk/.test(t))).toBe(true);
  });
});
