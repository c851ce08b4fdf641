import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

/** A loader whose chunk arrives when the test says so. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((resolve, reject) => {
        arrive = () => resolve(Counter);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const fallback = <p role="status">loading</p>;

afterEach(() => cleanup());

describe('route screens in their own chunks (docs/architecture.md "Portal delivery")', () => {
  it('a screen whose chunk is not there yet shows the loading state, then the screen', async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    render(
      <Suspense fallback={fallback}>
        <Page label="page" />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toBeDefined();
    await act(async () => chunk.arrive());
    expect(await screen.findByRole('button', { name: 'page 0' })).toBeDefined();
  });

  it('a preloaded screen draws in the first frame, without the loading state flashing', async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    const preloaded = Page.preload();
    chunk.arrive();
    await preloaded;
    render(
      <Suspense fallback={fallback}>
        <Page label="page" />
      </Suspense>,
    );
    // synchronously after the first render: no status was ever shown
    expect(screen.getByRole('button', { name: 'page 0' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads a chunk once, however often it is preloaded and rendered', async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    void Page.preload();
    void Page.preload();
    render(
      <Suspense fallback={fallback}>
        <Page label="page" />
      </Suspense>,
    );
    await act(async () => chunk.arrive());
    await screen.findByRole('button', { name: 'page 0' });
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('a screen drawn before its chunk arrived keeps its state when its parent draws again', async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    const view = (label: string) => (
      <Suspense fallback={fallback}>
        <Page label={label} />
      </Suspense>
    );
    const { rerender } = render(view('first'));
    await act(async () => chunk.arrive());
    const button = await screen.findByRole('button', { name: 'first 0' });
    await act(async () => button.click());
    rerender(view('second'));
    expect(screen.getByRole('button', { name: 'second 1' })).toBeDefined();
  });

  it('a failed preload leaves the screen free to load its chunk again', async () => {
    const first = deferredChunk();
    const load = vi.fn(first.load);
    const Page = lazyPage(() => load());
    const preloaded = Page.preload();
    first.fail(new Error('offline'));
    await expect(preloaded).rejects.toThrow('offline');
    const second = deferredChunk();
    load.mockImplementation(second.load);
    render(
      <Suspense fallback={fallback}>
        <Page label="page" />
      </Suspense>,
    );
    await act(async () => second.arrive());
    expect(await screen.findByRole('button', { name: 'page 0' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
