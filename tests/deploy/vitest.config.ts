import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The deploy test alone (`npx vitest run --config tests/deploy/vitest.config.ts`
 * with DATABASE_URL): two server instances behind nginx. Not in the default
 * projects, which run without nginx or PostgreSQL; scripts/test-all.mjs runs
 * it after the PostgreSQL phase.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    name: 'deploy',
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
