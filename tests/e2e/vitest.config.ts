import { defineConfig } from 'vitest/config';

/**
 * Two scenario files run at a time, each in its own Chromium, against the one server: every
 * scenario makes its own people and boards, so they do not meet. The maintenance switch turns the
 * whole site off, so the files that turn it on run alone, after the others (a later group).
 */
const ALONE = ['maintenance.e2e.ts', 'a11y.e2e.ts'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'e2e',
          root: './tests/e2e',
          include: ['**/*.e2e.ts'],
          exclude: ALONE,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e-alone',
          root: './tests/e2e',
          include: ALONE,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
