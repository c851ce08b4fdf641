import { messages } from '@pulzus/core';
import { PulzusProvider } from '@pulzus/widgets';

const catalogue = {
  hu: { ...messages.hu, 'graph-title-total': 'Összesítés' },
  en: { ...messages.en, 'graph-title-total': 'Summary' },
};

export function Root() {
  return (
    <PulzusProvider catalogue={catalogue}>
      <App />
    </PulzusProvider>
  );
}

// ── not shown in README.md: what the app around the example provides ──
import { Graph } from '@pulzus/widgets';

function App() {
  return <Graph slug="total" />;
}
