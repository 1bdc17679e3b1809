import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { INITIAL_SESSION, sessionStore } from '../api/session-store.ts';

// findBy*/waitFor give up after 1 s by default, too short on a busy two-core machine (a lazy screen
// and its texts load first).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Test files share a worker's document (isolate: false in vitest.config.ts): each file leaves it
// as it found it, with no nodes outside React's trees (Mantine's portal node), no address and no
// language or title set by the screens it rendered, and nothing in the app's shared query cache.
afterAll(() => {
  queryClient.clear();
  sessionStore.set(INITIAL_SESSION);
  document.body.replaceChildren();
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  window.history.replaceState(null, '', '/');
});

// Mantine reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
