import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../testing/render';
import { TrendChart } from './TrendChart';
import { trendDemoEn, trendDemoHu } from './trend-fixtures';

afterEach(cleanup);

// Drawn in the font the page really gets (no story's pinned font): each line's end label — its name, value and change,
// the engagement index's in bold — ends inside the chart at every phone width, shortened with "…" where it must
// (docs/graphs.md "Trends"). An estimate per character let "Engagement i… 46% ▼ 14" run past the right edge.
describe('the trend chart’s end labels end inside the chart on a phone', () => {
  for (const [language, data] of [
    ['en', trendDemoEn],
    ['hu', trendDemoHu],
  ] as const) {
    for (const width of [300, 330, 360, 390]) {
      it(`${language} at ${width} px`, async () => {
        renderWidget(
          <div style={{ inlineSize: width }}>
            <TrendChart data={data} language={language} title="Trends" />
          </div>,
        );
        await vi.waitFor(() => expect(document.querySelectorAll('[data-end-of]')).toHaveLength(10));
        const svg = document.querySelector('svg[data-chart-svg]')!.getBoundingClientRect();
        for (const label of document.querySelectorAll('[data-end-of]'))
          expect(label.getBoundingClientRect().right, label.textContent ?? '').toBeLessThanOrEqual(
            svg.right + 1,
          );
      });
    }
  }
});
