import { readFileSync } from 'node:fs';
import { pafStatusLabels } from '../../../src/lib/api/contract/paf-status';
import type { SignerRole } from '../../../src/lib/api/contract/paf';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';

/**
 * The PDF's words, one table per locale. Wording follows locales/<lng>/paf.json
 * so the document says what the wizard said; kept here because the server
 * does not load the client's i18next bundles.
 */
/**
 * The wizard's option words (treatment type, ward, doctor category) in a language,
 * read from the same catalogue the form engine uses, so the PDF and the form agree.
 */
function optionWords(locale: 'id' | 'ms'): (value: string) => string {
  let words: Record<string, string> | undefined;
  return (value) => {
    words ??= (
      JSON.parse(readFileSync(new URL(`../../../locales/${locale}/forms.json`, import.meta.url), 'utf8')) as {
        template: { options: Record<string, string> };
      }
    ).template.options;
    return words[value] ?? value;
  };
}

const en = {
  /** Intl locale of the document's dates: its own month names (English keeps the spec's shapes). */
  dateLocale: 'en-GB',
  title: 'Pre-Authorisation Form',
  caseId: 'Case ID',
  status: 'Status',
  generated: 'Generated',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  /** A stored option value ("Surgical", "Physician") in the document's language. */
  option: (value: string) => value,
  // The spec's English status words, as the contract defines them.
  statuses: pafStatusLabels,
  sections: {
    patient: 'Section A: Patient Information',
    policy: 'Policy',
    admission: 'Section B: Admission Details',
    clinical: 'Section C: Clinical History',
    treatment: 'Section D: Treatment Details',
    doctors: 'Doctors',
    estimate: 'Treatment Cost Summary',
    charges: 'Hospital Charges',
    signatures: 'Digital Signatures',
  },
  name: 'Name',
  gender: 'Gender',
  genders: { Male: 'Male', Female: 'Female' } as Record<string, string>,
  dateOfBirth: 'Date of Birth',
  age: 'Age',
  idDocument: 'Identification Document',
  email: 'E-mail Address',
  mobile: 'Mobile Number',
  payor: 'Payor',
  policyHolder: 'Policy Holder',
  patientIsPolicyHolder: 'The patient',
  guardian: 'Guardian/Next of Kin',
  admissionDate: 'Date of Admission',
  hospital: 'Hospital/Facility',
  accident: 'Caused by an accident',
  accidentDateTime: 'Date and Time of Accident',
  accidentDetails: 'Details of Accident',
  presentingComplaint: 'Presenting Complaint and Symptoms',
  primaryDiagnosis: 'Primary Diagnosis (ICD-10)',
  secondaryDiagnosis: 'Secondary Diagnosis (ICD-10)',
  preExisting: 'Pre-existing condition',
  previousTreatment: 'Previous Treatment',
  expectedAdmission: 'Expected Admission',
  lengthOfStay: 'Length of Stay',
  days: (n: number) => `${n} day(s)`,
  surgical: 'Surgical procedure planned',
  treatmentType: 'Treatment Type',
  procedures: 'Planned Procedures',
  wardType: 'Ward Type',
  specialist: 'Specialist',
  referringDoctor: 'Referring Doctor',
  yes: 'Yes',
  no: 'No',
  item: 'Item',
  fee: 'Fee',
  attendance: 'Attendance',
  amount: 'Amount',
  procedureFee: (code: string | null) => (code ? `Procedure fee (${code})` : 'Procedure fee'),
  principal: 'Principal surgeon fee',
  anaesthetist: 'Anaesthetist fee',
  rates: (rate: string, days: number, tax: string | null) =>
    `Daily attendance fee ${rate} × ${days} day(s)${tax ? `; ${tax} where applicable` : ''}.`,
  subtotal: 'Subtotal before tax',
  total: 'Total',
  minCost: 'Minimum Cost',
  maxCost: 'Maximum Cost',
  signedAt: 'Signed',
  methods: { drawn: 'Drawn on a phone', typed: 'Typed name', unknown: 'Recorded as signed' },
  roles: {
    patient: 'Patient',
    guardian: 'Guardian/Next of Kin',
    policyHolder: 'Policy Holder',
    specialist: 'Specialist',
  } satisfies Record<SignerRole, string>,
  attestation: 'Signed digitally by the patient or guardian, the policyholder where applicable, and the specialist.',
};

export type PafDocumentLabels = typeof en;

