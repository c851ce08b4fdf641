import '@testing-library/jest-dom/vitest';
import { messages, TOKEN_STORAGE_KEY } from '@pulzus/core';
import { createFakeFetch, makeAdminToken } from '@pulzus/widgets/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../examples/admin-app';
import { graphSettingsHandlers } from './GraphSettings/graph-settings.fixtures';

// packages/admin/README.md's "Setup" block (examples/admin-app.tsx) drawn as a consumer's app runs it: a
// bare PulzusProvider over the session the README names (localStorage `id_token`) and the browser's own
// fetch to `/api/`; only what stands behind `/api/` is this test's (the graph settings' answers), since a
// component test has no server.
afterEach(() => {
  cleanup();
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  vi.unstubAllGlobals();
});

describe("packages/admin/README.md's setup example renders in Chromium", () => {
  it('AdminApp shows the graph settings screen in Hungarian with its save button, no raw keys', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeAdminToken({ lang_code: 'hu' }));
    const { fetch, calls } = createFakeFetch(graphSettingsHandlers());
    vi.stubGlobal('fetch', fetch);
    render(<AdminApp />);
    expect(
      await screen.findByRole('heading', { name: messages.hu['admin-graph-settings-title'] }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: messages.hu['common-save'] })).toBeVisible();
    expect(document.body.textContent?.match(/\b(admin|common|graph)-[a-z]+(-[a-z]+)+\b/g) ?? []).toEqual([]);
    // the example's provider really called the API with the stored session
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
