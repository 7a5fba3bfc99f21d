import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * One test app for the whole file: created before its first test, closed after its last. The
 * answer reads the app only once it has started, so a file declares it at the top and uses it in
 * its own hooks and tests.
 */
export function testAppForFile(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestApp => {
    if (!current) throw new Error('The test app starts in beforeAll.');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get handle() {
      return started().handle;
    },
    close: () => started().close(),
  };
}
