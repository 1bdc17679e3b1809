import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Two scenario files run at a time, each in its own Chromium, against the one server: every
 * scenario makes its own people and boards, so they do not meet. The maintenance switch turns the
 * whole site off, so each file that turns it on runs alone, after the others (later groups, one
 * file each).
 */
const ALONE = ['maintenance.e2e.ts'];

/**
 * The longest file starts first: left for last, it would run with the other worker idle. Without
 * recorded durations (a fresh clone) Vitest orders by file size, which misses it.
 */
const FIRST = ['a11y.e2e.ts'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => FIRST.some((name) => spec.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}
const timeouts = { testTimeout: 120_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'e2e',
          root: './tests/e2e',
          include: ['**/*.e2e.ts'],
          exclude: ALONE,
          environment: 'node',
          // A worker imports Playwright, axe and the helpers once, not once per file (about 3 s of a
          // core each); the helpers keep no state, and each file makes its own browser and people.
          isolate: false,
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
