import { describe, expect, it } from 'vitest';
import { CHART_GRAPH_SLUGS } from '../schemas/graph-slugs';
import { warmUpEngine } from './warm-up';

describe('the engine warm-up before a server listens (docs/graphs.md "Cold reads")', () => {
  it('computes every chart graph unfiltered, with a demography filter and with a worker-group filter, none failing', () => {
    // a warm-up that silently answered nothing would leave the first real graph cold again
    expect(warmUpEngine(300)).toEqual({ computed: CHART_GRAPH_SLUGS.length * 3, failed: 0 });
  });
});
