import { CHART_MIN_HEIGHT, GRAPH_PALETTE, TOPIC_COLORS } from '@pulzus/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chartPngBlob, chartSvgMarkup, exportFileName } from '../Chart/chart-export';
import { overlappingLabels } from '../Chart/drawn-labels';
import { chartData } from '../fixtures/chart-story-data';
import { severalSeriesData } from '../fixtures/several-series-data';
import { axeViolations } from '../testing/axe';
import { renderWidget } from '../testing/render';
import { theme } from '../theme/theme';
import { ColumnChart } from './ColumnChart';

describe('column chart (spec 2 §9)', () => {
  it('is 500 px high, the chart minimum, whatever the data', () => {
    const { container } = renderWidget(<ColumnChart data={chartData.multiDate} />);
    expect(container.querySelector('svg[data-chart-svg]')).toHaveAttribute(
      'height',
      String(CHART_MIN_HEIGHT),
    );
  });

  it('colours series with the 11-colour palette in order and lists them in the legend', () => {
    renderWidget(<ColumnChart data={chartData.multiDate} />);
    const sales = screen.getByRole('group', { name: 'Sales' });
    const fills = within(sales)
      .getAllByRole('img')
      .map((bar) => bar.getAttribute('fill'));
    expect(fills).toEqual(GRAPH_PALETTE.slice(0, 3));
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(chartData.multiDate.graph_data.map((s) => s.name));
  });

  it('stacks negative/middle/positive per date, each stack adding up to 100 %', () => {
    renderWidget(<ColumnChart data={chartData.stacked} language="en" />);
    const group = screen.getByRole('group', { name: 'Sales' });
    const bars = within(group).getAllByRole('img');
    expect(bars).toHaveLength(chartData.stacked.graph_data.length);
    expect(bars.slice(0, 3).map((b) => b.getAttribute('fill'))).toEqual([
      theme.colors.negative,
      theme.colors.middle,
      theme.colors.positive,
    ]);
    const heights = bars.slice(0, 3).map((b) => Number(b.getAttribute('height')));
    const plotHeight = heights.reduce((a, b) => a + b, 0);
    const valueAxis = container100(group);
    expect(plotHeight).toBeCloseTo(valueAxis, 0);
  });

  it('colours one series by category with the topic colours of categories_colors', () => {
    renderWidget(<ColumnChart data={chartData.topicColors} />);
    const bar = within(screen.getByRole('group', { name: 'Vezetés' })).getByRole('img');
    expect(bar).toHaveAttribute('fill', TOPIC_COLORS.orange);
    const index = within(screen.getByRole('group', { name: 'Elégedettségi index' })).getByRole('img');
    expect(index).toHaveAttribute('fill', GRAPH_PALETTE[0]);
  });

  it('shows Hungarian texts and percentages', async () => {
    const user = userEvent.setup();
    renderWidget(<ColumnChart data={chartData.withheld} language="hu" />);
    expect(screen.getAllByRole('img', { name: /Adatvédelmi okból rejtve/ }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Adattábla megjelenítése' }));
    expect(screen.getByRole('button', { name: 'Adattábla elrejtése' })).toBeVisible();
  });

  it('exports a standalone SVG with title and legend', () => {
    const { container } = renderWidget(
      <ColumnChart data={chartData.multiDate} title="Elkötelezettségi index" />,
    );
    const root = container.querySelector('[data-component="Pulzus.ColumnChart"]')!;
    const markup = chartSvgMarkup(root, 'Elkötelezettségi index');
    const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.textContent).toContain('Elkötelezettségi index');
    for (const series of chartData.multiDate.graph_data) expect(markup).toContain(series.name);
    expect(doc.querySelectorAll('[tabindex]')).toHaveLength(0);
    expect(exportFileName('Elkötelezettségi index', 'png')).toBe('elkotelezettsegi-index.png');
  });

  it('exports a PNG through a canvas at twice the size', async () => {
    const { container } = renderWidget(<ColumnChart data={chartData.single} title="Index" />);
    const root = container.querySelector('[data-component="Pulzus.ColumnChart"]')!;
    const blob = await chartPngBlob(root, 'Index');
    expect(blob.type).toBe('image/png');
    const bitmap = await createImageBitmap(blob);
    const svgWidth = Number(root.querySelector('svg[data-chart-svg]')!.getAttribute('width'));
    expect(bitmap.width).toBe(svgWidth * 2);
  });

  it('has no axe violations', async () => {
    const { container } = renderWidget(<ColumnChart data={chartData.stacked} title="Engagement" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

/** The px height of the 0–100 % axis: the chart's hover area spans it. */
function container100(group: HTMLElement): number {
  return Number(group.closest('svg')!.querySelector('[data-chart-hover-area]')!.getAttribute('height'));
}

describe('several series stay readable (issue: charts that stay readable with several series)', () => {
  it('draws no two value labels over each other with three close dates, also 360 px wide', () => {
    for (const width of [1000, 360]) {
      const { container, unmount } = renderWidget(
        <div style={{ width }}>
          <ColumnChart data={severalSeriesData.satisfactionTotal} language="hu" />
        </div>,
      );
      expect(overlappingLabels(container)).toEqual([]);
      // wide, the values are labelled; at 360 px a label that would not keep to its column's lane is left out (its
      // value stays in the tooltip and the table, docs/graphs.md "Value labels")
      if (width === 1000)
        expect(container.querySelectorAll('[data-chart-labels] text').length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('keeps neighbouring wrapped category labels apart', () => {
    const { container } = renderWidget(
      <div style={{ width: 1000 }}>
        <ColumnChart data={severalSeriesData.satisfactionTotal} language="hu" />
      </div>,
    );
    const labels = [...container.querySelectorAll<SVGTextElement>('[data-chart-axes] g text')];
    expect(labels.some((t) => t.hasAttribute('transform'))).toBe(false);
    const boxes = labels.map((t) => t.getBoundingClientRect());
    boxes.slice(1).forEach((box, i) => {
      expect(box.left).toBeGreaterThan(boxes[i]!.right);
    });
  });
});
