import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Plain functions and machines, no DOM. */
export const unitProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    include: [
      'test/unit/**/*.test.{ts,tsx}',
      'test/sandbox/**/*.test.ts',
      'inspector/test/unit/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // The views' tests render the whole register page in happy-dom: seconds each when idle, many
    // times that with both cores taken by other work. A limit for a hang, not for speed.
    testTimeout: 60_000,
    setupFiles: ['test/support/dom-timeouts.ts', 'test/support/dom-layout.ts'],
  },
};

/** Generated paths through the machines (QA path coverage, machine level). */
export const modelProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'model',
    include: ['test/model/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one of the machine's two cores idle; test files are independent.
    maxWorkers: 2,
    projects: [
      unitProject,
      modelProject,
      {
        extends: true,
        test: {
          // Generated paths driving the real views in a DOM (QA path coverage, UI level).
          name: 'ui-paths',
          include: ['test/ui-paths/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 60_000,
          setupFiles: ['test/support/dom-timeouts.ts', 'test/support/dom-layout.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts', 'inspector/test/browser/**/*.test.ts'],
          environment: 'node',
          // Files share the run's two workers with the other projects. Each file starts its own
          // sandbox server and browser context in the run's one Chromium, so files share no state.
          globalSetup: ['test/browser/support/chromium-server.ts'],
          // For the path walks' `it.concurrent`: a walk mostly waits for the page or a held request.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(['firefox', 'webkit'] as const).map((engine): TestProjectInlineConfiguration => ({
        extends: true,
        test: {
          // After `browser` (Chromium) and before the DOM projects: Vitest starts projects in
          // the order of their names, and these files are each a long one.
          name: `browser-${engine}`,
          // Each file starts its own browser of the engine (decision 047).
          include: [`test/engines/${engine}/**/*.test.ts`],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
