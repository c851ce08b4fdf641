import { changeMeaningful, type GraphResponse, type TopicColorName } from '@pulzus/core';

interface TrendFixture {
  /** The date labels, oldest first. */
  readonly dates: readonly string[];
  /** Each date's respondent count (the change is judged with them). */
  readonly respondents: readonly number[];
  /** The lines: name, topic colour and one value per date (null: withheld; undefined: not asked). */
  readonly lines: readonly {
    readonly name: string;
    readonly color: TopicColorName | null;
    readonly values: readonly (number | null | undefined)[];
  }[];
}

/** A trends response as the engine builds it (docs/graphs.md "Trends"): one series per date, the change on later ones. */
export function trendResponse({ dates, respondents, lines }: TrendFixture): GraphResponse {
  const graph_data = dates.map((name, d) => {
    const data = lines.map((l) => l.values[d] ?? null);
    // explicit wherever a value is null, so a value not asked is told from a withheld one
    const withheld = lines.map((l) => l.values[d] === null);
    const flags = data.includes(null) ? { withheld } : {};
    if (d === 0) return { name, data, ...flags };
    const pairs = lines.map((l) => [l.values[d - 1] ?? null, l.values[d] ?? null] as const);
    return {
      name,
      data,
      ...flags,
      change: pairs.map(([a, b]) => (a === null || b === null ? null : b - a)),
      change_meaningful: pairs.map(([a, b]) =>
        a === null || b === null ? null : changeMeaningful(a, b, respondents[d - 1]!, respondents[d]!),
      ),
    };
  });
  return {
    graph_data,
    graph_meta: {
      categories: lines.map((l) => l.name),
      categories_colors: lines.map((l) => l.color),
      worker_count: respondents.at(-1) ?? null,
      min_group_size: 5,
    },
    warnings: graph_data.some((s) => s.withheld?.includes(true)) ? ['graph-warning-privacy'] : [],
  };
}

/** Four dates of a company of about 400: engagement up 10 points at the end (meaningful), the rest small moves. */
export const trendData = trendResponse({
  dates: ['March 2023', 'September 2023', 'March 2024', 'September 2024'],
  respondents: [380, 402, 395, 410],
  lines: [
    { name: 'Engagement index', color: null, values: [61, 63, 62, 72] },
    { name: 'Satisfaction index', color: null, values: [55, 56, 58, 57] },
    { name: 'Team', color: 'blue', values: [68, 70, 69, 71] },
    { name: 'Leadership', color: 'orange', values: [49, 47, 52, 53] },
    { name: 'Pay and benefits', color: 'green', values: [38, 40, 35, 36] },
  ],
});

/** Nine half-yearly dates, Hungarian names. */
export const trendManyDatesHu = trendResponse({
  dates: [
    '2020. március',
    '2020. szeptember',
    '2021. március',
    '2021. szeptember',
    '2022. március',
    '2022. szeptember',
    '2023. március',
    '2023. szeptember',
    '2024. március',
  ],
  respondents: [210, 224, 230, 251, 248, 262, 270, 281, 290],
  lines: [
    { name: 'Elkötelezettségi index', color: null, values: [58, 60, 57, 61, 64, 63, 66, 65, 70] },
    { name: 'Elégedettségi index', color: null, values: [52, 51, 54, 55, 55, 58, 57, 59, 60] },
    { name: 'Csapatmunka és együttműködés', color: 'blue', values: [66, 67, 69, 68, 71, 70, 72, 74, 73] },
    {
      name: 'Vezetői támogatás és visszajelzés a mindennapi munkában',
      color: 'purple',
      values: [44, 46, 45, 50, 49, 53, 52, 55, 58],
    },
    { name: 'Bérezés és juttatások', color: 'green', values: [35, 33, 36, 38, 37, 36, 40, 41, 39] },
  ],
});

/** A small filtered population: the last date below k (withheld) and a topic not asked on the first date. */
export const trendWithheldData = trendResponse({
  dates: ['March 2023', 'September 2023', 'March 2024', 'September 2024'],
  respondents: [14, 12, 11, 4],
  lines: [
    { name: 'Engagement index', color: null, values: [57, 64, null, null] },
    { name: 'Satisfaction index', color: null, values: [50, 55, 48, null] },
    { name: 'Team', color: 'blue', values: [undefined, 62, 58, null] },
    { name: 'Leadership', color: 'orange', values: [43, null, 47, null] },
  ],
});

/** One survey date: points, no lines and no change. */
export const trendOneDate = trendResponse({
  dates: ['September 2024'],
  respondents: [410],
  lines: trendData.graph_meta.categories.map((name, c) => ({
    name,
    color: trendData.graph_meta.categories_colors[c] ?? null,
    values: [trendData.graph_data.at(-1)!.data[c]],
  })),
});

/** The demo tenant's two indexes and eight topics in both languages, their values over three dates. */
const DEMO_LINES: readonly {
  readonly hu: string;
  readonly en: string;
  readonly color: TopicColorName | null;
  readonly values: readonly number[];
}[] = [
  { hu: 'Elkötelezettségi index', en: 'Engagement index', color: null, values: [58, 60, 71] },
  { hu: 'Elégedettségi index', en: 'Satisfaction index', color: null, values: [52, 54, 55] },
  { hu: 'Vezetés', en: 'Leadership', color: 'blue', values: [55, 57, 58] },
  { hu: 'Csapat és együttműködés', en: 'Team and collaboration', color: 'light_blue', values: [68, 70, 71] },
  { hu: 'Javadalmazás és juttatások', en: 'Pay and benefits', color: 'orange', values: [35, 37, 38] },
  { hu: 'Fejlődés és karrier', en: 'Development and career', color: 'purple', values: [46, 47, 49] },
  {
    hu: 'Kommunikáció és információáramlás',
    en: 'Communication and information flow',
    color: 'mint_green',
    values: [50, 51, 52],
  },
  { hu: 'Munkaterhelés és egyensúly', en: 'Workload and balance', color: 'yellow', values: [45, 43, 44] },
  { hu: 'Munkakörülmények', en: 'Working conditions', color: 'green', values: [63, 64, 66] },
  { hu: 'Elismerés', en: 'Recognition', color: 'light_green', values: [44, 46, 47] },
];

/**
 * The demo tenant's lines (Hungarian): the two indexes and eight topics over three dates, several close together
 * at the end, as the issue of nine look-alike lines showed them.
 */
export const trendDemoHu = trendResponse({
  dates: ['2023. március', '2024. március', '2025. március'],
  respondents: [250, 262, 270],
  lines: DEMO_LINES.map(({ hu, color, values }) => ({ name: hu, color, values })),
});

/**
 * The demo tenant's lines in English, with the engagement index down 14 points at the end: its bold label with the
 * "▼ 14" is the widest end label a phone draws.
 */
export const trendDemoEn = trendResponse({
  dates: ['March 2023', 'March 2024', 'March 2025'],
  respondents: [250, 262, 270],
  lines: DEMO_LINES.map(({ en, color, values }, i) => ({
    name: en,
    color,
    values: i === 0 ? [58, 60, 46] : values,
  })),
});
