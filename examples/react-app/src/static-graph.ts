import type { GraphResponse } from '@pulzus/core';

/** A `POST graph/data` answer written by hand: BarChart draws it without a server. */
export const STATIC_GRAPH: GraphResponse = {
  graph_data: [
    { name: '2025 May', data: [72, 48, null] },
    { name: '2025 November', data: [75, 52, 61] },
  ],
  graph_meta: {
    categories: ['Sales', 'Finance', 'Logistics'],
    categories_colors: [],
    worker_count: 120,
  },
  warnings: [],
};
