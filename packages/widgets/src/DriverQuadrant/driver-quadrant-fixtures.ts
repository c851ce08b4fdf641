import type { GraphResponse } from '@pulzus/core';

/**
 * A `key_drivers` answer as the API gives it (docs/graphs.md "Key drivers"): each topic, then its
 * items; series 0 the score, series 1 the impact; the pay topic's impact withheld (too few answered it).
 */
export const driversData: GraphResponse = {
  graph_data: [
    { name: 'Score', data: [64, 62, 51, 71, 74, 66, 44, 38, 52, 52, 61, 66, 47, 47] },
    {
      name: 'Impact on engagement',
      data: [0.62, 0.58, 0.55, 0.48, 0.41, 0.44, 0.57, 0.6, 0.49, 0.31, 0.28, 0.26, null, null],
      withheld: [
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        true,
        true,
      ],
    },
  ],
  graph_meta: {
    categories: [
      'Leadership',
      'My manager gives useful feedback',
      'Leaders explain their decisions',
      'Teamwork',
      'I can rely on my colleagues',
      'We share what we know',
      'Development',
      'I have a clear career path',
      'I learn new things at work',
      'Working conditions',
      'My tools are good enough',
      'My workload is manageable',
      'Pay',
      'My pay is fair',
    ],
    categories_colors: [
      'blue',
      'blue',
      'blue',
      'green',
      'green',
      'green',
      'orange',
      'orange',
      'orange',
      'purple',
      'purple',
      'purple',
      'red',
      'red',
    ],
    category_parents: [null, 0, 0, null, 3, 3, null, 6, 6, null, 9, 9, null, 12],
    worker_count: 214,
    min_group_size: 5,
  },
  warnings: ['graph-warning-privacy'],
};

/** The same in Hungarian. */
export const driversDataHu: GraphResponse = {
  ...driversData,
  graph_data: [
    { ...driversData.graph_data[0]!, name: 'Eredmény' },
    { ...driversData.graph_data[1]!, name: 'Hatás az elkötelezettségre' },
  ],
  graph_meta: {
    ...driversData.graph_meta,
    categories: [
      'Vezetés és közvetlen felettes',
      'A vezetőm hasznos visszajelzést ad',
      'A vezetők elmagyarázzák döntéseiket',
      'Csapatmunka',
      'Számíthatok a kollégáimra',
      'Megosztjuk egymással a tudásunkat',
      'Fejlődési lehetőségek',
      'Világos előrelépési utam van',
      'A munkám során új dolgokat tanulok',
      'Munkakörülmények',
      'Megfelelőek a munkaeszközeim',
      'A munkaterhelésem kezelhető',
      'Bérezés',
      'A fizetésem igazságos',
    ],
  },
};

/** Every value withheld: a population the privacy rules withhold (docs/privacy.md "Rule 8"). */
export const driversWithheld: GraphResponse = {
  graph_data: driversData.graph_data.map((series) => ({
    name: series.name,
    data: series.data.map(() => null),
    withheld: series.data.map(() => true),
  })),
  graph_meta: { ...driversData.graph_meta, worker_count: null, worker_count_hidden: 'privacy' },
  warnings: ['graph-warning-privacy-neighbour'],
};
