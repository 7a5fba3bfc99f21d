import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWorklistPath, worklistResponseSchema } from '../../../src/lib/api/contract/worklists';
import { appointmentRequests, worklistItems } from '../../db/schema/domain';
import { providerIdFor } from '../../db/seed/index';
import { Browser, createTestApp, parse, type TestApp } from '../../testing/test-app';

/**
 * The worklist's cost must not grow with history it does not show: its total
 * is a capped count, and its cursor pages every row once even where rows
 * share a `created` instant (the generator and bulk imports write many such).
 */
let t: TestApp;
let clinic: Browser;
let path: string;
const provider = providerIdFor('ava-sg');
// Older than every seeded request, so these rows are the worklist's last pages.
const tied = new Date('2019-03-01T08:00:00.000Z');
const tiedCount = 9;
const bulkCount = 1_010;

/** Copies one of the provider's seeded requests `n` times at the instants `at(i)`, each with its worklist item. */
async function cloneRequests(n: number, prefix: string, at: (i: number) => Date) {
  const db = t.handle.db;
  const [template] = await db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.tenantId, 'ava-sg'), eq(appointmentRequests.providerId, provider)))
    .limit(1);
  const requests = Array.from({ length: n }, (_, i) => ({
    ...template!,
    id: `${prefix}-${String(i).padStart(5, '0')}`,
    referenceNo: `${prefix.toUpperCase()}-${String(i).padStart(5, '0')}`,
    status: 'Pending Clinic Response' as const,
    createdAt: at(i),
    updatedAt: at(i),
  }));
  await db.insert(appointmentRequests).values(requests);
  await db.insert(worklistItems).values(
    requests.map((r) => ({
      id: `${r.id}-item`,
      tenantId: 'ava-sg',
      requestId: r.id,
      audience: 'provider' as const,
      providerId: provider,
      createdAt: r.createdAt,
    })),
  );
  return requests.map((r) => r.referenceNo);
}

beforeAll(async () => {
  t = await createTestApp({ seedDomain: true });
  clinic = new Browser(t.app, 'ava-sg');
  await clinic.login('clinic@ava-sg.demo');
  path = staffWorklistPath('ava-sg', 'clinic', clinic.cookies.get('userId')!);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const page = async (payload: Record<string, unknown>, url = path) =>
  parse(worklistResponseSchema, await clinic.request({ method: 'POST', url, payload })).data;
type Page = Awaited<ReturnType<typeof page>>;
const refs = (d: Page) => d.dataTable.data.map((r) => r.referenceNo);
/** The cursor the client sends from a page's edge row. */
const from = (d: Page, action: 'older' | 'newer') => {
  const edge = action === 'older' ? d.dataTable.data.at(-1)! : d.dataTable.data[0]!;
  return { action, created: edge.created, requestId: edge.requestId };
};

describe('worklist at scale', () => {
  it('pages rows that share one created instant without gaps or repeats, both ways', async () => {
    const tiedRefs = await cloneRequests(tiedCount, 'tie', () => tied);
    const filter = { startDate: '2019-03-01', endDate: '2019-03-01' };
    let current = await page({ limit: 4, ...filter }, `${path}/filter`);
    const pages = [refs(current)];
    while (current.hasOlder) {
      current = await page({ limit: 4, page: pages.length + 1, ...filter, ...from(current, 'older') });
      pages.push(refs(current));
    }
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...tiedRefs].sort());
    // Back from the oldest page, newer pages give the same pages in reverse.
    const back = [refs(current)];
    while (current.hasNewer) {
      current = await page({ limit: 4, ...filter, ...from(current, 'newer') });
      back.unshift(refs(current));
    }
    expect(back).toEqual(pages);
  });

  it('caps its total at 1,000 and says so, instead of counting the whole history on every poll', async () => {
    const base = new Date('2019-06-01T00:00:00.000Z').getTime();
    await cloneRequests(bulkCount, 'bulk', (i) => new Date(base + i * 60_000));
    const first = await page({ limit: 5 });
    expect(first.totalSize).toBe(1_000);
    expect(first.totalCapped).toBe(true);
    const filtered = await page({ limit: 5, status: ['Pending Clinic Response'] }, `${path}/filter`);
    expect(filtered.totalSize).toBe(1_000);
    expect(filtered.totalCapped).toBe(true);
    // A set under the cap is counted exactly.
    const tiedDay = await page({ limit: 5, startDate: '2019-03-01', endDate: '2019-03-01' }, `${path}/filter`);
    expect(tiedDay.totalSize).toBe(tiedCount);
    expect(tiedDay.totalCapped).toBe(false);
  });
});
