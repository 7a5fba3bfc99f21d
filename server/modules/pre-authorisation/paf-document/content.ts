import { derivePafStatus } from '../../../../src/lib/api/contract/pre-authorisation/paf-status';
import { formatMoney } from '../../../../src/lib/format/money';
import type { TenantManifest } from '../../../../src/lib/tenant/manifest-schema';
import type { PafSignature } from '../../../db/schema/paf';
import type { PafCase } from '../paf-access';
import { pafSigners } from '../paf-signers';
import { costTable, type CostTable, type EstimateRates } from './cost-table';
import type { PafDocumentLabels } from './labels';
import { dateOf, dateTimeOf, instantIn, phoneOf, withDescription } from './format';

export type Row = [label: string, value: string];
export interface Section {
  title: string;
  rows: Row[];
}

export interface SignerBlock {
  name: string;
  role: string;
  method: string;
  signedAt: string;
  /** PNG bytes of a drawn signature; the renderer skips one it cannot read. */
  image: Buffer | null;
  typedName: string | null;
}

/** What the PDF says, as plain data: the renderer only lays it out. */
export interface PafDocument {
  title: string;
  legalName: string;
  caseId: Row;
  status: Row;
  generated: Row;
  sections: Section[];
  costs: CostTable | null;
  charges: Section | null;
  signatures: { title: string; signers: SignerBlock[] };
  attestation: string;
  page: (n: number, of: number) => string;
}

/** A used signing link: when and how one signer signed. */
export interface SignatureRecord {
  signedAt: Date;
  signature: PafSignature | null;
}

