import { describe, expect, it, vi } from 'vitest';
import type { GraphResponse } from '../schemas/graph-response';
import { executeGraphQuery } from './execute-graph-query';
import { graphQuery } from './graph-query-builder';

const answer: GraphResponse = {
  graph_data: [{ name: '2024. május', data: [50, null] }],
  graph_meta: { categories: ['A', 'Összesen'], categories_colors: [], worker_count: 12 },
  warnings: ['graph-warning-privacy'],
};

describe('executing a compiled graph query (style.md §8, spec 2 §5, §7)', () => {
  it('sends the compiled body and resolves with the answer', async () => {
    const send = vi.fn(async () => answer);
    const request = graphQuery('commitment_total').dates([3]).compile();
    await expect(executeGraphQuery(request, send)).resolves.toEqual(answer);
    expect(send).toHaveBeenCalledWith(request);
  });

  it('sends nothing when the query did not compile', async () => {
    const send = vi.fn(async () => answer);
    await expect(executeGraphQuery(graphQuery('total').compile(), send)).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves checking the answer to the transport', async () => {
    const request = graphQuery('total').dates([3]).compile();
    const unchecked = { graph_data: 'x' } as unknown as GraphResponse;
    await expect(executeGraphQuery(request, async () => unchecked)).resolves.toBe(unchecked);
  });
});
