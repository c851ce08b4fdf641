import { PulzusProvider } from '@pulzus/widgets';
import { ThemeProvider } from 'styled-components';

<ThemeProvider theme={{ colors: { primary: '#7a1fa2', focus: '#7a1fa2' } }}>
  <PulzusProvider>
    <App />
  </PulzusProvider>
</ThemeProvider>;

// ── not shown in README.md: what the app around the example provides ──
import type { ReactNode } from 'react';

declare function App(): ReactNode;
