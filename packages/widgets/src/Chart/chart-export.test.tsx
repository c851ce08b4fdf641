import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartData } from '../fixtures/chart-story-data';
import { BarChart } from '../BarChart/BarChart';
import { DriverQuadrant } from '../DriverQuadrant/DriverQuadrant';
import { driversData } from '../DriverQuadrant/driver-quadrant-fixtures';
import { Heatmap } from '../Heatmap/Heatmap';
import { heatmapData } from '../Heatmap/heatmap-fixtures';
import { renderWidget } from '../testing/render';
import { TrendChart } from '../TrendChart/TrendChart';
import { trendData } from '../TrendChart/trend-fixtures';

afterEach(() => vi.restoreAllMocks());

/** Clicks the toolbar's download button and returns the file the chart saves, its name and its content. */
async function download(chart: ReactElement, button: 'Download SVG' | 'Download PNG') {
  const saved: { name: string; blob: Blob }[] = [];
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', blob: blob as Blob });
    return 'blob:chart';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
  renderWidget(chart);
  // the drawing waits for the box's width
  await vi.waitFor(() =>
    expect(document.querySelector('svg[data-chart-svg], table[data-chart-grid]')).not.toBeNull(),
  );
  await userEvent.click(await screen.findByRole('button', { name: button }));
  // the exporter's chunk loads and a PNG encodes through a canvas: seconds on a loaded machine
  await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled(), { timeout: 10_000 });
  await vi.waitFor(() => expect(saved.at(-1)?.name).not.toBe(''), { timeout: 10_000 });
  return saved.at(-1)!;
}

/** The saved SVG, parsed. */
async function svgOf(chart: ReactElement) {
  const file = await download(chart, 'Download SVG');
  const doc = new DOMParser().parseFromString(await file.blob.text(), 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return { name: file.name, doc };
}

// every chart downloads through the shell's toolbar (ChartToolbar.tsx, chart-export.ts)
describe('chart export through the shell', () => {
  it('the bar chart saves its bars, title and legend', async () => {
    const { name, doc } = await svgOf(<BarChart data={chartData.multiDate} title="Engagement" />);
    expect(name).toBe('engagement.svg');
    expect(doc.querySelectorAll('[data-series]').length).toBeGreaterThan(0);
    for (const series of chartData.multiDate.graph_data)
      expect(doc.documentElement.textContent).toContain(series.name);
  });

  it('the trend chart saves its lines with their colours, title and legend', async () => {
    const { name, doc } = await svgOf(<TrendChart data={trendData} title="Trends 2024" />);
    expect(name).toBe('trends-2024.svg');
    const text = doc.documentElement.textContent ?? '';
    expect(text).toContain('Trends 2024');
    const lines = [...doc.querySelectorAll<SVGPathElement>('path[data-line]')];
    expect(lines).toHaveLength(trendData.graph_meta.categories.length);
    // the stylesheet's look travels with the file: a line is stroked, not filled
    for (const line of lines) {
      expect(line.style.fill).toBe('none');
      expect(line.style.stroke).not.toBe('none');
    }
    for (const line of trendData.graph_meta.categories) expect(text).toContain(line);
    expect(doc.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('the key drivers save their quadrant, title and topic legend', async () => {
    const { name, doc } = await svgOf(
      <DriverQuadrant data={driversData} title="Key drivers" defaultView="topics" />,
    );
    expect(name).toBe('key-drivers.svg');
    expect(doc.querySelectorAll('[data-point]').length).toBeGreaterThan(0);
    expect(doc.documentElement.textContent).toContain('Key drivers');
    expect(doc.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('the key drivers offer no download in their focus list, which draws nothing', async () => {
    renderWidget(<DriverQuadrant data={driversData} title="Key drivers" />);
    expect(await screen.findByRole('radio', { name: 'Focus areas', checked: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download SVG' })).toBeNull();
  });

  it('the heatmap saves its grid of tinted cells, title and tone scale', async () => {
    const { name, doc } = await svgOf(<Heatmap data={heatmapData} title="Heatmap" />);
    expect(name).toBe('heatmap.svg');
    const text = doc.documentElement.textContent ?? '';
    for (const column of heatmapData.graph_meta.categories) expect(text).toContain(column);
    for (const group of heatmapData.graph_data) expect(text).toContain(group.name);
    expect(text).toContain('64%');
    // the tinted cells of the groups beside the company, and the scale's two tones
    expect(doc.querySelectorAll('rect').length).toBeGreaterThan(heatmapData.graph_data.length);
    expect(text).toContain('Below the company');
  });

  it.each([
    ['trend chart', <TrendChart key="trend" data={trendData} title="Trends" />],
    ['heatmap', <Heatmap key="heatmap" data={heatmapData} title="Heatmap" />],
    ['key drivers', <DriverQuadrant key="drivers" data={driversData} title="Drivers" defaultView="items" />],
  ])(
    'the %s saves a PNG too',
    async (_name, chart) => {
      const file = await download(chart, 'Download PNG');
      expect(file.blob.type).toBe('image/png');
      expect(file.name).toMatch(/\.png$/);
      const bitmap = await createImageBitmap(file.blob);
      expect(bitmap.width).toBeGreaterThan(100);
    },
    20_000,
  );
});
