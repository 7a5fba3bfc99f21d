import { beforeAll, describe, expect, it } from 'vitest';
import { caseDetailsPath } from '../../../src/lib/api/contract/patient-inbox/case-details';
import { staffWorklistPath, worklistResponseSchema } from '../../../src/lib/api/contract/worklists';
import { Browser, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

let clinic: Browser;
let path: string;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  clinic = new Browser(t.app, 'ava-sg');
  await clinic.login('clinic@ava-sg.demo');
  path = staffWorklistPath('ava-sg', 'clinic', clinic.cookies.get('userId')!);
});

const page = async (payload: Record<string, unknown>, url = path) =>
  parse(worklistResponseSchema, await clinic.request({ method: 'POST', url, payload })).data;
const refs = (d: Awaited<ReturnType<typeof page>>) => d.dataTable.data.map((r) => r.referenceNo);

describe('staff worklist', () => {
  it('pages older and back newer to the same rows, newest first', async () => {
    const first = await page({ limit: 5 });
    expect(first.dataTable.data).toHaveLength(5);
    expect(first.hasNewer).toBe(false);
    expect(first.hasOlder).toBe(true);
    const created = first.dataTable.data.map((r) => r.created);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const second = await page({ limit: 5, action: 'older', created: created.at(-1), page: 2 });
    expect(refs(second).some((r) => refs(first).includes(r))).toBe(false);
    const back = await page({ limit: 5, action: 'newer', created: second.dataTable.data[0]!.created, page: 1 });
    expect(refs(back)).toEqual(refs(first));
  });

  it('walks every row once to the oldest page, which alone says nothing is older', async () => {
    let current = await page({ limit: 7 });
    const seen = refs(current);
    while (current.hasOlder) {
      current = await page({ limit: 7, action: 'older', created: current.dataTable.data.at(-1)!.created, page: 2 });
      expect(current.hasNewer).toBe(true);
      seen.push(...refs(current));
    }
    expect(seen).toHaveLength(current.totalSize);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('combines filters (status AND request type AND dates)', async () => {
    const all = await page({ limit: 100 });
    const filtered = await page(
      { limit: 100, status: ['Scheduled', 'Cancel'], requestType: ['OPD'] },
      `${path}/filter`,
    );
    expect(filtered.totalSize).toBeGreaterThan(0);
    expect(filtered.totalSize).toBeLessThan(all.totalSize);
    for (const row of filtered.dataTable.data) {
      expect(row.requestType).toBe('OPD');
      const status = row.cells.Status!;
      expect(['Scheduled', 'Cancel']).toContain(status.value);
    }
    const none = await page({ limit: 5, status: [] }, `${path}/filter`);
    expect(none.dataTable.data).toHaveLength(0);
    const future = await page({ limit: 5, startDate: '2199-01-01', endDate: '2199-01-31' }, `${path}/filter`);
    expect(future.totalSize).toBe(0);
  });

  it('links Pending Patient Response to the case details as html with a roleId placeholder', async () => {
    const d = await page({ limit: 100, status: ['Pending Patient Response'] }, `${path}/filter`);
    const cell = d.dataTable.data[0]!.cells.Status!;
    expect(cell).toMatchObject({ type: 'url', contentTypeOfCalledURL: 'html' });
    expect(cell.type === 'url' && cell.url).toContain('{roleId}');
  });

  it('refuses another user id or a patient', async () => {
    expect(
      (
        await clinic.request({
          method: 'POST',
          url: staffWorklistPath('ava-sg', 'clinic', 'someone-else'),
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const patient = new Browser(t.app, 'ava-sg');
    await patient.login('patient@ava-sg.demo');
    expect(
      (
        await patient.request({
          method: 'POST',
          url: staffWorklistPath('ava-sg', 'patient', patient.cookies.get('userId')!),
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("agent's home worklist", () => {
  it('offers agents the case view only, never booking links the booking routes refuse them', async () => {
    const agent = new Browser(t.app, 'ava-sg');
    await agent.login('agent@ava-sg.demo');
    const userId = agent.cookies.get('userId')!;
    const data = parse(
      worklistResponseSchema,
      await agent.request({
        method: 'POST',
        url: staffWorklistPath('ava-sg', 'agent', userId),
        payload: { limit: 50 },
      }),
    ).data;
    expect(data.dataTable.data.length).toBeGreaterThan(0);
    const links = JSON.stringify(data.dataTable.data.map((r) => r.cells));
    expect(links).not.toContain('/schedule/create/');
    expect(links).not.toContain('/api/v1/booking/case/');
    for (const row of data.dataTable.data.slice(0, 5)) {
      expect(row.cells.ReferenceNo).toMatchObject({
        type: 'url',
        url: `/app/view/${row.requestType}/${row.referenceNo}`,
      });
      const details = await agent.request({
        method: 'GET',
        url: caseDetailsPath(row.requestType, row.referenceNo, userId),
      });
      expect(details.statusCode, `case ${row.referenceNo}`).toBe(200);
    }
  });
});
