import '@testing-library/jest-dom/vitest';
import { useToasts } from '@pulzus/widgets';
import { act, cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { type AdminHarness, type AdminHarnessOptions, createAdminHarness } from './AdminHarness';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  act(() => useToasts.setState({ toasts: [] }));
});

/** Renders an admin screen in {@link createAdminHarness}'s provider tree (tests only). */
export function renderAdmin(
  ui: ReactElement,
  options: AdminHarnessOptions = {},
): RenderResult & AdminHarness {
  const harness = createAdminHarness(options);
  const result = render(harness.wrap(ui) as ReactElement);
  return { ...result, ...harness };
}
