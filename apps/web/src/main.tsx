import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerAppWorker } from './api/offline-cache.ts';
import { App } from './app/app.tsx';
import { i18nReady } from './i18n/index.ts';
// Keeps the browser's install prompt from the start; the onboarding that offers it loads later.
import './features/install/install-state.ts';

const root = document.getElementById('root');
// Render once the visitor's language is loaded, so nobody sees English flash by.
void i18nReady.then(() => {
  if (!root) return;
  // The first render replaces the loading shell of index.html. As a transition, React renders it
  // in slices of a few milliseconds, so a slow phone stays responsive while the app starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  registerAppWorker();
});
