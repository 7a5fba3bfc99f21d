import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';
import { calendarDateSchema } from '../calendar-date';
import { isSingleLine, nameControlCharactersMessage, plainText } from '../text';
import { pafSections } from './paf-status';

/**
 * Pre-authorisation (docs/product/pre-authorisation.md#case-data, #paf-calls). Paths the spec gives keep their
 * `/pds/v1` prefix at the origin root; the hidden ones are ours
 * (docs/product/pre-authorisation.md).
 */
export const pds = '/pds/v1';

const isoDate = calendarDateSchema;
// Every PAF text is read by the other parties of the case: plain text only.
const text = (max = 200) => plainText(max);
const required = (max = 200) => text(max).min(1, 'This field is required');
/** A person's name is one line: it goes into mails and calendar invites (contract/text). */
const name = () => required().refine(isSingleLine, nameControlCharactersMessage);

/** Encodes a path value; a `:name` placeholder passes through so the server registers the same builder. */
export const seg = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));

export const pafPaths = {
  payors: (userId: string) => `${apiPrefix}/payors/module/paf/specialist/${seg(userId)}`,
  idDocTypes: (clientId: string) => `${apiPrefix}/identificationDocumentTypes/clientId/${seg(clientId)}`,
  clientConfig: (clientId: string) => `${apiPrefix}/client/config/id/${seg(clientId)}`,
  currency: (clientId: string) => `${pds}/payor/currency/clientId/${seg(clientId)}`,
  hospitalPanel: (clientId: string) => `${pds}/hospital/panel/clientId/${seg(clientId)}`,
  formSchema: (clientId: string, subType: PafFormSubType) =>
    `${pds}/paf/form/clientId/${seg(clientId)}/subType/${subType}`,
  initialize: (clientId: string) => `${pds}/initialize/paf/client/${seg(clientId)}`,
  policyInfo: `${pds}/patient/policyInfo`,
  admission: `${pds}/patient/admission/details`,
  diagnosis: `${pds}/patient/diagnosis/details`,
  treatment: `${pds}/patient/treatment/details`,
  referral: (caseId: string) => `${pds}/patient/referral/documents/case/${seg(caseId)}`,
  document: (caseId: string, documentId: string) =>
    `${pds}/patient/referral/documents/case/${seg(caseId)}/${seg(documentId)}`,
  qr: '/doc/qr',
  summary: (caseId: string, role: string) => `${pds}/epaf/summary/caseId/${seg(caseId)}/roleType/${seg(role)}`,
  hospitalCost: `${pds}/hospital/cost`,
  worklist: (role: string) => `${pds}/epaf/worklist/role/${seg(role)}`,
  pdf: (caseId: string) => `${apiPrefix}/paf/${seg(caseId)}/document.pdf`,
} as const;

export const pafFormSubTypes = ['SECTION_C', 'SECTION_D', 'ESTIMATE_FEE'] as const;
export type PafFormSubType = (typeof pafFormSubTypes)[number];

// ── Reference data ─────────────────────────────────────────────────────────

export const payorSchema = z.object({ businessFullName: z.string(), clientId: z.string(), name: z.string() });
export type Payor = z.infer<typeof payorSchema>;
export const payorsResponseSchema = envelopeSchema(z.array(payorSchema));

export const idDocTypeSchema = z.object({ code: z.string(), label: z.string() });
export const idDocTypesResponseSchema = envelopeSchema(
  z.object({ identificationDocumentTypes: z.array(idDocTypeSchema) }),
);

export const clientConfigResponseSchema = envelopeSchema(
  z.object({
    clientId: z.string(),
    requireReferralDateTime: z.boolean(),
    referralUploadLimitMb: z.number(),
    documentTypes: z.array(z.string()),
  }),
);

export const currencySchema = z.object({
  currAbbr: z.string(),
  currLabel: z.string(),
  rate: z.number(),
  taxName: z.string(),
  taxPercent: z.number(),
});
export type PafCurrency = z.infer<typeof currencySchema>;
export const currencyResponseSchema = envelopeSchema(currencySchema);

export const panelEntitySchema = z.object({
  tpe: z.enum(['Hospital', 'Facility', 'Clinic']),
  spaceName: z.string(),
  spaceId: z.string(),
  userDetail: z.array(z.object({ role: z.string(), userIds: z.array(z.string()) })),
});
export type PanelEntity = z.infer<typeof panelEntitySchema>;
export const hospitalPanelResponseSchema = envelopeSchema(
  z.object({ data: z.array(z.object({ clientId: z.string(), panelEntity: z.array(panelEntitySchema) })) }),
);

export const formSchemaQuerySchema = z.object({
  treatmentType: z.string().max(100).optional(),
  isSurgicalProcedure: z.enum(['true', 'false']).optional(),
});

// ── Case lifecycle ─────────────────────────────────────────────────────────

