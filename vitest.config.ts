import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here and in CI; each server test file builds its own app on its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Each file builds its own app on its own database copy, so files share nothing but the
          // loaded modules: a worker imports the server once instead of once per file (about 6 s
          // each, most of the suite's time before). Nothing in the server keeps state in a module
          // that one app could leak into the next (config, services and caches live on the app).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
