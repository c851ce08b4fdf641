import { firstScreen } from './routes/start-preload';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The portal needs a #root element in index.html.');
// the first render waits for the first screen's chunks, already loading (routes/boot-preload.ts)
void firstScreen.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
