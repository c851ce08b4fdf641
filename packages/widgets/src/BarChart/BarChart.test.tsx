import { BUILTIN_TEXTS, barChartHeight } from '@pulzus/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { overlappingLabels } from '../Chart/drawn-labels';
import { chartData } from '../fixtures/chart-story-data';
import { severalSeriesData, TOTAL_TOPIC_NAMES } from '../fixtures/several-series-data';
import { manyCategoriesFixture } from '../fixtures/graph-fixtures';
import { axeViolations } from '../testing/axe';
import { createTextsTranslator, TranslatorContext } from '../session/translator';
import { renderWidget } from '../testing/render';
import { BarChart } from './BarChart';

const svgOf = (container: HTMLElement) => container.querySelector('svg[data-chart-svg]')!;

describe('bar chart keyboard and tooltips (spec 2 §2 "Graph page", style.md §18)', () => {
  it('Tab reaches the first category, arrows/Home/End move focus and the tooltip follows', async () => {
    const user = userEvent.setup();
    renderWidget(<BarChart data={chartData.single} title="Engagement" exportable={false} />);
    await user.tab(); // the data table toggle
    await user.tab();
    const sales = screen.getByRole('group', { name: 'Sales' });
    expect(sales).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Sales');
    expect(sales).toHaveAttribute('aria-describedby', tooltip.id);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('group', { name: 'Finance' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Finance');
    await user.keyboard('{End}');
    expect(screen.getByRole('group', { name: 'Production' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(sales).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(sales).toHaveFocus();
  });

  it('only one category is a tab stop, and Tab leaves the chart', async () => {
    const user = userEvent.setup();
    renderWidget(
      <>
        <BarChart data={chartData.single} exportable={false} />
        <button type="button">after</button>
      </>,
    );
    const tabStops = screen.getAllByRole('group').filter((g) => g.getAttribute('tabindex') === '0');
    expect(tabStops).toHaveLength(1);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('Escape closes the tooltip and focus stays on the category', async () => {
    const user = userEvent.setup();
    renderWidget(<BarChart data={chartData.single} exportable={false} />);
    screen.getByRole('group', { name: 'IT' }).focus();
    expect(await screen.findByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('group', { name: 'IT' })).toHaveFocus();
  });

  it('hovering a category opens its tooltip with every series value', async () => {
    const user = userEvent.setup();
    renderWidget(<BarChart data={chartData.multiDate} />);
    await user.hover(within(screen.getByRole('group', { name: 'Logistics' })).getAllByRole('img')[0]!);
    const tooltip = await screen.findByRole('tooltip');
    for (const series of chartData.multiDate.graph_data) {
      const value = series.data[3]!;
      expect(tooltip).toHaveTextContent(`${series.name}${value}%`);
    }
  });

  it('the pointer beside the bars, between or past them, opens the tooltip of the category in that row', async () => {
    const { container } = renderWidget(<BarChart data={chartData.multiDate} />);
    const area = container.querySelector('[data-chart-hover-area]')!;
    const box = area.getBoundingClientRect();
    const rows = chartData.multiDate.graph_meta.categories.length;
    // the far right of the fourth row, past every bar of Logistics
    area.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: box.right - 2,
        clientY: box.top + (3.5 / rows) * box.height,
      }),
    );
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Logistics');
    expect(screen.getByRole('group', { name: 'Logistics' })).toHaveAttribute('data-active');
  });
});

describe("chart texts (spec 2 §2 Translations: an account's own wording)", () => {
  const accountTexts = createTextsTranslator(
    { ...BUILTIN_TEXTS.en, 'chart-show-table': 'Numbers as a table', 'chart-legend': 'Key' },
    'en',
  );

  it('come from a surrounding translator of the chart language, so uploaded translations show', () => {
    renderWidget(
      <TranslatorContext.Provider value={accountTexts}>
        <BarChart data={chartData.multiDate} language="en" exportable={false} />
      </TranslatorContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Numbers as a table' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Key' })).toBeVisible();
  });

  it("stay the built-in ones when the translator speaks another language, and a prop's text wins", () => {
    renderWidget(
      <TranslatorContext.Provider value={accountTexts}>
        <BarChart
          data={chartData.multiDate}
          language="hu"
          exportable={false}
          messages={{ legend: 'Jelmagyarázat (saját)' }}
        />
      </TranslatorContext.Provider>,
    );
    expect(screen.getByRole('button', { name: BUILTIN_TEXTS.hu['chart-show-table'] })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Jelmagyarázat (saját)' })).toBeVisible();
  });
});

describe('withheld values (graphs.md "Privacy")', () => {
  it('draws a labelled "hidden for privacy" mark for every null value', () => {
    renderWidget(<BarChart data={chartData.withheld} />);
    const nulls = chartData.withheld.graph_data.flatMap((s) => s.data.filter((v) => v === null));
    expect(nulls.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: /: Hidden for privacy$/ })).toHaveLength(nulls.length);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Hidden for privacy');
  });

  it('names the date of a withheld value inside its category', () => {
    renderWidget(<BarChart data={chartData.withheld} />);
    chartData.withheld.graph_meta.categories.forEach((category, c) => {
      const group = screen.getByRole('group', { name: category });
      for (const series of chartData.withheld.graph_data) {
        const name =
          series.data[c] === null
            ? `${series.name}: Hidden for privacy`
            : `${series.name}: ${series.data[c]}%`;
        expect(within(group).getByRole('img', { name })).toBeInTheDocument();
      }
    });
  });
});

describe('bar chart height rule (spec 2 §9)', () => {
  it('is 500 px for a small chart', () => {
    const { container } = renderWidget(<BarChart data={chartData.single} />);
    expect(svgOf(container)).toHaveAttribute('height', '500');
  });

  it('is categories × series × 16 + 300 for a big chart', () => {
    const data = manyCategoriesFixture(40, ['2023', '2024']);
    const { container } = renderWidget(<BarChart data={data} />);
    expect(barChartHeight(40, 2)).toBe(40 * 2 * 16 + 300);
    expect(svgOf(container)).toHaveAttribute('height', String(40 * 2 * 16 + 300));
  });
});

describe('data table alternative (style.md §18)', () => {
  it('holds every value, withheld ones as text, and the toggle shows it', async () => {
    const user = userEvent.setup();
    renderWidget(<BarChart data={chartData.withheld} title="Engagement index" />);
    const table = screen.getByRole('table', { name: 'Engagement index' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(chartData.withheld.graph_meta.categories.length + 1);
    const first = chartData.withheld.graph_data.map((s) => s.data[0]);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(first.map((v) => (v === null ? 'Hidden for privacy' : `${v}%`)));
    expect(table).toHaveAttribute('data-state', 'hidden');
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(table).toHaveAttribute('data-state', 'shown');
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('bar chart resizing and states (style.md §15)', () => {
  it('follows its container width', async () => {
    const { container } = renderWidget(
      <div data-testid="box" style={{ width: 600 }}>
        <BarChart data={chartData.single} />
      </div>,
    );
    expect(svgOf(container)).toHaveAttribute('width', '600');
    screen.getByTestId('box').style.width = '320px';
    await waitFor(() => expect(svgOf(container)).toHaveAttribute('width', '320'));
  });

  it('forwards ref, className and DOM props; state is a data attribute', () => {
    let node: HTMLDivElement | null = null;
    renderWidget(
      <BarChart
        ref={(el) => {
          node = el;
        }}
        className="mine"
        id="chart"
        loading
      />,
    );
    expect(node).toHaveAttribute('data-component', 'Pulzus.BarChart');
    expect(node).toHaveClass('mine');
    expect(node).toHaveAttribute('id', 'chart');
    expect(node).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
  });

  it('shows empty and error states', () => {
    renderWidget(<BarChart data={chartData.empty} />);
    expect(screen.getByRole('status')).toHaveTextContent('There is no data to show.');
    renderWidget(<BarChart error="Nope" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
  });

  it('has no axe violations with withheld values', async () => {
    const { container } = renderWidget(<BarChart data={chartData.withheld} title="Engagement" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('several series stay readable (issue: charts that stay readable with several series)', () => {
  it('leaves out the value labels that would overlap; every value stays in the data table and tooltip', async () => {
    const user = userEvent.setup();
    const data = manyCategoriesFixture(60, ['2023', '2024', '2025']);
    const { container } = renderWidget(<BarChart data={data} height={900} title="Ranking" />);
    expect(overlappingLabels(container)).toEqual([]);
    const drawn = container.querySelectorAll('[data-chart-labels] text').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(60 * 3);
    const table = screen.getByRole('table', { name: 'Ranking' });
    expect(within(table).getAllByRole('cell')).toHaveLength(60 * 3);
    await user.hover(within(screen.getByRole('group', { name: 'Unit 30' })).getAllByRole('img')[0]!);
    const tooltip = await screen.findByRole('tooltip');
    for (const series of data.graph_data)
      expect(tooltip).toHaveTextContent(`${series.name}${series.data[29]}%`);
  });

  it('names each date of a stacked distribution beside its bar (commitment_detailed with two dates)', () => {
    const data = severalSeriesData.detailedTwoDates;
    const { container } = renderWidget(<BarChart data={data} language="hu" />);
    const dates = [...container.querySelectorAll('[data-stack-label]')].map((t) => t.textContent);
    const count = data.graph_meta.categories.length;
    expect(dates).toEqual(Array.from({ length: count }, () => ['2023. november', '2024. május']).flat());
    expect(overlappingLabels(container)).toEqual([]);
  });

  it('names the topic colours in the legend when the topics are given (total)', async () => {
    const { container } = renderWidget(
      <BarChart data={severalSeriesData.totalByTopicTwoDates} topicNames={TOTAL_TOPIC_NAMES} title="Total" />,
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    const entries = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['2023. november', '2024. május', 'Elkötelezettség', 'Vezetés', 'Fejlődés']);
    expect(await axeViolations(container)).toEqual([]);
  });

  // docs/graphs.md "Long names": the axis keeps its "…", the tooltip and the data table give the whole statement
  it('shows the full text of a statement cut with "…" on its axis in the tooltip, on pointing at the label', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(
      <div style={{ width: 360 }}>
        <BarChart data={severalSeriesData.longLabels} language="hu" exportable={false} />
      </div>,
    );
    const cut = [...container.querySelectorAll('[data-chart-axes] text')].filter((t) =>
      t.textContent?.includes('…'),
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const label of cut) {
      await user.hover(label);
      const tooltip = await screen.findByRole('tooltip');
      const full = severalSeriesData.longLabels.graph_meta.categories.find((c) =>
        c.startsWith((label.textContent ?? '').replace('…', '').split(' ')[0]!),
      );
      expect(tooltip.querySelector('strong')).toHaveTextContent(full!);
      expect(tooltip.textContent).not.toContain('…');
      await user.unhover(label);
    }
  });

  it('shows the full text of a cut statement in the tooltip on focusing its bars, and in the data table', async () => {
    const user = userEvent.setup();
    renderWidget(
      <div style={{ width: 360 }}>
        <BarChart data={severalSeriesData.longLabels} language="hu" exportable={false} />
      </div>,
    );
    await user.tab(); // the data table toggle
    await user.tab();
    const first = severalSeriesData.longLabels.graph_meta.categories[0]!;
    expect(await screen.findByRole('tooltip')).toHaveTextContent(first);
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table)
      .getAllByRole('rowheader', { hidden: true })
      .map((th) => th.textContent);
    expect(rows).toEqual([...severalSeriesData.longLabels.graph_meta.categories]);
  });
});
