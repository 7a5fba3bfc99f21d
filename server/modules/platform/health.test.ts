import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, healthResponseSchema } from '../../../src/lib/api/contract/platform';
import { notify } from '../notifications';
import { Browser, createTestApp, parse, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { work: false } });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers without a session: database reachable, the queued jobs counted', async () => {
    const b = new Browser(t.app);
    const before = await b.request({ method: 'GET', url: healthPath, auth: false });
    expect(before.statusCode).toBe(200);
    expect(parse(healthResponseSchema, before)).toEqual({
      status: 'ok',
      database: 'ok',
      jobs: { queued: 0, failed: 0 },
    });

    await notify(t.handle.db, 'ava-sg', { kind: 'paf-completed', caseId: 'c-1' });
    const after = parse(healthResponseSchema, await b.request({ method: 'GET', url: healthPath, auth: false }));
    expect(after.jobs).toEqual({ queued: 1, failed: 0 });
    // Nothing about the deployment beyond these fields.
    expect(Object.keys(after).sort()).toEqual(['database', 'jobs', 'status']);
  });
});
