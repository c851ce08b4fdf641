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

/**
 * Rows by unit (docs/graphs.md "Heatmap"): two worker groups share a site, so their units carry the group's name;
 * a topic a unit's worker group was not asked is empty (–), not withheld.
 */
export const heatmapUnitsData: GraphResponse = {
  graph_data: [
    { name: 'Total', data: [55, 60, 53, 80] },
    { name: 'Budapest (Office)', data: [70, 50, 50, null] },
    { name: 'Debrecen', data: [50, 60, 60, null] },
    { name: 'Budapest (Plant)', data: [30, 80, null, 80] },
  ],
  graph_meta: {
    categories: ['Engagement index', 'Satisfaction index', 'Team', 'Safety'],
    categories_colors: [null, null, 'blue', 'green'],
    worker_count: 40,
    min_group_size: 5,
  },
  warnings: [],
};

/**
 * The demo tenant's default heatmap (Hungarian): the company and five sites × the two indexes and eight topics — the
 * ten columns that did not fit a 1440 px screen's 856 px column with roomy headers.
 */
export const heatmapDemoHu: GraphResponse = {
  graph_data: [
    { name: 'Összesen', data: [62, 54, 58, 71, 38, 49, 52, 44, 66, 47] },
    { name: 'Budapest', data: [66, 57, 61, 74, 41, 52, 55, 47, 69, 50] },
    { name: 'Debrecen', data: [58, 51, 55, 69, 35, 46, 49, 41, 62, 44] },
    { name: 'Győr', data: [62, 54, 60, 70, 36, 50, 52, 45, 67, 46] },
    { name: 'Pécs', data: [55, 49, 52, 66, 33, 45, 47, 40, 60, 42] },
    { name: 'Szeged', data: [64, 56, 59, 73, 39, 51, 54, 46, 68, 49] },
  ],
  graph_meta: {
    categories: [
      'Elkötelezettségi index',
      'Elégedettségi index',
      'Vezetés',
      'Csapat és együttműködés',
      'Javadalmazás és juttatások',
      'Fejlődés és karrier',
      'Kommunikáció és információáramlás',
      'Munkaterhelés és egyensúly',
      'Munkakörülmények',
      'Elismerés',
    ],
    categories_colors: [
      null,
      null,
      'blue',
      'light_blue',
      'orange',
      'purple',
      'mint_green',
      'yellow',
      'green',
      'red',
    ],
    worker_count: 270,
    min_group_size: 5,
  },
  warnings: [],
};
