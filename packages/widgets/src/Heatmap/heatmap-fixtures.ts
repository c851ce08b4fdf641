import type { GraphResponse } from '@pulzus/core';

/** A heatmap answer as the API gives it: the company row, then one row per department (docs/graphs.md "Heatmap"). */
export const heatmapData: GraphResponse = {
  graph_data: [
    { name: 'Total', data: [64, 58, 61, 55, 59] },
    { name: 'Sales', data: [71, 66, 70, 62, 64] },
    { name: 'Finance', data: [52, 49, null, 47, 50], withheld: [false, false, true, false, false] },
    { name: 'IT', data: [64, 60, 58, 63, 61] },
    { name: 'Logistics', data: [null, null, null, null, null], withheld: [true, true, true, true, true] },
  ],
  graph_meta: {
    categories: ['Engagement index', 'Satisfaction index', 'Leadership', 'Teamwork', 'Development'],
    categories_colors: [null, null, 'blue', 'green', 'orange'],
    worker_count: 214,
    min_group_size: 5,
  },
  warnings: ['graph-warning-privacy'],
};

/** The same in Hungarian, with long topic names. */
export const heatmapDataHu: GraphResponse = {
  ...heatmapData,
  graph_data: heatmapData.graph_data.map((series, i) => ({
    ...series,
    name: ['Összesen', 'Értékesítés', 'Pénzügy', 'Informatika', 'Logisztika'][i]!,
  })),
  graph_meta: {
    ...heatmapData.graph_meta,
    categories: [
      'Elkötelezettségi index',
      'Elégedettségi index',
      'Vezetés és közvetlen felettes',
      'Csapatmunka',
      'Fejlődési lehetőségek',
    ],
  },
};
