import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod parse jitless when zod loads after it, without importing zod itself', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
