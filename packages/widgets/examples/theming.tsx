import { PulzusProvider } from '@pulzus/widgets';
import { ThemeProvider } from 'styled-components';

export function Root() {
  return (
    <ThemeProvider theme={{ colors: { primary: '#7a1fa2', focus: '#7a1fa2' } }}>
      <PulzusProvider>
        <App />
      </PulzusProvider>
    </ThemeProvider>
  );
}

// ── not shown in README.md: what the app around the example provides ──
import { Graph } from '@pulzus/widgets';

function App() {
  return <Graph slug="commitment_total" />;
}
