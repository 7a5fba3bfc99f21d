import { describe, expect, it } from 'vitest';
import { pafListTotalCap, pafPaths, worklistResponseSchema } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { derivePafStatus } from '../../../src/lib/api/contract/pre-authorisation/paf-status';
import { pafCases } from '../../db/schema/domain';
import { parse, signIn } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * The pre-authorisation list filters and pages in the database: a page reads
 * ten cases, not the tenant's whole history, and the status filter there
 * agrees with derivePafStatus for every combination of the part flags.
 */
const statements: string[] = [];
const t = testAppForFile({ seedDomain: true, onQuery: (q) => statements.push(q) });

const as = (role: string) => signIn(t.app, `${role}@ava-sg.demo`, { remoteAddress: `10.7.0.${role.length}` });

// Every combination of the four part flags, admitted on one day no seeded case uses.
const day = '2031-02-03';
const flags = [false, true].flatMap((h) =>
  [false, true].flatMap((s) =>
    [false, true].flatMap((p) =>
      [null, false, true].map((ph) => ({
        isHospitalPartCompleted: h,
        isSpecialistPartCompleted: s,
        isPatientPartCompleted: p,
        isPolicyHolderPartCompleted: ph,
      })),
    ),
  ),
);

describe('pre-authorisation list at scale', () => {
  it('agrees with derivePafStatus for every role, status and flag combination, and pages by ten', async () => {
    const spec = await as('specialist');
    const specialistId = decodeURIComponent(spec.cookies.get('userId')!);
    const [template] = await t.handle.db.select().from(pafCases).limit(1);
    await t.handle.db.insert(pafCases).values(
      flags.map((f, i) => ({
        ...template!,
        ...f,
        caseId: `PAF-FLAGS-${String(i).padStart(3, '0')}`,
        tenantId: 'ava-sg',
        createdByUserId: specialistId,
        // One name with LIKE's wildcards: the search matches it as typed.
        fullName: i === 0 ? 'Flag 100%_case' : `Flag case ${i}`,
        identificationDocNum: `FLAG${i}`,
        admissionDate: day,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      })),
    );
    for (const role of ['specialist', 'hospital', 'payor']) {
      const user = role === 'specialist' ? spec : await as(role);
      for (const status of ['all', 'actionNeeded', 'pending', 'completed'] as const) {
        const expected = flags
          .map((f, i) => ({ id: `PAF-FLAGS-${String(i).padStart(3, '0')}`, f }))
          .filter(({ f }) => status === 'all' || derivePafStatus(f, role).category === status)
          .map(({ id }) => id)
          .reverse();
        const seen: string[] = [];
        let total = 0;
        for (let pageNo = 1; pageNo <= 3; pageNo += 1) {
          const body = { limit: 10, pageNo, searchText: '', startDate: day, endDate: day, status };
          const res = parse(
            worklistResponseSchema,
            await user.request({ method: 'POST', url: pafPaths.worklist(role), payload: body }),
          );
          seen.push(...res.data.pageData.map((r) => r.caseId));
          total = res.data.totalItems;
        }
        expect({ role, status, seen }).toEqual({ role, status, seen: expected });
        expect(total).toBe(expected.length);
      }
    }
    const hospital = await as('hospital');
    const body = { limit: 10, pageNo: 1, searchText: '100%_', startDate: day, endDate: day, status: 'all' };
    const found = parse(
      worklistResponseSchema,
      await hospital.request({ method: 'POST', url: pafPaths.worklist('hospital'), payload: body }),
    );
    expect(found.data.pageData.map((r) => r.fullName)).toEqual(['Flag 100%_case']);
  });

  it('counts a busy range only up to the cap, and still pages to the last counted case', async () => {
    const [template] = await t.handle.db.select().from(pafCases).limit(1);
    const busy = '2032-05-06';
    const many = pafListTotalCap + 5;
    await t.handle.db.insert(pafCases).values(
      Array.from({ length: many }, (_, i) => ({
        ...template!,
        caseId: `PAF-BUSY-${String(i).padStart(4, '0')}`,
        tenantId: 'ava-sg',
        fullName: `Busy case ${i}`,
        identificationDocNum: `BUSY${i}`,
        admissionDate: busy,
        createdAt: new Date(Date.UTC(2031, 0, 1, 0, 0, i)),
      })),
    );
    const payor = await as('payor');
    const ask = async (pageNo: number) =>
      parse(
        worklistResponseSchema,
        await payor.request({
          method: 'POST',
          url: pafPaths.worklist('payor'),
          payload: { limit: 10, pageNo, searchText: '', startDate: busy, endDate: busy, status: 'all' },
        }),
      ).data;
    const first = await ask(1);
    expect(first.totalItems).toBe(pafListTotalCap);
    expect(first.totalCapped).toBe(true);
    expect(first.pageData[0]?.caseId).toBe(`PAF-BUSY-${many - 1}`);
    const last = await ask(pafListTotalCap / 10);
    expect(last.pageData).toHaveLength(10);
    expect(last.totalCapped).toBe(true);
    expect(last.pageData.at(-1)?.caseId).toBe(`PAF-BUSY-${String(many - pafListTotalCap).padStart(4, '0')}`);
  });

  it('reads one page of cases, not every case of the tenant', async () => {
    const payor = await as('payor');
    statements.length = 0;
    const body = { limit: 10, pageNo: 2, searchText: '', startDate: day, endDate: day, status: 'all' };
    await payor.request({ method: 'POST', url: pafPaths.worklist('payor'), payload: body });
    const reads = statements.filter((q) => /from "paf_cases"/i.test(q) && !/^select count\(/i.test(q));
    expect(reads.length).toBeGreaterThan(0);
    for (const q of reads) expect(q).toMatch(/limit \$\d+ offset \$\d+|limit \$\d+/i);
  });
});
