import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18nReady } from './i18n/index.ts';

const root = document.getElementById('root');
// Render once the visitor's language is loaded, so nobody sees English flash by.
void i18nReady.then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