export const clientIdParamsSchema = z.object({ id: z.string().min(1).max(120) });
export const initializeBodySchema = z.object({
  clientCountry: z.string().max(60),
  initiatorUserId: z.string().max(120),
});
export const initializeResponseSchema = envelopeSchema(z.object({ data: z.object({ caseId: z.string() }) }));

export const genders = ['Male', 'Female'] as const;
export const othersIdDocType = 'OTHERS';

const idDoc = {
  identificationDocType: required(60),
  identificationDocTypeOthers: text(100).nullish(),
  identificationDocNum: required(60),
};

export const patientSchema = z.object({
  firstName: name(),
  lastName: name(),
  gender: z.enum(genders),
  dateOfBirth: isoDate,
  // Cleared for a minor (docs/product/pre-authorisation.md#wizard-rules), so optional here; the client requires them for adults.
  email: text(200).nullish(),
  mobile: text(40).nullish(),
  ...idDoc,
  isPolicyHolder: z.boolean(),
  isRequireLegalGuardian: z.boolean(),
});
export type PafPatient = z.infer<typeof patientSchema>;

export const policyOwnerSchema = z.object({
  firstName: name(),
  lastName: name(),
  ...idDoc,
  email: required(),
  mobile: required(40),
  isRequireLegalGuardian: z.boolean(),
  relationType: z.literal('policyOwner'),
});
export type PafPolicyOwner = z.infer<typeof policyOwnerSchema>;

export const guardianSchema = z.object({
  firstName: name(),
  lastName: name(),
  ...idDoc,
  email: required(),
  mobile: required(40),
  relationType: z.enum(['Guardian', 'Next of Kin']),
  relationWithPatient: text(100).nullish(),
});
export type PafGuardian = z.infer<typeof guardianSchema>;

const caseIdField = { caseId: z.string().min(1).max(60) };
export const policyInfoBodySchema = z.object({
  ...caseIdField,
  patient: patientSchema,
  guardian: guardianSchema.nullish(),
  policyOwner: policyOwnerSchema.nullish(),
});
export type PolicyInfoBody = z.infer<typeof policyInfoBodySchema>;

export const admissionBodySchema = z.object({
  ...caseIdField,
  admissionDate: isoDate,
  hospital: required(),
  hospitalId: required(120),
  isCausedByAccident: z.boolean(),
  dateTimeOfAccident: z.iso.datetime({ offset: true }).nullish(),
  detailsOfAccident: text(2000).nullish(),
});
export type AdmissionBody = z.infer<typeof admissionBodySchema>;

const fieldValues = z.record(z.string(), z.unknown());
export const diagnosisBodySchema = z.object({
  ...caseIdField,
  fields: fieldValues,
  previousTreatmentDetails: z.array(fieldValues).max(50),
});
export type DiagnosisBody = z.infer<typeof diagnosisBodySchema>;

export const otherDoctorSchema = z.object({
  category: text(100),
  doctorName: text(200),
  fee: z.number().min(0),
  isGstPercent: z.boolean(),
  totalDailyAttendanceFee: z.number().min(0).optional(),
  gstFee: z.number().min(0).optional(),
  totalFee: z.number().min(0).optional(),
});
export const estimateEntrySchema = z.object({
  procedureCode: text(40).nullish(),
  procedureFees: z.number().min(0),
  principleFee: z.number().min(0),
  anaesthetist: z.number().min(0).nullish(),
  others: z.array(otherDoctorSchema).max(20),
});
export type EstimateEntry = z.infer<typeof estimateEntrySchema>;

export const treatmentBodySchema = z.object({
  ...caseIdField,
  lengthOfStay: z.number().int().min(1).max(365),
  isSurgicalProcedure: z.boolean(),
  treatmentType: required(100),
  wardType: text(100).nullish(),
  wardTypeOthers: text(100).nullish(),
  procedureCodes: z.array(z.string().max(40)).max(50),
  fields: fieldValues,
  estimateTreatmentCost: z.array(estimateEntrySchema).min(1).max(20),
});
export type TreatmentBody = z.infer<typeof treatmentBodySchema>;

export const referralDocumentTypes = [
  'Financial Counselling',
  'Diagnostic Test Results/Reports',
  'Other Medical Reports',
  'Referral Letter',
] as const;
export type ReferralDocumentType = (typeof referralDocumentTypes)[number];
/** Multipart part name of the index-th file of a document type. */
export const referralPartName = (type: ReferralDocumentType, index: number) => `${type}[${index}]`;

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const referralFieldsSchema = z.object({
  isPatientReferred: flag,
  isReferralLetter: flag,
  referralDoctorName: text().nullish(),
  referralDoctorClinicDetails: text(500).nullish(),
  referralDoctorPhone: text(40).nullish(),
  dateTimeOfReferral: z.string().max(40).nullish(),
});
export const storedDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  size: z.number(),
  url: z.string(),
});
export const referralResponseSchema = envelopeSchema(
  z.object({ caseId: z.string(), documents: z.array(storedDocumentSchema) }),
);

export const caseUpdatedResponseSchema = envelopeSchema(z.object({ caseId: z.string() }));

