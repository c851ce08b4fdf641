import { PulzusProvider } from '@pulzus/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// one provider: API client on /api/, session, react-query, i18n (hu + en) and the default theme
createRoot(root).render(
  <StrictMode>
    <PulzusProvider language="en">
      <App />
    </PulzusProvider>
  </StrictMode>,
);
