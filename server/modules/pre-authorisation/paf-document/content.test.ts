import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '../../../tenants';
import type { PafCase } from '../paf-access';
import { pafDocumentContent, type PafDocumentInput } from './content';
import { cjkFont, debianCjkFontDir, fontFor, type CjkFont } from './fonts';
import { documentLabels, documentLocale } from './labels';
import { printable } from './layout';
import { brandOf } from './logo';
import { renderPafDocument } from './render';

const tenants = loadTenants();
const tenant = tenants.get('ava-sg')!;

function caseRow(overrides: Partial<PafCase> = {}): PafCase {
  const at = new Date('2026-11-24T11:23:28.765Z');
  return {
    caseId: 'PAF-AVA-SG-0042',
    tenantId: 'ava-sg',
    clientId: 'payor',
    createdByUserId: 'u',
    fullName: 'Ava Tan',
    gender: 'Female',
    age: 46,
    identificationDocNum: 'S1234567D',
    admissionDate: '2026-12-03',
    hospitalId: 'h',
    admittingHospital: 'Orchard Hospital',
    lengthOfStay: 2,
    primaryDiagnosis: 'M17',
    treatmentType: 'Surgical',
    wardType: 'Single Bedded',
    wardTypeOthers: null,
    doctorName: 'Dr. Lee',
    procedureCodes: ['81.54'],
    pdfLink: null,
    patient: {
      firstName: 'Ava',
      lastName: 'Tan',
      dateOfBirth: '1980-05-01',
      identificationDocType: 'NRIC',
      identificationDocNum: 'S1234567D',
    },
    policyOwner: null,
    guardian: null,
    admission: { isCausedByAccident: false },
    sectionC: { presentingComplaint: 'Knee pain' },
    sectionD: { isSurgicalProcedure: 'Yes', expectedAdmissionDateTime: '2026-12-03T08:00' },
    referral: null,
    estimate: {
      estimateTreatmentCost: [
        {
          procedureCode: '81.54',
          procedureFees: 12000,
          principleFee: 4000,
          anaesthetist: 1500,
          others: [{ category: 'Physician', doctorName: 'Dr. Ong', fee: 1000, isGstPercent: true }],
        },
      ],
    },
    hospitalCharges: { minCost: 7000, maxCost: 15000 },
    isHospitalPartCompleted: true,
    isSpecialistPartCompleted: true,
    isPatientPartCompleted: true,
    isPolicyHolderPartCompleted: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function input(overrides: Partial<PafDocumentInput> = {}): PafDocumentInput {
  return {
    row: caseRow(),
    tenant,
    labels: documentLabels('en'),
    payorName: 'Lion City Assurance',
    diagnoses: new Map([['M17', 'Gonarthrosis [arthrosis of knee]']]),
    procedures: new Map([['81.54', 'Total knee replacement']]),
    currencyLabel: 'SGD',
    taxName: 'GST',
    rates: { dailyAttendanceFee: 150, taxPercent: 9 },
    signatures: new Map(),
    generatedAt: new Date('2026-11-24T11:23:28.765Z'),
    ...overrides,
  };
}

const rowsOf = (doc: ReturnType<typeof pafDocumentContent>) => new Map(doc.sections.flatMap((s) => s.rows));

describe('PAF document content', () => {
  it('names codes with their descriptions, a category code ("M17") included', () => {
    const rows = rowsOf(pafDocumentContent(input()));
    expect(rows.get('Primary Diagnosis (ICD-10)')).toBe('M17 Gonarthrosis [arthrosis of knee]');
    expect(rows.get('Planned Procedures')).toBe('81.54 Total knee replacement');
  });

  it('writes dates as dd MMM yyyy and instants on the tenant clock, never as ISO strings', () => {
    const doc = pafDocumentContent(input());
    expect(doc.generated[1]).toBe('24 Nov 2026 07:23 PM GMT+8');
    const rows = rowsOf(doc);
    expect(rows.get('Date of Admission')).toBe('03 Dec 2026');
    expect(rows.get('Expected Admission')).toBe('03 Dec 2026 08:00 AM');
    expect(JSON.stringify(doc)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("speaks the document's language in dates and option words (Malay)", () => {
    const rows = rowsOf(pafDocumentContent(input({ labels: documentLabels('ms') })));
    expect(rows.get('Tarikh Lahir')).toBe('01 Mei 1980');
    expect(rows.get('Tarikh Kemasukan')).toBe('03 Dis 2026');
    expect(rows.get('Jenis Rawatan')).toBe('Pembedahan');
    const costs = pafDocumentContent(input({ labels: documentLabels('ms') })).costs!;
    expect(costs.rows.at(-1)![0]).toBe('Pakar Perubatan: Dr. Ong');
  });

  // What the referral section holds: docs/decisions/0083-the-paf-pdf.md.
  it('has a referral section: referred, the letter, the referring doctor and the documents', () => {
    const referral = {
      isPatientReferred: true,
      isReferralLetter: false,
      referralDoctorName: 'Dr. Wong',
      referralDoctorClinicDetails: 'Wong Family Clinic, Tampines',
      referralDoctorPhone: '+6561234567',
      dateTimeOfReferral: '2026-11-20T09:30',
      documents: [{ id: 'd1', documentType: 'Other Medical Reports', fileName: 'mri.pdf' }],
    };
    const doc = pafDocumentContent(input({ row: caseRow({ referral }) }));
    const section = doc.sections.find((s) => s.title === 'Referral and Supporting Documents');
    expect(section?.rows).toEqual([
      ['Referred by another doctor', 'Yes'],
      ['Copy of the referral letter', 'No'],
      ["Referring Doctor's Name", 'Dr. Wong'],
      ["Referring Doctor's Clinic", 'Wong Family Clinic, Tampines'],
      ["Referring Doctor's Phone Number", '+65 6123 4567'],
      ['Date and Time of Referral', '20 Nov 2026 09:30 AM'],
      ['Supporting Documents', 'Other Medical Reports, mri.pdf'],
    ]);
    const notReferred = pafDocumentContent(
      input({ labels: documentLabels('zh-HK', true), row: caseRow({ referral: { isPatientReferred: false } }) }),
    );
    expect(notReferred.sections.find((s) => s.title === '轉介及證明文件')?.rows).toEqual([
      ['由其他醫生轉介', '否'],
      ['證明文件', '沒有'],
    ]);
  });

  it('applies the estimate rules: attendance for the stay, tax on taxed lines only, totals in the currency', () => {
    const costs = pafDocumentContent(input()).costs!;
    // Physician: 1,000 + 150 × 2 days = 1,300; GST 9% = 117; line total 1,417.
    expect(costs.rows.at(-1)).toEqual(['Physician: Dr. Ong', '1,000.00', '300.00', '117.00', '1,417.00']);
    expect(costs.totals).toEqual([
      ['Subtotal before tax', 'SGD 18,800.00'],
      ['GST 9%', 'SGD 117.00'],
      ['Total', 'SGD 18,917.00'],
    ]);
    expect(pafDocumentContent(input()).charges!.rows).toEqual([
      ['Minimum Cost', 'SGD 7,000.00'],
      ['Maximum Cost', 'SGD 15,000.00'],
    ]);
  });

  it('leaves the tax lines out for a payor without tax', () => {
    const costs = pafDocumentContent(
      input({ taxName: 'Tax', rates: { dailyAttendanceFee: 150, taxPercent: 0 } }),
    ).costs!;
    expect(costs.totals).toEqual([['Total', 'SGD 18,800.00']]);
    expect(costs.note).toBe('Daily attendance fee SGD 150.00 × 2 day(s).');
  });

  it('says a part was signed even when no signing record survives, without inventing a time', () => {
    const signers = pafDocumentContent(input()).signatures.signers;
    expect(signers.map((s) => [s.name, s.role, s.method, s.signedAt])).toEqual([
      ['Ava Tan', 'Patient', 'Recorded as signed', '—'],
      ['Dr. Lee', 'Specialist', 'Recorded as signed', '—'],
    ]);
  });

  it('speaks Traditional Chinese for zh-HK when the server has the CJK font, English when it has not', () => {
    const doc = pafDocumentContent(input({ labels: documentLabels('zh-HK', true) }));
    expect(doc.title).toBe('預先批核表格');
    expect(doc.page(1, 2)).toBe('第 1 頁，共 2 頁');
    expect(doc.generated).toEqual(['產生時間', '2026年11月24日 下午07:23 GMT+8']);
    const rows = rowsOf(doc);
    // Intl's zh-HK date, as the portal shows it (src/lib/format/dates.ts).
    expect(rows.get('出生日期')).toBe('1980年5月01日');
    expect(rows.get('預計入院')).toBe('2026年12月03日 上午08:00');
    expect(rows.get('治療類型')).toBe('外科手術');
    expect(rows.get('病房類型')).toBe('單人房');
    expect(doc.costs!.rows.at(-1)![0]).toBe('內科醫生: Dr. Ong');
    expect(doc.costs!.note).toBe('每日巡房費 SGD 150.00 × 2 日；如適用，另加GST 9%。');

    expect(pafDocumentContent(input({ labels: documentLabels('zh-HK', false) })).title).toBe('Pre-Authorisation Form');
  });

  it('sets a document in the CJK faces only when its text needs them and the server has them', () => {
    const font: CjkFont = {
      regular: { bytes: Buffer.alloc(0), postscriptName: 'NotoSansCJKhk-Regular' },
      bold: { bytes: Buffer.alloc(0), postscriptName: 'NotoSansCJKhk-Bold' },
    };
    const english = pafDocumentContent(input());
    const chineseName = pafDocumentContent(input({ row: caseRow({ fullName: '陳大文' }) }));
    const chinese = pafDocumentContent(input({ labels: documentLabels('zh-HK', true) }));
    // Latin text, "×", "—" and "€" included, stays in Helvetica.
    expect(fontFor(english, font)).toBeNull();
    expect(fontFor(chineseName, font)).toBe(font);
    expect(fontFor(chinese, font)).toBe(font);
    expect(fontFor(chineseName, null)).toBeNull();
  });

  it('finds the CJK faces in a folder, and none in a folder without them', () => {
    expect(cjkFont(debianCjkFontDir), 'fonts-noto-cjk is not installed').not.toBeNull();
    expect(cjkFont(debianCjkFontDir)!.regular.postscriptName).toBe('NotoSansCJKhk-Regular');
    expect(cjkFont(tmpdir())).toBeNull();
  });

  it('picks the requested language only when the tenant offers it', () => {
    const sehat = tenants.get('sehat-id')!;
    expect(documentLocale(sehat, 'en')).toBe('en');
    expect(documentLocale(sehat, 'ms')).toBe('id');
    expect(documentLocale(sehat, undefined)).toBe('id');
  });

  it('prints characters Helvetica lacks as "?", never as other letters', () => {
    const image = Buffer.from('png');
    expect(printable({ name: '陳大文 Chan', note: 'SGD 150.00 × 2 — café €', image })).toEqual({
      name: '??? Chan',
      note: 'SGD 150.00 × 2 — café €',
      image,
    });
  });

  it('still renders when a stored signature image is unreadable or the logo is missing', async () => {
    const broken = {
      signedAt: new Date('2026-11-24T11:23:28.765Z'),
      signature: { method: 'drawn' as const, imageDataUrl: 'data:image/png;base64,bm90IGEgcG5n' },
    };
    const content = pafDocumentContent(input({ signatures: new Map([['patient', broken]]) }));
    expect(content.signatures.signers[0]!.signedAt).toBe('Signed 24 Nov 2026 07:23 PM GMT+8');
    const pdf = await renderPafDocument(content, brandOf(tenant, '/nonexistent'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('embeds the CJK faces in a document with a Chinese name, and only Helvetica in one without', async () => {
    const brand = brandOf(tenant, '/nonexistent');
    const chinese = await renderPafDocument(pafDocumentContent(input({ row: caseRow({ fullName: '陳大文' }) })), brand);
    expect(chinese.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKhk-Regular/);
    const latin = await renderPafDocument(pafDocumentContent(input()), brand);
    expect(latin.toString('latin1')).not.toContain('NotoSansCJK');
    expect(latin.toString('latin1')).toContain('/BaseFont /Helvetica');
  });
});
