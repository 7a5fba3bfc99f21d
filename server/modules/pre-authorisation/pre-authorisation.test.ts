import { describe, expect, it } from 'vitest';
import {
  caseSummaryResponseSchema,
  hospitalPanelResponseSchema,
  initializeResponseSchema,
  pafPaths,
  payorsResponseSchema,
  referralPartName,
  referralResponseSchema,
  signingUrlHeader,
  worklistResponseSchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import {
  linkExpiredMessage,
  linkUsedMessage,
  signingPaths,
  signingSummaryResponseSchema,
} from '../../../src/lib/api/contract/signing';
import { eq } from 'drizzle-orm';
import { pafSigningLinks } from '../../db/schema/paf';
import { hashSigningToken } from '../signing';
import { todayIn } from '../../lib/dates';
import { Browser, errorOf, parse, signIn, userIdOf } from '../../testing/test-app';
import { multipartBody } from '../../testing/multipart';
import { testAppForFile } from '../../testing/test-app-for-file';

const t = testAppForFile({ seedDomain: true });

const as = (role: string) => signIn(t.app, `${role}@ava-sg.demo`, { remoteAddress: `10.6.0.${role.length}` });

const today = () => todayIn('Asia/Singapore', new Date());
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function newCase(b: Browser) {
  const payors = parse(
    payorsResponseSchema,
    await b.request({ method: 'GET', url: pafPaths.payors(userIdOf(b)) }),
  ).data;
  const clientId = payors[0]!.clientId;
  const created = await b.request({
    method: 'POST',
    url: pafPaths.initialize(clientId),
    payload: { clientCountry: 'singapore', initiatorUserId: userIdOf(b) },
  });
  expect(created.statusCode).toBe(200);
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

describe('PAF cases', () => {
  it('refuses case creation to anyone but a specialist', async () => {
    const hospital = await as('hospital');
    const res = await hospital.request({
      method: 'POST',
      url: pafPaths.initialize('ava-sg-lion-city-assurance'),
      payload: { clientCountry: 'singapore', initiatorUserId: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('walks a case from creation to a downloadable PDF', async () => {
    const spec = await as('specialist');
    const { clientId, caseId } = await newCase(spec);
    expect(
      (await spec.request({ method: 'POST', url: pafPaths.policyInfo, payload: { caseId, patient } })).statusCode,
    ).toBe(200);
    const past = await spec.request({
      method: 'POST',
      url: pafPaths.admission,
      payload: { caseId, admissionDate: '2000-01-01', hospital: 'X', hospitalId: 'x', isCausedByAccident: false },
    });
    expect(errorOf(past).fields?.admissionDate).toBeDefined();
    const panel = parse(
      hospitalPanelResponseSchema,
      await spec.request({ method: 'GET', url: pafPaths.hospitalPanel(clientId) }),
    );
    const hospital = panel.data.data[0]!.panelEntity.find((p) =>
      p.userDetail.some((u) => u.role === 'specialist' && u.userIds.includes(userIdOf(spec))),
    )!;
    const admitted = await spec.request({
      method: 'POST',
      url: pafPaths.admission,
      payload: {
        caseId,
        admissionDate: inDays(3),
        hospital: hospital.spaceName,
        hospitalId: hospital.spaceId,
        isCausedByAccident: false,
      },
    });
    expect(admitted.statusCode).toBe(200);
    // Sections C and D are checked against their server schema.
    const emptyC = await spec.request({
      method: 'POST',
      url: pafPaths.diagnosis,
      payload: { caseId, fields: {}, previousTreatmentDetails: [] },
    });
    expect(emptyC.statusCode).toBe(400);
    expect(errorOf(emptyC).message).toBe('Presenting Complaint and Symptoms cannot be empty');
    const sectionC = await spec.request({
      method: 'POST',
      url: pafPaths.diagnosis,
      payload: {
        caseId,
        fields: {
          presentingComplaint: 'Right knee pain',
          symptomsStartDate: inDays(-60),
          firstConsultationDate: inDays(-30),
          primaryDiagnosis: 'M17.1',
          isPreExistingCondition: false,
          isCongenitalCondition: false,
          isRelatedToPregnancy: false,
          hasPreviousTreatment: false,
        },
        previousTreatmentDetails: [],
      },
    });
    expect(sectionC.statusCode).toBe(200);
    const noWard = await spec.request({
      method: 'POST',
      url: pafPaths.treatment,
      payload: {
        caseId,
        lengthOfStay: 2,
        isSurgicalProcedure: false,
        treatmentType: 'Surgical',
        procedureCodes: [],
        fields: { expectedAdmissionDateTime: `${inDays(3)}T08:00` },
        estimateTreatmentCost: [{ procedureFees: 1, principleFee: 1, others: [] }],
      },
    });
    expect(errorOf(noWard).fields?.wardType).toBe('Ward Type cannot be empty');
    const treatment = await spec.request({
      method: 'POST',
      url: pafPaths.treatment,
      payload: {
        caseId,
        lengthOfStay: 2,
        isSurgicalProcedure: false,
        treatmentType: 'Surgical',
        wardType: 'ICU',
        procedureCodes: [],
        fields: { expectedAdmissionDateTime: `${inDays(3)}T08:00` },
        estimateTreatmentCost: [
          {
            procedureFees: 1000,
            principleFee: 500,
            others: [{ category: 'Physician', doctorName: 'Dr A', fee: 100, isGstPercent: true }],
          },
        ],
      },
    });
    expect(treatment.statusCode).toBe(200);
    const form = multipartBody({ isPatientReferred: 'false', isReferralLetter: 'false' }, []);
    expect((await spec.request({ method: 'POST', url: pafPaths.referral(caseId), ...form })).statusCode).toBe(200);

    // Patient, then specialist sign through their QR links.
    for (const roleType of ['patient', 'specialist'] as const) {
      const qr = await spec.request({
        method: 'POST',
        url: pafPaths.qr,
        payload: { clientId, caseId, roleType, signerName: 'x' },
      });
      expect(qr.statusCode).toBe(200);
      expect(qr.headers['content-type']).toBe('image/png');
      const token = new URL(String(qr.headers[signingUrlHeader])).pathname.split('/').pop()!;
      const phone = new Browser(t.app, 'ava-sg', '10.6.1.1');
      await phone.primeXsrf();
      const summary = parse(
        signingSummaryResponseSchema,
        await phone.request({ method: 'GET', url: signingPaths.link(token), auth: false }),
      );
      expect(summary.data.caseId).toBe(caseId);
      // A typed signature is the signer's own name (the specialist's is "Dr. …"; the title may be left out).
      const typedName = summary.data.signerName.replace(/^Dr\. /, '');
      const signed = await phone.request({
        method: 'POST',
        url: signingPaths.link(token),
        auth: false,
        payload: { method: 'typed', typedName },
      });
      expect(signed.statusCode).toBe(200);
      // A used link is refused, whether read or signed again.
      const again = await phone.request({
        method: 'POST',
        url: signingPaths.link(token),
        auth: false,
        payload: { method: 'typed', typedName },
      });
      expect(again.statusCode).toBe(410);
      expect(errorOf(again).message).toBe(linkUsedMessage);
      expect((await phone.request({ method: 'GET', url: signingPaths.link(token), auth: false })).statusCode).toBe(410);
    }
    const pending = parse(
      caseSummaryResponseSchema,
      await spec.request({ method: 'GET', url: pafPaths.summary(caseId, 'specialist') }),
    );
    expect(pending.data.status.codes).toEqual(['pendingHospitalCharges']);

    const hosp = await as('hospital');
    expect(
      (await spec.request({ method: 'POST', url: pafPaths.hospitalCost, payload: { caseId, minCost: 1, maxCost: 2 } }))
        .statusCode,
    ).toBe(403);
    const equal = await hosp.request({
      method: 'POST',
      url: pafPaths.hospitalCost,
      payload: { caseId, minCost: 100, maxCost: 100 },
    });
    expect(errorOf(equal).message).toBe('Minimum cost cannot be larger than maximum cost.');
    expect(
      (
        await hosp.request({
          method: 'POST',
          url: pafPaths.hospitalCost,
          payload: { caseId, minCost: 100, maxCost: 200 },
        })
      ).statusCode,
    ).toBe(200);
    const done = parse(
      caseSummaryResponseSchema,
      await hosp.request({ method: 'GET', url: pafPaths.summary(caseId, 'hospital') }),
    );
    expect(done.data.status.category).toBe('completed');
    const pdf = await hosp.request({ method: 'GET', url: pafPaths.pdf(caseId) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(caseId);
  });

  it('checks uploads by size and by their bytes, and serves them as attachments', async () => {
    const spec = await as('specialist');
    const { caseId } = await newCase(spec);
    const fields = { isPatientReferred: 'true', isReferralLetter: 'true' };
    const text = multipartBody(fields, [
      {
        name: referralPartName('Referral Letter', 0),
        filename: 'letter.pdf',
        data: Buffer.from('just some text, not a pdf'),
      },
    ]);
    const refused = await spec.request({ method: 'POST', url: pafPaths.referral(caseId), ...text });
    expect(refused.statusCode).toBe(400);
    const big = multipartBody(fields, [
      {
        name: referralPartName('Referral Letter', 0),
        filename: 'big.pdf',
        data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    const tooLarge = await spec.request({ method: 'POST', url: pafPaths.referral(caseId), ...big });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe('Only files that are 5MB or less are allowed.');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const good = multipartBody(fields, [
      { name: referralPartName('Referral Letter', 0), filename: 'scan<script>.png', data: png },
    ]);
    const saved = parse(
      referralResponseSchema,
      await spec.request({ method: 'POST', url: pafPaths.referral(caseId), ...good }),
    );
    const doc = saved.data.documents[0]!;
    expect(doc.size).toBe(png.length);
    const download = await spec.request({ method: 'GET', url: doc.url });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe('attachment; filename="scan_script_.png"');
  });

  it('lists by ID number for specialists and by name for others, within the date range', async () => {
    const spec = await as('specialist');
    const body = { limit: 10, pageNo: 1, searchText: '', startDate: today(), endDate: inDays(60), status: 'all' };
    const all = parse(
      worklistResponseSchema,
      await spec.request({ method: 'POST', url: pafPaths.worklist('specialist'), payload: body }),
    );
    expect(all.data.totalItems).toBeGreaterThan(0);
    const first = all.data.pageData.find((r) => r.identificationDocNum)!;
    const byId = parse(
      worklistResponseSchema,
      await spec.request({
        method: 'POST',
        url: pafPaths.worklist('specialist'),
        payload: { ...body, searchText: first.identificationDocNum },
      }),
    );
    expect(byId.data.pageData.map((r) => r.caseId)).toContain(first.caseId);
    const byName = parse(
      worklistResponseSchema,
      await spec.request({
        method: 'POST',
        url: pafPaths.worklist('specialist'),
        payload: { ...body, searchText: first.fullName },
      }),
    );
    expect(byName.data.totalItems).toBe(0);
    expect((await spec.request({ method: 'POST', url: pafPaths.worklist('hospital'), payload: body })).statusCode).toBe(
      403,
    );
    const hosp = await as('hospital');
    const hospByName = parse(
      worklistResponseSchema,
      await hosp.request({
        method: 'POST',
        url: pafPaths.worklist('hospital'),
        payload: { ...body, searchText: first.fullName },
      }),
    );
    expect(hospByName.data.pageData.map((r) => r.caseId)).toContain(first.caseId);
  });

  it('builds QR signing links on PUBLIC_ORIGIN only: neither Host nor X-Forwarded-Host changes them', async () => {
    const spec = await as('specialist');
    const { clientId, caseId } = await newCase(spec);
    await spec.request({ method: 'POST', url: pafPaths.policyInfo, payload: { caseId, patient } });
    const qrLink = async () => {
      const qr = await spec.request({
        method: 'POST',
        url: pafPaths.qr,
        headers: { host: 'evil.example:9000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        payload: { clientId, caseId, roleType: 'patient', signerName: 'x' },
      });
      expect(qr.statusCode).toBe(200);
      return new URL(String(qr.headers[signingUrlHeader]));
    };
    // Unset (tests only; a production start refuses), this server on localhost, never the caller's Host.
    expect((await qrLink()).origin).toBe(`http://localhost:${process.env.PORT ?? 8080}`);
    process.env.PUBLIC_ORIGIN = 'https://portal.example.com/ignored/path';
    try {
      const link = await qrLink();
      expect(link.origin).toBe('https://portal.example.com');
      expect(link.pathname).toMatch(/^\/app\//);
    } finally {
      delete process.env.PUBLIC_ORIGIN;
    }
  });

  it('refuses an expired link, an unknown link, and a QR for someone who does not sign', async () => {
    const spec = await as('specialist');
    const { clientId, caseId } = await newCase(spec);
    await spec.request({ method: 'POST', url: pafPaths.policyInfo, payload: { caseId, patient } });
    const noOwner = await spec.request({
      method: 'POST',
      url: pafPaths.qr,
      payload: { clientId, caseId, roleType: 'policyHolder', signerName: 'x' },
    });
    expect(noOwner.statusCode).toBe(400);
    const early = await spec.request({
      method: 'POST',
      url: pafPaths.qr,
      payload: { clientId, caseId, roleType: 'specialist', signerName: 'x' },
    });
    expect(early.statusCode).toBe(409);
    const qr = await spec.request({
      method: 'POST',
      url: pafPaths.qr,
      payload: { clientId, caseId, roleType: 'patient', signerName: 'x' },
    });
    const token = new URL(String(qr.headers[signingUrlHeader])).pathname.split('/').pop()!;
    await t.handle.db
      .update(pafSigningLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pafSigningLinks.tokenHash, hashSigningToken(token)));
    const phone = new Browser(t.app, 'ava-sg', '10.6.2.1');
    await phone.primeXsrf();
    const expired = await phone.request({
      method: 'POST',
      url: signingPaths.link(token),
      auth: false,
      payload: { method: 'typed', typedName: 'Ava Tan' },
    });
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).message).toBe(linkExpiredMessage);
    expect(
      (await phone.request({ method: 'GET', url: signingPaths.link('x'.repeat(32)), auth: false })).statusCode,
    ).toBe(404);
  });
});
