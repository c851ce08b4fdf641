import { describe, expect, it } from 'vitest';
import en from '../i18n/graphs.en.json';
import hu from '../i18n/graphs.hu.json';
import { GRAPH_SLUGS } from '../schemas/graph-query';
import { GRAPH_WARNINGS } from '../schemas/graph-response';
import { graphTitleKey } from './graph-messages';

describe('graph messages (spec 2 §2, §8; style.md §11)', () => {
  it('has the same keys in Hungarian and English', () => {
    expect(Object.keys(hu).sort()).toEqual(Object.keys(en).sort());
  });

  it.each([...GRAPH_SLUGS])('titles %s in both languages', (slug) => {
    const key = graphTitleKey(slug);
    expect(hu[key]).toBeTruthy();
    expect(en[key]).toBeTruthy();
  });

  it.each([...GRAPH_WARNINGS])('translates the warning %s', (key) => {
    expect(hu[key]).toBeTruthy();
    expect(en[key]).toBeTruthy();
  });
});
