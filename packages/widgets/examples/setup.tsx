import { PulzusProvider } from '@pulzus/widgets';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <PulzusProvider>
    <App />
  </PulzusProvider>,
);

// ── not shown in README.md: what the app around the example provides ──
import { Graph } from '@pulzus/widgets';

function App() {
  return <Graph slug="commitment_total" />;
}
