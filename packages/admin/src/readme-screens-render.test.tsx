import '@testing-library/jest-dom/vitest';
import { TOKEN_STORAGE_KEY } from '@pulzus/core';
import { PulzusProvider } from '@pulzus/widgets';
import { createFakeFetch, makeAdminToken } from '@pulzus/widgets/testing';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../examples/screens';

// packages/admin/README.md's "Screens" block (examples/screens.tsx) drawn as a consumer's app would: each element of
// the block under a bare PulzusProvider with a stored session, the browser's fetch answered by a server that knows
// none of the calls (a component test has no server), so every screen shows what it shows when its data fails —
// the point is that each element of the README renders, in its own texts, without throwing.
afterEach(() => {
  cleanup();
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  vi.unstubAllGlobals();
});

describe("packages/admin/README.md's screens block renders in Chromium", () => {
  for (const [name, element] of Object.entries(screens())) {
    it(`${name}: renders its screen, asks the API with the session, shows no raw text key`, async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, makeAdminToken({ lang_code: 'en' }));
      const { fetch, calls } = createFakeFetch({});
      vi.stubGlobal('fetch', fetch);
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      window.addEventListener('error', onError);
      try {
        const { container } = render(<PulzusProvider>{element}</PulzusProvider>);
        await waitFor(() => expect(container.textContent?.trim().length ?? 0).toBeGreaterThan(0), {
          timeout: 5000,
        });
        // the OAuth return screen without a code and the translations screen (a download and an upload) ask nothing
        // until used; every other screen reads its data
        if (!['oauthReturn', 'translations'].includes(name))
          await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 5000 });
        expect(calls.every((c) => /^Bearer /.test(c.headers.get('Authorization') ?? ''))).toBe(true);
        expect(container.textContent?.match(/\b(admin|common|graph|data)-[a-z]+(-[a-z]+)+\b/g) ?? []).toEqual(
          [],
        );
        expect(errors).toEqual([]);
      } finally {
        window.removeEventListener('error', onError);
      }
    });
  }
});