const id: PafDocumentLabels = {
  dateLocale: 'id-ID',
  title: 'Formulir Pra-Otorisasi',
  caseId: 'ID Kasus',
  status: 'Status',
  generated: 'Dibuat',
  page: (n, of) => `Halaman ${n} dari ${of}`,
  option: optionWords('id'),
  statuses: {
    actionNeeded: 'Perlu Tindakan',
    completed: 'Selesai',
    pendingPolicyHolderSignature: 'Menunggu Tanda Tangan Pemegang Polis',
    pendingPatientSignature: 'Menunggu Tanda Tangan Pasien',
    pendingSpecialistSignature: 'Menunggu Tanda Tangan Dokter Spesialis',
    pendingHospitalCharges: 'Menunggu Biaya Rumah Sakit',
  },
  sections: {
    patient: 'Bagian A: Informasi Pasien',
    policy: 'Polis',
    admission: 'Bagian B: Rincian Rawat Inap',
    clinical: 'Bagian C: Riwayat Klinis',
    treatment: 'Bagian D: Rincian Perawatan',
    doctors: 'Dokter',
    estimate: 'Ringkasan Biaya Perawatan',
    charges: 'Biaya Rumah Sakit',
    signatures: 'Tanda Tangan Digital',
  },
  name: 'Nama',
  gender: 'Jenis Kelamin',
  genders: { Male: 'Laki-laki', Female: 'Perempuan' },
  dateOfBirth: 'Tanggal Lahir',
  age: 'Usia',
  idDocument: 'Dokumen Identitas',
  email: 'Alamat E-mail',
  mobile: 'Nomor Ponsel',
  payor: 'Penjamin',
  policyHolder: 'Pemegang Polis',
  patientIsPolicyHolder: 'Pasien sendiri',
  guardian: 'Wali/Keluarga Terdekat',
  admissionDate: 'Tanggal Rawat Inap',
  hospital: 'Rumah Sakit/Fasilitas',
  accident: 'Disebabkan oleh kecelakaan',
  accidentDateTime: 'Tanggal dan Waktu Kecelakaan',
  accidentDetails: 'Rincian Kecelakaan',
  presentingComplaint: 'Keluhan dan Gejala',
  primaryDiagnosis: 'Diagnosis Utama (ICD-10)',
  secondaryDiagnosis: 'Diagnosis Sekunder (ICD-10)',
  preExisting: 'Kondisi yang sudah ada sebelumnya',
  previousTreatment: 'Perawatan Sebelumnya',
  expectedAdmission: 'Perkiraan Rawat Inap',
  lengthOfStay: 'Lama Rawat Inap',
  days: (n) => `${n} hari`,
  surgical: 'Prosedur bedah direncanakan',
  treatmentType: 'Jenis Perawatan',
  procedures: 'Prosedur yang Direncanakan',
  wardType: 'Jenis Kamar',
  specialist: 'Dokter Spesialis',
  referringDoctor: 'Dokter Perujuk',
  yes: 'Ya',
  no: 'Tidak',
  item: 'Item',
  fee: 'Biaya',
  attendance: 'Kunjungan',
  amount: 'Jumlah',
  procedureFee: (code) => (code ? `Biaya prosedur (${code})` : 'Biaya prosedur'),
  principal: 'Biaya dokter bedah utama',
  anaesthetist: 'Biaya dokter anestesi',
  rates: (rate, days, tax) => `Biaya kunjungan harian ${rate} × ${days} hari${tax ? `; ${tax} bila berlaku` : ''}.`,
  subtotal: 'Subtotal sebelum pajak',
  total: 'Total',
  minCost: 'Biaya Minimum',
  maxCost: 'Biaya Maksimum',
  signedAt: 'Ditandatangani',
  methods: { drawn: 'Digambar di ponsel', typed: 'Nama diketik', unknown: 'Tercatat sudah ditandatangani' },
  roles: {
    patient: 'Pasien',
    guardian: 'Wali/Keluarga Terdekat',
    policyHolder: 'Pemegang Polis',
    specialist: 'Dokter Spesialis',
  },
  attestation: 'Ditandatangani secara digital oleh pasien atau wali, pemegang polis bila ada, dan dokter spesialis.',
};

