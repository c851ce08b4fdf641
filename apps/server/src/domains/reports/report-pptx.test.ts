import { type GraphResponse, graphMessages } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { graphTableRows } from './report-pptx';

const response: GraphResponse = {
  graph_data: [
    {
      name: '2025. március',
      data: [null, null, null, 64, null],
      withheld: [true, true, true, false, false],
      withheld_reasons: ['fewer-than-k', 'protects-smaller', 'combination', null, null],
    },
  ],
  graph_meta: {
    categories: ['Budapest', 'Debrecen', 'Szeged', 'Pécs', 'Győr'],
    categories_colors: [],
    worker_count: 90,
    min_group_size: 6,
  },
  warnings: ['graph-warning-privacy'],
};

describe('docs/privacy.md "Reasons": the slides say why each value is hidden', () => {
  it('a withheld value reads its reason with the k it names, a value not asked a dash, in hu and en', () => {
    for (const [language, words] of [
      [
        'hu',
        [
          'Rejtve: kevesebb mint 6 fő válaszolt',
          'Rejtve egy kisebb csoport védelmében',
          'Rejtve: túl sok szűrés együtt',
        ],
      ],
      [
        'en',
        [
          'Hidden: fewer than 6 people answered',
          'Hidden to protect a smaller group',
          'Hidden: too many filters combined',
        ],
      ],
    ] as const) {
      const texts: Record<string, string> = graphMessages[language];
      const rows = graphTableRows(response, language, 'total', (key) => texts[key] ?? key);
      expect(rows.slice(1).map((row) => row[1]!.text)).toEqual([...words, '64%', '–']);
    }
  });
});
