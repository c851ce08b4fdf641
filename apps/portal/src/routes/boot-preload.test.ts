import { describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER_WAIT_MS, firstScreenOrTimeout, preloadFirstScreen } from './boot-preload';
import * as pages from './lazy-pages';

const { AdminAccountsPage, ForgottenPasswordPage, GraphPage, Layout, ParticipationPage, WelcomePage } = pages;
const screens = {
  AdminAccountsPage,
  ForgottenPasswordPage,
  GraphPage,
  Layout,
  ParticipationPage,
  WelcomePage,
};

/** Which of {@link screens} a cold load of `path` starts loading (their loads replaced by spies). */
function preloadedFor(path: string): string[] {
  const spies = Object.entries(screens).map(
    ([name, screen]) => [name, vi.spyOn(screen, 'preload').mockResolvedValue(undefined)] as const,
  );
  preloadFirstScreen(path);
  const started = spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
  vi.restoreAllMocks();
  return started;
}

describe('a cold load starts its first screen at once (docs/architecture.md "Portal delivery")', () => {
  it('a graph loads the layout and the graph page', () => {
    expect(preloadedFor('/graph/commitment_total')).toEqual(['GraphPage', 'Layout']);
  });

  it('the empty path loads what /welcome draws', () => {
    expect(preloadedFor('/')).toEqual(['Layout', 'WelcomePage']);
  });

  it('every admin screen loads the admin chunk', () => {
    expect(preloadedFor('/admin/data-import')).toEqual(['AdminAccountsPage', 'Layout']);
  });

  it('a sign-in page loads no logged-in screen', () => {
    expect(preloadedFor('/forgotten-password')).toEqual(['ForgottenPasswordPage']);
    expect(preloadedFor('/login')).toEqual([]);
  });
});

describe('the first render waits for the first screen, briefly', () => {
  it('waits until the chunks are there, also when one failed (its screen then loads it again)', async () => {
    vi.spyOn(Layout, 'preload').mockResolvedValue(undefined);
    vi.spyOn(GraphPage, 'preload').mockRejectedValue(new Error('offline'));
    await expect(preloadFirstScreen('/graph/total')).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });

  it(`draws after ${FIRST_RENDER_WAIT_MS} ms at most when a chunk is slow`, async () => {
    vi.useFakeTimers();
    try {
      let drawn = false;
      void firstScreenOrTimeout(new Promise(() => undefined)).then(() => {
        drawn = true;
      });
      await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
      expect(drawn).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(drawn).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
