import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../mocks/render-with-i18n';
import { OnDemandBoundary } from './OnDemandBoundary';
import { onDemand } from './on-demand';

function Drawn() {
  return <p>the graph</p>;
}

/** A chunk import that fails the first `failures` times, then brings a component. */
function flakyChunk(failures: number) {
  const load = vi.fn(async (): Promise<{ Drawn: ComponentType }> => {
    if (load.mock.calls.length <= failures)
      throw new TypeError('Failed to fetch dynamically imported module');
    return { Drawn };
  });
  return load;
}

/** Draws the loaded component as the element's on-demand parts do: a fresh lazy per mount. */
function OnDemandPart({ load }: { load: () => Promise<{ Drawn: ComponentType }> }) {
  const [Part] = useState(() => lazy(async () => ({ default: (await load()).Drawn })));
  return (
    <Suspense fallback={<p>loading</p>}>
      <Part />
    </Suspense>
  );
}

describe('the element when its on-demand code does not arrive (docs/embedding.md "What the page loads")', () => {
  it('says the server could not be reached, instead of going blank, and draws after "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = flakyChunk(1);
    const load = onDemand(chunk);
    renderWithI18n(
      <OnDemandBoundary>
        <OnDemandPart load={load} />
      </OnDemandBoundary>,
      'en',
    );
    expect(await screen.findByText(/Could not reach the server/)).toBeVisible();
    expect(screen.queryByText('the graph')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the graph')).toBeVisible();
    expect(screen.queryByText(/Could not reach the server/)).toBeNull();
    expect(chunk).toHaveBeenCalledTimes(2);
  });

  it('fetches a chunk once for every part that asks, and again only after a failure', async () => {
    const chunk = flakyChunk(1);
    const load = onDemand(chunk);
    await expect(load()).rejects.toThrow('Failed to fetch');
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(chunk).toHaveBeenCalledTimes(2);
  });
});
