import '@testing-library/jest-dom/vitest';
import type { EmbedLock } from '@pulzus/core';
import { describe, expect, it, vi } from 'vitest';
import { embedFakeApi } from './embed-fake-api';
import { mountEmbed, WORKING_ATTRIBUTES } from './embed-test-mount';

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

const PINNED: EmbedLock = {
  slug: 'commitment_total',
  params: { survey_dates: [10], show_satisfaction_index: false },
  controls: [],
};

async function drawn(root: ShadowRoot) {
  await waitFor(() =>
    expect(root.querySelector('[data-component="Pulzus.Graph"]')).toHaveAttribute('data-state', 'ready'),
  );
  await waitFor(() => expect(root.querySelectorAll('rect[data-series]').length).toBeGreaterThan(0));
}

/** Whether the page has fetched the graph-with-sidebar module (each source module is a request here). */
const graphViewFetched = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/Graph/GraphView.tsx'));

// docs/embedding.md "What the page loads": the script holds what a pinned graph needs; the graph
// with its sidebar comes on demand, only for a key that pins nothing
describe('<pulzus-graph> loads the graph with its sidebar only where it shows one', () => {
  it('draws a pinned graph without fetching the sidebar code, and fetches it for a key that pins nothing', async () => {
    // the dev server serves hundreds of modules: room for the ones this test watches
    performance.setResourceTimingBufferSize(100_000);
    const pinned = mountEmbed(WORKING_ATTRIBUTES, embedFakeApi({ lock: PINNED }));
    await drawn(pinned.root);
    expect(pinned.root.querySelector('.pulzus-sidebar')).toBeNull();
    expect(graphViewFetched()).toBe(false);

    const open = mountEmbed(WORKING_ATTRIBUTES, embedFakeApi());
    await drawn(open.root);
    expect(open.root.querySelector('.pulzus-sidebar')).not.toBeNull();
    expect(graphViewFetched()).toBe(true);
  });
});
