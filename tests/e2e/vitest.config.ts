import { defineConfig } from 'vitest/config';

/**
 * Two scenario files run at a time, each in its own Chromium, against the one server: every
 * scenario makes its own people and boards, so they do not meet. The maintenance switch turns the
 * whole site off, so each file that turns it on runs alone, after the others (later groups, one
 * file each).
 */
const ALONE = ['maintenance.e2e.ts', 'a11y.e2e.ts'];
const timeouts = { testTimeout: 120_000, hookTimeout: 120_000 };

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
          ...timeouts,
          sequence: { groupOrder: 0 },
        },
      },
      ...ALONE.map((file, index) => ({
        test: {
          name: `e2e-alone-${file.replace('.e2e.ts', '')}`,
          root: './tests/e2e',
          include: [file],
          environment: 'node' as const,
          ...timeouts,
          sequence: { groupOrder: index + 1 },
        },
      })),
    ],
  },
});
