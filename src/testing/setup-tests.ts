// Testing Library cleans up after each test only when globals are on; we keep
// globals off, so register the cleanup here for the jsdom tests.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