const ms: PafDocumentLabels = {
  dateLocale: 'ms-MY',
  title: 'Borang Pra-Kebenaran',
  caseId: 'ID Kes',
  status: 'Status',
  generated: 'Dijana',
  page: (n, of) => `Halaman ${n} daripada ${of}`,
  option: optionWords('ms'),
  statuses: {
    actionNeeded: 'Tindakan Diperlukan',
    completed: 'Selesai',
    pendingPolicyHolderSignature: 'Menunggu Tandatangan Pemegang Polisi',
    pendingPatientSignature: 'Menunggu Tandatangan Pesakit',
    pendingSpecialistSignature: 'Menunggu Tandatangan Pakar',
    pendingHospitalCharges: 'Menunggu Caj Hospital',
  },
  sections: {
    patient: 'Bahagian A: Maklumat Pesakit',
    policy: 'Polisi',
    admission: 'Bahagian B: Butiran Kemasukan',
    clinical: 'Bahagian C: Sejarah Klinikal',
    treatment: 'Bahagian D: Butiran Rawatan',
    doctors: 'Doktor',
    estimate: 'Ringkasan Kos Rawatan',
    charges: 'Caj Hospital',
    signatures: 'Tandatangan Digital',
  },
  name: 'Nama',
  gender: 'Jantina',
  genders: { Male: 'Lelaki', Female: 'Perempuan' },
  dateOfBirth: 'Tarikh Lahir',
  age: 'Umur',
  idDocument: 'Dokumen Pengenalan',
  email: 'Alamat E-mel',
  mobile: 'Nombor Telefon Bimbit',
  payor: 'Pembayar',
  policyHolder: 'Pemegang Polisi',
  patientIsPolicyHolder: 'Pesakit sendiri',
  guardian: 'Penjaga/Waris Terdekat',
  admissionDate: 'Tarikh Kemasukan',
  hospital: 'Hospital/Fasiliti',
  accident: 'Disebabkan oleh kemalangan',
  accidentDateTime: 'Tarikh dan Masa Kemalangan',
  accidentDetails: 'Butiran Kemalangan',
  presentingComplaint: 'Aduan dan Simptom',
  primaryDiagnosis: 'Diagnosis Utama (ICD-10)',
  secondaryDiagnosis: 'Diagnosis Sekunder (ICD-10)',
  preExisting: 'Keadaan sedia ada',
  previousTreatment: 'Rawatan Terdahulu',
  expectedAdmission: 'Jangkaan Kemasukan',
  lengthOfStay: 'Tempoh Tinggal',
  days: (n) => `${n} hari`,
  surgical: 'Prosedur pembedahan dirancang',
  treatmentType: 'Jenis Rawatan',
  procedures: 'Prosedur Dirancang',
  wardType: 'Jenis Wad',
  specialist: 'Pakar',
  referringDoctor: 'Doktor Perujuk',
  yes: 'Ya',
  no: 'Tidak',
  item: 'Perkara',
  fee: 'Yuran',
  attendance: 'Kehadiran',
  amount: 'Amaun',
  procedureFee: (code) => (code ? `Yuran prosedur (${code})` : 'Yuran prosedur'),
  principal: 'Yuran pakar bedah utama',
  anaesthetist: 'Yuran pakar bius',
  rates: (rate, days, tax) => `Yuran kehadiran harian ${rate} × ${days} hari${tax ? `; ${tax} jika berkenaan` : ''}.`,
  subtotal: 'Jumlah kecil sebelum cukai',
  total: 'Jumlah',
  minCost: 'Kos Minimum',
  maxCost: 'Kos Maksimum',
  signedAt: 'Ditandatangani',
  methods: { drawn: 'Dilukis pada telefon', typed: 'Nama ditaip', unknown: 'Direkodkan sebagai ditandatangani' },
  roles: {
    patient: 'Pesakit',
    guardian: 'Penjaga/Waris Terdekat',
    policyHolder: 'Pemegang Polisi',
    specialist: 'Pakar',
  },
  attestation: 'Ditandatangani secara digital oleh pesakit atau penjaga, pemegang polisi jika berkenaan, dan pakar.',
};

/**
 * zh-HK is English on purpose: pdfkit's built-in fonts have no CJK glyphs and
 * no CJK font ships with the server, so Chinese labels would print as blanks
 * (docs/decisions.md, "The PAF document").
 */
const tables: Record<SupportedLocale, PafDocumentLabels> = { en, id, ms, 'zh-HK': en };

/** The asked-for language when the tenant offers it, else the tenant's default. */
export function documentLocale(tenant: TenantManifest, requested: string | undefined): SupportedLocale {
  const offered = tenant.locales.offered.find((l) => l === requested);
  return offered ?? tenant.locales.default;
}

export const documentLabels = (locale: SupportedLocale): PafDocumentLabels => tables[locale];
