import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  caseSummaryResponseSchema,
  initializeResponseSchema,
  pafPaths,
  payorsResponseSchema,
  signingUrlHeader,
  worklistResponseSchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { pafDraftPaths, pafDraftResponseSchema } from '../../../src/lib/api/contract/pre-authorisation/paf-draft';
import { signingPaths, typedNameReason } from '../../../src/lib/api/contract/signing';
import { pafCases } from '../../db/schema/domain';
import { Browser, errorOf, parse, signIn, userIdOf } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * A draft is resumed or discarded, never a dead end; signing and charges wait for a complete form
 * (docs/decisions/0081-paf-drafts.md); a typed signature is the signer's name
 * (docs/decisions/0082-typed-signatures.md).
 */
const t = testAppForFile({ seedDomain: true });

const as = (role: string) => signIn(t.app, `${role}@ava-sg.demo`, { remoteAddress: `10.7.0.${role.length}` });

async function newCase(b: Browser) {
  const payors = parse(payorsResponseSchema, await b.request({ method: 'GET', url: pafPaths.payors(userIdOf(b)) }));
  const clientId = payors.data[0]!.clientId;
  const created = await b.request({
    method: 'POST',
    url: pafPaths.initialize(clientId),
    payload: { clientCountry: 'singapore', initiatorUserId: userIdOf(b) },
  });
  return { clientId, caseId: parse(initializeResponseSchema, created).data.data.caseId };
}

const patient = {
  firstName: 'Ava',
  lastName: 'Tan',
  gender: 'Female',
  dateOfBirth: '1980-05-01',
  email: 'ava@example.com',
  mobile: '+6591234567',
  identificationDocType: 'NRIC',
  identificationDocNum: 'S1234567D',
  isPolicyHolder: true,
  isRequireLegalGuardian: false,
};

/** The seed's case with no part done (server/db/seed/domain/paf-cases.ts flagStates[0]): Sections A and B only. */
const seededDraft = 'PAF-AVA-SG-0001';
/** Signed by its specialist, waiting for the patient and the hospital (flagStates[1]). */
const seededSigned = 'PAF-AVA-SG-0002';

