import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { mantineStableIds } from './mantine-build.ts';

export default defineProject({
  plugins: [react(), mantineStableIds()],
  define: {
    __BUILD_TIME__: '1700000000',
    __DEFAULT_EVENT__: JSON.stringify('makerboard-community'),
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Test files share a worker, its document and its loaded modules: setting up jsdom and
    // importing the app once per file took most of this project's time. What a file changes in
    // the document is undone after it (src/test/setup.ts); no test resets the module registry.
    isolate: false,
    css: false,
    // Mantine runs through Vite here, as in the build, so its useId is the app's (mantine-build.ts).
    server: { deps: { inline: [/@mantine[\\/](core|hooks)/] } },
    // Typing whole forms with user-event takes seconds when the shared two-core machine is busy.
    testTimeout: 40_000,
  },
});
