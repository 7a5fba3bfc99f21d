import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@themes': fileURLToPath(new URL('./themes', import.meta.url)),
};

/** The test files under `dirs` (paths from the repository root) whose name matches `name`. */
function testFiles(dirs: string[], name: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file))
      .map((file) => `${dir}/${file.replaceAll('\\', '/')}`),
  );
}

/**
 * What makes a test file need modules of its own, read from its source: replacing a module
 * (vi.mock: a module an earlier file already evaluated keeps the real one, and the mock would
 * outlive the file), faking timers or globals, or writing process.env (a module may read it once).
 * The front end also keeps jsdom files apart: each gets a fresh DOM and fresh module state
 * (the API client's tenant, i18n, stores).
 */
const changesModules =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;
const usesDom = /@vitest-environment/;
const needsOwnModules = (pattern: RegExp) => (file: string) => pattern.test(readFileSync(file, 'utf8'));

const unitFiles = testFiles(['src', 'scripts', 'themes'], /\.test\.tsx?$/);
const serverFiles = testFiles(['server'], /\.test\.ts$/);
const isolatedUnitFiles = unitFiles.filter(needsOwnModules(new RegExp(`${changesModules.source}|${usesDom.source}`)));
const isolatedServerFiles = serverFiles.filter(needsOwnModules(changesModules));

const server = {
  resolve: { alias },
  test: {
    environment: 'node',
    // Names the run's seeded database images and removes them at the end (server/testing/seeded-image.ts).
    globalSetup: ['./server/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

const unit = {
  resolve: { alias },
  test: { environment: 'node', setupFiles: ['./src/testing/setup-tests.ts'], testTimeout: 60_000 },
};

/**
 * Four projects: `unit` (front end, scripts, themes; jsdom where a test needs a DOM) and `server`
 * (reference API; run once on PGlite and once on PostgreSQL by scripts/test-all.mjs through
 * DATABASE_URL), each with an `-isolated` twin for the files above. Server files run in parallel
 * like the rest: each gets its own database (an in-memory PGlite, or a uniquely named PostgreSQL
 * database) and listens on port 0. The database is a copy of a migrated, seeded image built once
 * per run (globalSetup), since migrating and seeding per file was most of a file's time.
 *
 * `unit` and `server` run their files one after another in each worker without importing the
 * code again (isolate: false): a fresh worker per file, importing and transforming the server or
 * the front end and their dependencies anew, was most of the phases' time. Each server file still
 * builds its own app over its own database, so what a test sees is the same; only caches that
 * hold no test's data (prepared statements per database, formatters, fonts) outlive a file.
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
      { ...unit, test: { ...unit.test, name: 'unit', include: unitFiles, exclude: isolatedUnitFiles, isolate: false } },
      { ...unit, test: { ...unit.test, name: 'unit-isolated', include: isolatedUnitFiles } },
      {
        ...server,
        test: { ...server.test, name: 'server', include: serverFiles, exclude: isolatedServerFiles, isolate: false },
      },
      { ...server, test: { ...server.test, name: 'server-isolated', include: isolatedServerFiles } },
    ],
  },
});
