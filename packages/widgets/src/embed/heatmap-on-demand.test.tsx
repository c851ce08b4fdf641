import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chartComponentOf } from '../Graph/chart-component';
import { heatmapData } from '../Heatmap/heatmap-fixtures';
import { renderWidget } from '../testing/render';

const frameOf = (container: HTMLElement) => container.querySelector('[data-component="Pulzus.Heatmap"]');

// The heatmap's code loads when the heatmap graph first shows (docs/embedding.md "What the page
// loads"): the element's script and the portal's first paint of every other graph do without it.
describe('the heatmap graph, loaded on demand', () => {
  it("shows the chart's loading skeleton until its code arrives, then the heatmap with its data", async () => {
    const Chart = chartComponentOf('heatmap');
    const { container } = renderWidget(<Chart data={heatmapData} title="Heatmap" language="en" />);

    // the data is already here: a loading state can only be the stand-in for the code
    expect(frameOf(container)).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    await vi.waitFor(() => expect(frameOf(container)).toHaveAttribute('data-state', 'ready'));
    expect(frameOf(container)?.querySelector('table')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
