import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@themes': fileURLToPath(new URL('./themes', import.meta.url)),
};

/**
 * Two projects: `unit` (front end, scripts, themes; jsdom where a test needs a
 * DOM) and `server` (reference API; run once on PGlite and once on PostgreSQL
 * by scripts/test-all.mjs through DATABASE_URL). Server files run in parallel
 * like the rest: each gets its own database (an in-memory PGlite, or a
 * uniquely named PostgreSQL database) and listens on port 0. The database is a
 * copy of a migrated, seeded image built once per run (globalSetup), since
 * migrating and seeding per file was most of a file's time.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // One test file per core. Vitest's default leaves a core to its own main
    // process (cores − 1), which on a 2-core CI host ran every file in turn:
    // the main process is idle once the first files are transformed.
    // VITEST_MAX_WORKERS still overrides this.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'themes/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/testing/setup-tests.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Names the run's seeded database images and removes them at the end (server/testing/seeded-image.ts).
          globalSetup: ['./server/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