export interface PafDocumentInput {
  row: PafCase;
  tenant: TenantManifest;
  labels: PafDocumentLabels;
  payorName: string;
  /** Code → description, from the same tables code search reads. */
  diagnoses: ReadonlyMap<string, string>;
  procedures: ReadonlyMap<string, string>;
  currencyLabel: string;
  taxName: string;
  rates: EstimateRates;
  signatures: ReadonlyMap<string, SignatureRecord>;
  generatedAt: Date;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const fullName = (person: Record<string, unknown>) => `${str(person.firstName)} ${str(person.lastName)}`.trim();
const dash = (value: string) => value || '—';
const joined = (parts: string[]) => parts.filter(Boolean).join(', ');
/** Rows whose optional value is missing are left out rather than printed empty. */
const present = (rows: Array<Row | null>): Row[] => rows.filter((r): r is Row => r !== null && r[1] !== '');

/** Form answers arrive as booleans (typed routes) or 'Yes'/'No' (form engine). */
function yesNo(value: unknown, l: PafDocumentLabels): string {
  if (value === true || value === 'Yes') return l.yes;
  if (value === false || value === 'No') return l.no;
  return '';
}

const idDocument = (person: Record<string, unknown>) =>
  [str(person.identificationDocType), str(person.identificationDocNum)].filter(Boolean).join(' ');

function patientSection(input: PafDocumentInput): Section {
  const { row, labels: l, tenant } = input;
  const patient = obj(row.patient);
  const birth = str(patient.dateOfBirth);
  return {
    title: l.sections.patient,
    rows: present([
      [l.name, dash(row.fullName)],
      [l.gender, dash(l.genders[row.gender] ?? row.gender)],
      birth ? [l.dateOfBirth, dateOf(birth, tenant.timeZone, l.dateLocale)] : null,
      [l.age, String(row.age)],
      [l.idDocument, dash(idDocument(patient) || row.identificationDocNum)],
      [l.email, str(patient.email)],
      [l.mobile, phoneOf(str(patient.mobile), tenant)],
    ]),
  };
}

function policySection(input: PafDocumentInput): Section {
  const { row, labels: l } = input;
  const owner = row.policyOwner ? obj(row.policyOwner) : null;
  const guardian = row.guardian ? obj(row.guardian) : null;
  const holder = owner ? joined([fullName(owner), idDocument(owner)]) : `${l.patientIsPolicyHolder} (${row.fullName})`;
  const relation = guardian ? str(guardian.relationWithPatient) || str(guardian.relationType) : '';
  const guardianText = guardian ? joined([fullName(guardian), relation, idDocument(guardian)]) : '';
  return {
    title: l.sections.policy,
    rows: present([
      [l.payor, input.payorName],
      [l.policyHolder, holder],
      [l.guardian, guardianText],
    ]),
  };
}

function admissionSection(input: PafDocumentInput): Section {
  const { row, labels: l, tenant } = input;
  const admission = obj(row.admission);
  const accident = admission.isCausedByAccident === true;
  const accidentAt = str(admission.dateTimeOfAccident);
  return {
    title: l.sections.admission,
    rows: present([
      [l.admissionDate, row.admissionDate ? dateOf(row.admissionDate, tenant.timeZone, l.dateLocale) : '—'],
      [l.hospital, dash(row.admittingHospital ?? '')],
      [l.accident, accident ? l.yes : l.no],
      accident && accidentAt ? [l.accidentDateTime, instantIn(accidentAt, tenant.timeZone, l.dateLocale)] : null,
      accident ? [l.accidentDetails, str(admission.detailsOfAccident)] : null,
    ]),
  };
}

function previousTreatments(sectionC: Record<string, unknown>, tenant: TenantManifest, locale: string): string {
  const list = Array.isArray(sectionC.previousTreatmentDetails) ? sectionC.previousTreatmentDetails.map(obj) : [];
  return list
    .map((t) => {
      const date = str(t.treatmentDate) ? dateOf(str(t.treatmentDate), tenant.timeZone, locale) : '';
      const who = [date, str(t.doctorName), str(t.clinicName)].filter(Boolean).join(', ');
      return [who, str(t.treatmentDescription)].filter(Boolean).join(': ');
    })
    .join('\n');
}

function clinicalSection(input: PafDocumentInput): Section {
  const { row, labels: l, tenant, diagnoses } = input;
  const c = obj(row.sectionC);
  const primary = row.primaryDiagnosis ?? str(c.primaryDiagnosis);
  const secondary = str(c.secondaryDiagnosis);
  return {
    title: l.sections.clinical,
    rows: present([
      [l.presentingComplaint, str(c.presentingComplaint)],
      [l.primaryDiagnosis, primary ? withDescription(primary, diagnoses) : '—'],
      [l.secondaryDiagnosis, secondary ? withDescription(secondary, diagnoses) : ''],
      [l.preExisting, yesNo(c.isPreExistingCondition, l)],
      [l.previousTreatment, previousTreatments(c, tenant, l.dateLocale)],
    ]),
  };
}

function treatmentSection(input: PafDocumentInput): Section {
  const { row, labels: l, tenant, procedures } = input;
  const d = obj(row.sectionD);
  const expected = str(d.expectedAdmissionDateTime);
  // "Others" carries the ward the specialist typed, which is printed as typed.
  const ward =
    row.wardType === 'Others' ? (row.wardTypeOthers ?? l.option('Others')) : row.wardType ? l.option(row.wardType) : '';
  return {
    title: l.sections.treatment,
    rows: present([
      [l.expectedAdmission, expected ? dateTimeOf(expected, tenant.timeZone, l.dateLocale) : ''],
      [l.lengthOfStay, row.lengthOfStay === null ? '—' : l.days(row.lengthOfStay)],
      [l.surgical, yesNo(d.isSurgicalProcedure, l)],
      [l.treatmentType, dash(row.treatmentType ? l.option(row.treatmentType) : '')],
      [l.procedures, dash(row.procedureCodes.map((code) => withDescription(code, procedures)).join('\n'))],
      [l.wardType, dash(ward)],
    ]),
  };
}

function doctorsSection(input: PafDocumentInput, costs: CostTable | null): Section {
  const { row, labels: l } = input;
  // The referring doctor is in the referral section, with the rest of the referral.
  const others: Row[] = (costs?.doctors ?? []).map(([category, name]) => [l.option(category), name]);
  return {
    title: l.sections.doctors,
    rows: present([[l.specialist, dash(row.doctorName ?? '')], ...others]),
  };
}

/**
 * The referral (docs/product/pre-authorisation.md#case-data, Referral): whether the patient was referred, the
 * letter, the referring doctor's details when there is no letter, and the supporting documents by type and name.
 */
function referralSection(input: PafDocumentInput): Section {
  const { row, labels: l, tenant } = input;
  const r = l.referral;
  const referral = obj(row.referral);
  const flag = (value: unknown) => value === true || value === 'true';
  const referred = flag(referral.isPatientReferred);
  const at = str(referral.dateTimeOfReferral);
  const documents = (Array.isArray(referral.documents) ? referral.documents.map(obj) : [])
    .map((d) => joined([r.documentTypes[str(d.documentType)] ?? str(d.documentType), str(d.fileName)]))
    .filter(Boolean);
  return {
    title: l.sections.referral,
    rows: present([
      [r.referred, referred ? l.yes : l.no],
      referred ? [r.letter, flag(referral.isReferralLetter) ? l.yes : l.no] : null,
      [r.doctorName, str(referral.referralDoctorName)],
      [r.clinic, str(referral.referralDoctorClinicDetails)],
      [r.phone, phoneOf(str(referral.referralDoctorPhone), tenant)],
      // Saved as the wizard's datetime-local value: the tenant's wall clock.
      at ? [r.dateTime, dateTimeOf(at, tenant.timeZone, l.dateLocale)] : null,
      [r.documents, documents.join('\n') || r.none],
    ]),
  };
}

function chargesSection(input: PafDocumentInput): Section | null {
  const charges = input.row.hospitalCharges;
  if (!charges) return null;
  const money = (value: number) => formatMoney(value, input.currencyLabel);
  const l = input.labels;
  return {
    title: l.sections.charges,
    rows: [
      [l.minCost, money(charges.minCost)],
      [l.maxCost, money(charges.maxCost)],
    ],
  };
}

function signatureEntries(input: PafDocumentInput): SignerBlock[] {
  const { row, labels: l, tenant } = input;
  return pafSigners(row).map((signer) => {
    const record = input.signatures.get(signer.roleType);
    const signature = record?.signature ?? null;
    const image =
      signature?.method === 'drawn'
        ? Buffer.from(signature.imageDataUrl.replace(/^data:image\/png;base64,/, ''), 'base64')
        : null;
    return {
      name: dash(signer.signerName),
      role: l.roles[signer.roleType],
      method: signature ? l.methods[signature.method] : signer.signed ? l.methods.unknown : '—',
      signedAt: record ? `${l.signedAt} ${instantIn(record.signedAt, tenant.timeZone, l.dateLocale)}` : '—',
      image,
      typedName: signature?.method === 'typed' ? signature.typedName : null,
    };
  });
}

/** The whole document's content; pure, so a test can read it without a PDF. */
export function pafDocumentContent(input: PafDocumentInput): PafDocument {
  const { row, labels: l, tenant } = input;
  const costs = costTable(input);
  const status = derivePafStatus(row, 'payor')
    .codes.map((code) => l.statuses[code])
    .join(', ');
  return {
    title: l.title,
    legalName: tenant.legalName,
    caseId: [l.caseId, row.caseId],
    status: [l.status, status],
    generated: [l.generated, instantIn(input.generatedAt, tenant.timeZone, l.dateLocale)],
    sections: [
      patientSection(input),
      policySection(input),
      admissionSection(input),
      clinicalSection(input),
      treatmentSection(input),
      doctorsSection(input, costs),
      referralSection(input),
    ],
    costs,
    charges: chargesSection(input),
    signatures: { title: l.sections.signatures, signers: signatureEntries(input) },
    attestation: l.attestation,
    page: l.page,
  };
}