export const signerRoles = ['patient', 'guardian', 'policyHolder', 'specialist'] as const;
export type SignerRole = (typeof signerRoles)[number];
export const qrBodySchema = z.object({
  clientId: z.string().max(120),
  caseId: z.string().max(60),
  roleType: z.enum(signerRoles),
  signerName: required(),
  isLegalGuardianRequiredToSign: z.boolean().optional(),
  signerId: z.string().max(120).optional(),
});
export type QrBody = z.infer<typeof qrBodySchema>;
/** The QR's link also travels in this header so the staff screen can offer it as a plain link. */
export const signingUrlHeader = 'x-signing-url';

export const summaryParamsSchema = z.object({ id: z.string().max(60), role: z.string().max(40) });
export const pafStatusSchema = z.object({
  category: z.enum(['actionNeeded', 'pending', 'completed']),
  codes: z.array(
    z.enum([
      'actionNeeded',
      'completed',
      'pendingPolicyHolderSignature',
      'pendingPatientSignature',
      'pendingSpecialistSignature',
      'pendingHospitalCharges',
    ]),
  ),
});
export const signerStateSchema = z.object({
  roleType: z.enum(signerRoles),
  signerName: z.string(),
  signed: z.boolean(),
});
export const caseSummarySchema = z.object({
  caseId: z.string(),
  clientId: z.string(),
  payorName: z.string(),
  fullName: z.string(),
  gender: z.string(),
  age: z.number(),
  identificationDocNum: z.string(),
  admissionDate: z.string().nullable(),
  admittingHospital: z.string().nullable(),
  lengthOfStay: z.number().nullable(),
  primaryDiagnosis: z.string().nullable(),
  treatmentType: z.string().nullable(),
  wardType: z.string().nullable(),
  doctorName: z.string().nullable(),
  procedureCodes: z.array(z.string()),
  pdfLink: z.string().nullable(),
  isHospitalPartCompleted: z.boolean(),
  isSpecialistPartCompleted: z.boolean(),
  isPatientPartCompleted: z.boolean(),
  isPolicyHolderPartCompleted: z.boolean().nullable(),
  status: pafStatusSchema,
  canEnterHospitalCharges: z.boolean(),
  hospitalCharges: z.object({ minCost: z.number(), maxCost: z.number() }).nullable(),
  signers: z.array(signerStateSchema),
  /** Sections not saved yet (a draft); the specialist signs, and the hospital charges, only when it is empty. */
  missingSections: z.array(z.enum(pafSections)),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;
export const caseSummaryResponseSchema = envelopeSchema(caseSummarySchema);

export const hospitalCostBodySchema = z.object({
  ...caseIdField,
  minCost: z.number().min(0).max(1e9),
  maxCost: z.number().min(0).max(1e9),
});
export const minNotBelowMaxMessage = 'Minimum cost cannot be larger than maximum cost.';

export const pafListStatuses = ['actionNeeded', 'pending', 'completed', 'all'] as const;
export type PafListStatus = (typeof pafListStatuses)[number];
export const worklistParamsSchema = z.object({ role: z.string().max(40) });
export const worklistBodySchema = z.object({
  limit: z.number().int().min(1).max(100),
  pageNo: z.number().int().min(1),
  searchText: z.string().trim().max(100),
  startDate: isoDate,
  endDate: isoDate,
  status: z.enum(pafListStatuses),
});
export type WorklistBody = z.infer<typeof worklistBodySchema>;
export const pafListItemSchema = z.object({
  caseId: z.string(),
  admissionDate: z.string().nullable(),
  admittingHospital: z.string().nullable(),
  fullName: z.string(),
  identificationDocNum: z.string(),
  status: z.object({ value: z.string(), url: z.string(), codes: pafStatusSchema.shape.codes }),
});
export type PafListItem = z.infer<typeof pafListItemSchema>;
export const worklistResponseSchema = envelopeSchema(
  z.object({
    pageData: z.array(pafListItemSchema),
    /** How many cases match, counted up to pafListTotalCap: a busy range is never counted whole. */
    totalItems: z.number().int(),
    /** True when more cases match than totalItems says (the count stopped at the cap): "1,000+". */
    totalCapped: z.boolean().optional(),
  }),
);

/** The most the PAF list's total counts before it answers "this many or more" (totalCapped). */
export const pafListTotalCap = 1_000;

/** The case details page of a case, relative to /app (docs/product/pre-authorisation.md#case-details). */
export const caseDetailsHref = (roleId: string, caseId: string) =>
  `/epaf/role/${encodeURIComponent(roleId)}/case/${encodeURIComponent(caseId)}`;

/**
 * The case PDF's query: the language the requester's screen is in. The server
 * uses it when the tenant offers it, else the tenant's default language, so
 * an unknown value still gets the document.
 */
export const casePdfQuerySchema = z.object({ lang: z.string().max(16).optional() });
export type CasePdfQuery = z.infer<typeof casePdfQuerySchema>;
