import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The portal needs a #root element in index.html.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
