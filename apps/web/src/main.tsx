import './app/mantine.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerAppWorker } from './api/offline-cache.ts';
import { App } from './app/app.tsx';
import { appRouter } from './app/router.tsx';
import { i18nReady } from './i18n/index.ts';
// Keeps the browser's install prompt from the start; the onboarding that offers it loads later.
import './features/install/install-state.ts';

/**
 * The app's stylesheet, which the built index.html preloads without letting it hold up the first
 * paint (vite.config.ts, `stylesAfterFirstPaint`): applied here, and the app renders once it is in.
 * The development server injects the styles itself (no preload then).
 */
function appStyles(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.crossOrigin = preload.crossOrigin;
    // A stylesheet that fails to load must not keep the app from starting.
    sheet.onload = sheet.onerror = () => resolve();
    sheet.href = preload.href;
    preload.after(sheet);
  });
}

// The router (and with it the first page's requests) starts in a task of its own, right after the
// modules have run, rather than in the same long task (router.tsx, appRouter).
setTimeout(appRouter, 0);

const root = document.getElementById('root');
// Render once the visitor's language and the app's styles are in, so nobody sees English or an
// unstyled screen flash by.
void Promise.all([i18nReady, appStyles()]).then(() => {
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
