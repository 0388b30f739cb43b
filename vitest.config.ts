import { defineConfig } from 'vitest/config';

/**
 * One run, four projects: `unit`, `web`, `infra` and `stack` (docs/testing.md). `stack` (integration + end-to-end)
 * starts the real local engines once (test/setup/stack.ts) and shares their URLs through `inject('stack')`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          env: { LOG_LEVEL: 'SILENT' },
          setupFiles: ['./test/setup/unit.ts'],
          include: ['functions/**/*.test.ts', 'shared/**/*.test.ts', 'local/**/*.test.ts', 'test/unit/**/*.test.ts'],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}', 'test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['./web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['./test/setup/stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
