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

/** The demo tenant's eight index topics (tools/provider-sim `statements.ts`), Hungarian and English. */
const DEMO_TOPICS = [
  ['Vezetés', 'Leadership', 'blue'],
  ['Csapat és együttműködés', 'Team and collaboration', 'green'],
  ['Javadalmazás és juttatások', 'Pay and benefits', 'orange'],
  ['Fejlődés és karrier', 'Growth and career', 'purple'],
  ['Kommunikáció és információáramlás', 'Communication and information flow', 'red'],
  ['Munkaterhelés és egyensúly', 'Workload and balance', 'yellow'],
  ['Munkakörülmények', 'Working conditions', 'gray'],
  ['Elismerés', 'Recognition', 'light_blue'],
] as const;
/** Scores and impacts as the demo tenant's look: impacts all within 0.71–0.77, several nearly equal. */
const DEMO_SCORES = [58, 71, 38, 49, 52, 44, 66, 47];
const DEMO_IMPACTS = [0.77, 0.72, 0.74, 0.75, 0.75, 0.71, 0.72, 0.76];
/** Eight statements per topic (64), their scores and impacts spread around their topic's. */
const DEMO_ITEMS_PER_TOPIC = 8;

function demoDrivers(language: 'hu' | 'en', companyScores = false): GraphResponse {
  const categories: string[] = [];
  const colours: GraphResponse['graph_meta']['categories_colors'] = [];
  const parents: (number | null)[] = [];
  const scores: number[] = [];
  const impacts: number[] = [];
  DEMO_TOPICS.forEach(([hu, en, colour], t) => {
    const parent = categories.length;
    categories.push(language === 'hu' ? hu : en);
    colours.push(colour);
    parents.push(null);
    scores.push(DEMO_SCORES[t]!);
    impacts.push(DEMO_IMPACTS[t]!);
    for (let i = 0; i < DEMO_ITEMS_PER_TOPIC; i++) {
      categories.push(language === 'hu' ? `${hu}: ${i + 1}. állítás` : `${en}: statement ${i + 1}`);
      colours.push(colour);
      parents.push(parent);
      scores.push(DEMO_SCORES[t]! + ((i * 7 + t * 3) % 17) - 8);
      impacts.push(Math.round((DEMO_IMPACTS[t]! - 0.12 + ((i * 5 + t) % 9) * 0.02) * 100) / 100);
    }
  });
  return {
    graph_data: [
      { name: language === 'hu' ? 'Eredmény' : 'Score', data: scores },
      { name: language === 'hu' ? 'Hatás az elkötelezettségre' : 'Impact on engagement', data: impacts },
    ],
    graph_meta: {
      categories,
      categories_colors: colours,
      category_parents: parents,
      // a filtered site: the company stands 12 points higher on everything
      ...(companyScores ? { company_scores: scores.map((s) => Math.min(100, s + 12)) } : {}),
      worker_count: companyScores ? 61 : 270,
      min_group_size: 5,
    },
    warnings: [],
  };
}

/** The demo tenant's key drivers, in Hungarian and English (every impact between 0.71 and 0.77). */
export const driversDemoHu = demoDrivers('hu');
export const driversDemoEn = demoDrivers('en');
/** A site of the demo tenant: its scores with the company's beside them (`graph_meta.company_scores`). */
export const driversDemoFiltered = demoDrivers('en', true);
