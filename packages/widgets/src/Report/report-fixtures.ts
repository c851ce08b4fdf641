import { graphMessages, type LanguageCode, type ReportData } from '@pulzus/core';
import { graphFixture, LONG_HUNGARIAN_CATEGORIES } from '../fixtures/graph-fixtures';
import { participationFixture } from '../fixtures/participation-fixtures';
import { heatmapDataHu } from '../Heatmap/heatmap-fixtures';

/**
 * A report's data as the server builds it for the stories: the participation table, a column graph,
 * a bar graph with withheld values, the heatmap, and a graph left out of a filtered report.
 */
export function reportFixture(language: LanguageCode = 'hu'): ReportData {
  const texts = graphMessages[language] as Record<string, string>;
  const participation = participationFixture({ seed: 3 });
  return {
    language,
    account_name: 'Példa Gyártó Kft.',
    survey_date: { id: 3, date: '2026-03-01' },
    compare_dates: [{ id: 2, date: '2025-09-01' }],
    generated_at: '2026-04-02T08:30:00.000Z',
    filters: ['Telephely: Debrecen'],
    participation: {
      collectors: participation.collectors,
      demographies: participation.demographies,
      worker_groups: participation.workerGroups,
      explanation: null,
    },
    graphs: [
      {
        slug: 'satisfaction_total',
        title: texts['graph-title-satisfaction_total']!,
        explanation: 'Az elégedettségi index a témakörök kérdéseire adott válaszok átlaga, 0–100 skálán.',
        request: { type: 'satisfaction_total', query: { survey_dates: [3, 2], filters: [] } },
        response: graphFixture({ seed: 5, dates: ['2025. szeptember', '2026. március'] }),
        selection: [],
      },
      {
        slug: 'commitment_detailed',
        title: texts['graph-title-commitment_detailed']!,
        explanation: null,
        request: { type: 'commitment_detailed', query: { survey_dates: [3], filters: [] } },
        response: graphFixture({ seed: 8, categories: LONG_HUNGARIAN_CATEGORIES, withheldRate: 0.3 }),
        selection: [],
      },
      {
        slug: 'heatmap',
        title: texts['graph-title-heatmap']!,
        explanation: null,
        request: {
          type: 'heatmap',
          query: { survey_dates: [3], main_dimension_demography_id: 10, filters: [] },
        },
        response: heatmapDataHu,
        selection: ['Telephely'],
      },
    ],
    skipped: [
      {
        slug: 'commitment_total',
        title: texts['graph-title-commitment_total']!,
        reason: 'report-skipped-filters',
      },
    ],
    texts,
  };
}
