import { PulzusProvider } from '@pulzus/widgets';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <PulzusProvider>
    <App />
  </PulzusProvider>,
);

// ── not shown in README.md: what the app around the example provides ──
import type { ReactNode } from 'react';

declare function App(): ReactNode;
