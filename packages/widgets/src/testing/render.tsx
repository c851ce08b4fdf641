import '@testing-library/jest-dom/vitest';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach } from 'vitest';
import { theme } from '../theme/theme';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Renders a widget inside the Pulzus theme, as the portal and Storybook do (tests only). */
export function renderWidget(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}