describe('PAF drafts', () => {
  it('starting again reuses the empty draft instead of leaving another case', async () => {
    const spec = await as('specialist');
    const first = await newCase(spec);
    const again = await newCase(spec);
    expect(again.caseId).toBe(first.caseId);
    await spec.request({ method: 'POST', url: pafPaths.policyInfo, payload: { caseId: first.caseId, patient } });
    expect((await newCase(spec)).caseId).not.toBe(first.caseId);
  });

  it("dates a draft with no admission date by its creation on the tenant's calendar, not the UTC day", async () => {
    const spec = await as('specialist');
    const { caseId } = await newCase(spec);
    // 23:30 UTC on 27 Nov is 07:30 on 28 Nov in Singapore: the specialist began it on the 28th.
    await t.handle.db
      .update(pafCases)
      .set({ createdAt: new Date('2026-11-27T23:30:00Z') })
      .where(eq(pafCases.caseId, caseId));
    const listed = async (day: string) => {
      const res = await spec.request({
        method: 'POST',
        url: pafPaths.worklist('specialist'),
        payload: { limit: 100, pageNo: 1, searchText: '', startDate: day, endDate: day, status: 'all' },
      });
      return parse(worklistResponseSchema, res).data.pageData.some((row) => row.caseId === caseId);
    };
    expect(await listed('2026-11-28')).toBe(true);
    expect(await listed('2026-11-27')).toBe(false);
    await spec.request({ method: 'DELETE', url: pafDraftPaths.draft(caseId) });
  });

  it('names the missing sections when the specialist asks to sign an incomplete case', async () => {
    const spec = await as('specialist');
    const { clientId, caseId } = await newCase(spec);
    await spec.request({ method: 'POST', url: pafPaths.policyInfo, payload: { caseId, patient } });
    const summary = parse(
      caseSummaryResponseSchema,
      await spec.request({ method: 'GET', url: pafPaths.summary(caseId, 'specialist') }),
    );
    expect(summary.data.missingSections).toEqual(['admission', 'sectionC', 'sectionD', 'referral']);
    const qr = await spec.request({
      method: 'POST',
      url: pafPaths.qr,
      payload: { clientId, caseId, roleType: 'specialist', signerName: 'x' },
    });
    expect(qr.statusCode).toBe(409);
    expect(errorOf(qr).reason).toBe('paf.incomplete');
    expect(Object.keys(errorOf(qr).fields ?? {})).toEqual(['admission', 'sectionC', 'sectionD', 'referral']);
  });

  it('resumes a draft with its saved sections and the first one missing', async () => {
    const spec = await as('specialist');
    const draft = parse(
      pafDraftResponseSchema,
      await spec.request({ method: 'GET', url: pafDraftPaths.draft(seededDraft) }),
    );
    expect(draft.data).toMatchObject({ caseId: seededDraft, editable: true, sectionC: null });
    expect(draft.data.missingSections).toEqual(['sectionC', 'sectionD', 'referral']);
    expect(draft.data.patient?.firstName).toBeTruthy();
    expect(draft.data.admission?.hospitalId).toBeTruthy();
    const signed = parse(
      pafDraftResponseSchema,
      await spec.request({ method: 'GET', url: pafDraftPaths.draft(seededSigned) }),
    );
    expect(signed.data).toMatchObject({ editable: false, missingSections: [] });
    const hospital = await as('hospital');
    expect((await hospital.request({ method: 'GET', url: pafDraftPaths.draft(seededDraft) })).statusCode).toBe(403);
  });

  it('lets only its author discard a draft, never a signed case', async () => {
    const spec = await as('specialist');
    const { caseId } = await newCase(spec);
    await spec.request({ method: 'POST', url: pafPaths.policyInfo, payload: { caseId, patient } });
    const hospital = await as('hospital');
    expect((await hospital.request({ method: 'DELETE', url: pafDraftPaths.draft(caseId) })).statusCode).toBe(403);
    const signed = await spec.request({ method: 'DELETE', url: pafDraftPaths.draft(seededSigned) });
    expect(signed.statusCode).toBe(409);
    const discarded = await spec.request({ method: 'DELETE', url: pafDraftPaths.draft(caseId) });
    expect(discarded.statusCode).toBe(200);
    expect((await spec.request({ method: 'GET', url: pafPaths.summary(caseId, 'specialist') })).statusCode).toBe(404);
  });

  it('refuses hospital charges on a case its specialist has not completed and signed', async () => {
    const hospital = await as('hospital');
    const summary = parse(
      caseSummaryResponseSchema,
      await hospital.request({ method: 'GET', url: pafPaths.summary(seededDraft, 'hospital') }),
    );
    expect(summary.data.canEnterHospitalCharges).toBe(false);
    expect(summary.data.status.codes).not.toContain('actionNeeded');
    const charged = await hospital.request({
      method: 'POST',
      url: pafPaths.hospitalCost,
      payload: { caseId: seededDraft, minCost: 100, maxCost: 200 },
    });
    expect(charged.statusCode).toBe(409);
    expect(errorOf(charged).reason).toBe('paf.notSigned');
  });
});

describe('typed signatures', () => {
  it("refuses a name that is not the signer's, and takes it with other case, accents and spacing", async () => {
    const spec = await as('specialist');
    const { clientId, caseId } = await newCase(spec);
    await spec.request({
      method: 'POST',
      url: pafPaths.policyInfo,
      payload: { caseId, patient: { ...patient, firstName: 'Zoë', lastName: 'Tan Mei Ling' } },
    });
    const qr = await spec.request({
      method: 'POST',
      url: pafPaths.qr,
      payload: { clientId, caseId, roleType: 'patient', signerName: 'x' },
    });
    const token = new URL(String(qr.headers[signingUrlHeader])).pathname.split('/').pop()!;
    const phone = new Browser(t.app, 'ava-sg', '10.7.1.1');
    await phone.primeXsrf();
    const sign = (typedName: string) =>
      phone.request({
        method: 'POST',
        url: signingPaths.link(token),
        auth: false,
        payload: { method: 'typed', typedName },
      });
    const wrong = await sign('Specialist Demo');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).reason).toBe(typedNameReason);
    expect(errorOf(wrong).fields?.typedName).toContain('Zoë Tan Mei Ling');
    // The link is still there to try again.
    expect((await sign('ZOE tan  mei-ling')).statusCode).toBe(200);
  });
});
