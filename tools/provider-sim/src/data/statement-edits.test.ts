import { describe, expect, it } from 'vitest';
import { ADDED_STATEMENTS, REWORDINGS } from './statement-edits.ts';
import { TOPICS } from './statements.ts';
import { wordSimilarity } from './word-similarity.ts';

const BANK = TOPICS.flatMap((topic) => topic.statements);

describe('statement edits of copied surveys', () => {
  it.each([...REWORDINGS])('rewords "%s" keeping most words (similarity 0.55–0.85)', (from, to) => {
    expect(BANK).toContain(from);
    expect(to).not.toBe(from);
    const similarity = wordSimilarity(from, to);
    expect(similarity).toBeGreaterThanOrEqual(0.55);
    expect(similarity).toBeLessThanOrEqual(0.85);
  });

  it('a rewording is a text of its own, closer to its source than to any other statement', () => {
    const others = [...BANK, ...ADDED_STATEMENTS.flat()];
    for (const [from, to] of REWORDINGS) {
      expect(others).not.toContain(to);
      expect(REWORDINGS.has(to)).toBe(false);
      const own = wordSimilarity(from, to);
      for (const other of BANK) if (other !== from) expect(wordSimilarity(to, other)).toBeLessThan(own);
    }
    expect(new Set(REWORDINGS.values()).size).toBe(REWORDINGS.size);
  });

  it('added statements exist for every topic, are new, and are unlike every other statement (< 0.5)', () => {
    expect(ADDED_STATEMENTS).toHaveLength(TOPICS.length);
    const added = ADDED_STATEMENTS.flat();
    expect(new Set(added).size).toBe(added.length);
    for (const list of ADDED_STATEMENTS) expect(list.length).toBeGreaterThanOrEqual(2);
    const others = [...BANK, ...REWORDINGS.values()];
    for (const text of added) {
      for (const other of [...others, ...added]) {
        if (other !== text) expect(wordSimilarity(text, other)).toBeLessThan(0.5);
      }
    }
  });
});
