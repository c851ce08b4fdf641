import { readFileSync } from 'node:fs';
import { CHART_GRAPH_SLUGS } from '@pulzus/core';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the widgets README names every graph Graph draws', () => {
  it('lists each of core’s CHART_GRAPH_SLUGS, and their number', () => {
    const sentence = readme.match(/`slug` is one of core's (\d+) `CHART_GRAPH_SLUGS` \(([^)]*)\)/);
    expect(sentence, 'README "Graph": the sentence listing the slugs').not.toBeNull();
    const listed = [...sentence![2]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual([...CHART_GRAPH_SLUGS]);
    expect(Number(sentence![1])).toBe(CHART_GRAPH_SLUGS.length);
  });
});
