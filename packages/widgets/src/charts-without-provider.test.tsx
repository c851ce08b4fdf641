import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BarChart } from './BarChart/BarChart';
import { drawnLabels, overlappingLabels } from './Chart/drawn-labels';
import { ColumnChart } from './ColumnChart/ColumnChart';
import { DriverQuadrant } from './DriverQuadrant/DriverQuadrant';
import { driversData } from './DriverQuadrant/driver-quadrant-fixtures';
import { chartData } from './fixtures/chart-story-data';
import { Heatmap } from './Heatmap/Heatmap';
import { heatmapData } from './Heatmap/heatmap-fixtures';
import { TrendChart } from './TrendChart/TrendChart';
import { trendData } from './TrendChart/trend-fixtures';

// Testing Library's render with no wrapper at all (not testing/render.tsx, which adds the theme)
afterEach(cleanup);

/** The default theme's text colour and font, as the browser computes them. */
const TEXT_COLOUR = 'rgb(31, 36, 48)';
const THEME_FONT = /Inter/;

/** Errors React reports while rendering (a throwing chart leaves a blank page and one of these). */
function collectErrors(): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
  window.addEventListener('error', onError);
  return { errors, stop: () => window.removeEventListener('error', onError) };
}

describe('charts draw with no provider at all (packages/widgets/README.md "BarChart and ColumnChart")', () => {
  it("the README's plain example, run as a consumer's module, draws both charts with readable labels", async () => {
    // the whole of both charts in the screenshot (the runner's default viewport is a phone's)
    await page.viewport(800, 1200);
    const host = document.createElement('div');
    host.id = 'charts';
    host.style.inlineSize = '720px';
    document.body.append(host);
    const { errors, stop } = collectErrors();
    try {
      // the README's code block itself (src/readme-examples.test.ts keeps the two equal)
      await import('../examples/plain-charts');
      await expect.poll(() => host.querySelectorAll('svg[data-chart-svg]').length).toBe(2);

      const charts = [...host.querySelectorAll<HTMLElement>('[data-component]')];
      expect(charts.map((chart) => chart.dataset.component)).toEqual([
        'Pulzus.BarChart',
        'Pulzus.ColumnChart',
      ]);
      for (const chart of charts) {
        expect(chart).toHaveAttribute('data-state', 'ready');
        // the default theme's styles reached the frame: its font and text colour
        expect(getComputedStyle(chart).fontFamily).toMatch(THEME_FONT);
        expect(getComputedStyle(chart).color).toBe(TEXT_COLOUR);
        // one bar in each category, sized
        for (const category of ['Sales', 'Finance']) {
          const group = within(chart).getByRole('group', { name: category });
          const bar = within(group).getByRole('img', { name: /^2024 May: \d+\s?%$/ });
          const box = (bar as unknown as SVGRectElement).getBBox();
          expect(box.width * box.height).toBeGreaterThan(0);
        }
        // category names and value labels: drawn, measured, apart, in the theme's text colour
        const categoryTexts = [...chart.querySelectorAll('[data-chart-axes] text')].map((t) => t.textContent);
        expect(categoryTexts).toEqual(expect.arrayContaining(['Sales', 'Finance']));
        const labels = drawnLabels(chart);
        expect(labels.map((l) => l.text.replace(/\s/g, ''))).toEqual(expect.arrayContaining(['72%', '48%']));
        for (const { box } of labels) expect(box.width * box.height).toBeGreaterThan(0);
        expect(overlappingLabels(chart)).toEqual([]);
        const label = chart.querySelector<SVGTextElement>('[data-chart-labels] text')!;
        expect(getComputedStyle(label).fill).toBe(TEXT_COLOUR);
      }
      expect(errors).toEqual([]);
      await page.screenshot({
        element: host,
        path: '../../../test-results/screenshots/packages/widgets/charts-without-provider/readme-plain-charts.png',
      });
    } finally {
      stop();
      host.remove();
    }
  });

  it('every chart draws each state, and its tooltip and data table, with no provider', async () => {
    const user = userEvent.setup();
    const { errors, stop } = collectErrors();
    try {
      const charts = [BarChart, ColumnChart, TrendChart, Heatmap, DriverQuadrant];
      const states = [{ loading: true }, { error: true }, {}];
      render(
        charts.flatMap((Chart) =>
          states.map((state) => <Chart key={`${Chart.name}-${Object.keys(state)}`} data={null} {...state} />),
        ),
      );
      const frames = [...document.querySelectorAll<HTMLElement>('[data-component]')];
      expect(frames.map((frame) => frame.dataset.state)).toEqual(
        Array.from({ length: 5 }, () => ['loading', 'error', 'empty']).flat(),
      );
      for (const frame of frames) expect(getComputedStyle(frame).fontFamily).toMatch(THEME_FONT);
      expect(screen.getAllByRole('alert')).toHaveLength(5);
      cleanup();

      render(
        <>
          <BarChart data={chartData.single} title="Bars" />
          <TrendChart data={trendData} />
          <Heatmap data={heatmapData} />
          <DriverQuadrant data={driversData} defaultView="topics" />
        </>,
      );
      const bars = screen.getByRole('group', { name: 'Bars' }).closest<HTMLElement>('[data-component]')!;
      within(bars).getByRole('group', { name: 'Sales' }).focus();
      expect(getComputedStyle(await screen.findByRole('tooltip')).backgroundColor).toBe('rgb(255, 255, 255)');
      await user.click(within(bars).getByRole('button', { name: 'Show data table' }));
      expect(within(bars).getByRole('table')).toBeVisible();

      screen.getAllByRole('img', { name: /^Engagement index, March 2023/ })[0]!.focus();
      // the previous chart's tooltip closes as focus leaves it
      await expect.poll(() => screen.queryByRole('tooltip')?.textContent).toContain('Engagement index');
      expect(getComputedStyle(screen.getByRole('tooltip')).fontFamily).toMatch(THEME_FONT);
      screen.getByRole('group', { name: /^Leadership: Score/ }).focus();
      // the previous chart's tooltip closes as focus leaves it
      await expect.poll(() => screen.queryByRole('tooltip')?.textContent).toContain('Leadership');
      expect(getComputedStyle(screen.getByRole('tooltip')).fontFamily).toMatch(THEME_FONT);
      expect(screen.getByRole('grid')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });

  it('a ThemeProvider alone (no PulzusProvider) changes what it names and leaves the rest the default', async () => {
    render(
      // a partial theme, as README.md "Theming" gives one (the repository's DefaultTheme is the full one)
      <ThemeProvider theme={{ colors: { primary: 'rgb(122, 31, 162)' } } as never}>
        <BarChart data={chartData.single} title="Bars" />
      </ThemeProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Show data table' });
    expect(getComputedStyle(button).color).toBe('rgb(122, 31, 162)');
    const frame = button.closest<HTMLElement>('[data-component]')!;
    expect(getComputedStyle(frame).fontFamily).toMatch(THEME_FONT);
    expect(getComputedStyle(frame).color).toBe(TEXT_COLOUR);
    expect(frame.querySelectorAll('[data-chart-bars] rect[data-series]').length).toBeGreaterThan(0);
  });
});
