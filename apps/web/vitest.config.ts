import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
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
    css: false,
    // Typing whole forms with user-event takes seconds when the shared two-core machine is busy.
    testTimeout: 20_000,
  },
});
