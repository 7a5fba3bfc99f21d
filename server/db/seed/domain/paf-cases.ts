import type { pafCases } from '../../schema/domain';
import { usersOf, type SeedCountry, type SeedDomainContext, type SeedTenant } from './context';
import type { FacilityRow } from './facilities';
import { addDays, addMinutes, localDateOf } from './local-dates';
import { localPrice } from './names';
import { ageOn, phone, type PatientIdentity } from './patients';
import type { PayorRow } from './payors';
import { intBetween, pad, rngFor, type Rng } from './random';

export type PafCaseRow = typeof pafCases.$inferInsert;

type Flags = [hospital: boolean, specialist: boolean, patient: boolean, policyHolder: boolean | null];

/** One case per status the list can show (see docs/product/pre-authorisation.md#case-status). */
export const flagStates: Flags[] = [
  [false, false, false, null],
  [false, true, false, null],
  [false, true, true, null],
  [true, true, false, false],
  [true, true, true, false],
  [true, true, true, null],
  [true, true, true, true],
];

export const clinical: Array<[diagnosis: string, procedure: string, complaint: string, ward: string]> = [
  ['K80.2', '51.23', 'Recurrent right upper quadrant pain after fatty meals', 'Single Bedded'],
  ['M17.1', '81.54', 'Progressive right knee pain limiting walking', 'Double Bedded'],
  ['I25.1', '36.07', 'Exertional chest tightness for three months', 'Single Bedded'],
  ['N20.0', '98.51', 'Left loin pain with haematuria', 'Four Bedded'],
  ['H25.1', '13.41', 'Gradual blurring of vision in the left eye', 'Single Bedded'],
  ['K35.8', '47.01', 'Acute periumbilical pain shifting to the right iliac fossa', 'Double Bedded'],
  ['K40.9', '53.05', 'Reducible right groin swelling', 'Others'],
];

/** A co-managing physician whose fee is taxed, so every other case's estimate has a tax line. */
const physician = (fee: number) => ({
  category: 'Physician',
  doctorName: 'Dr. Grace Lim',
  fee: Math.round(fee * 0.1),
  isGstPercent: true,
});

function idNumber(rng: Rng, country: SeedCountry): [type: string, num: string] {
  const digits = (n: number) => Array.from({ length: n }, () => intBetween(rng, 0, 9)).join('');
  switch (country) {
    case 'singapore':
      return ['NRIC', `S${digits(7)}${'ABCDEFGHIZJ'[intBetween(rng, 0, 10)]}`];
    case 'malaysia':
      return [
        'MYKAD',
        `${pad(intBetween(rng, 60, 99), 2)}${pad(intBetween(rng, 1, 12), 2)}${pad(intBetween(rng, 1, 28), 2)}-${pad(intBetween(rng, 1, 16), 2)}-${digits(4)}`,
      ];
    case 'indonesia':
      return ['KTP', `3${digits(15)}`];
    case 'hong kong':
      return ['HKID', `${'ACDEGHKPRYZ'[intBetween(rng, 0, 10)]}${digits(6)}(${intBetween(rng, 0, 9)})`];
  }
}

/** PAF cases for invented adult patients (a minor's case needs a guardian), as their requests describe them. */
export function buildPafCases(
  ctx: SeedDomainContext,
  tenant: SeedTenant,
  payorRows: PayorRow[],
  facilityRows: FacilityRow[],
  patients: PatientIdentity[],
): PafCaseRow[] {
  const rng = rngFor('paf', tenant.id);
  const specialist = usersOf(ctx, tenant.id, 'specialist')[0];
  if (!specialist) {
    return [];
  }
  const hospitals = facilityRows.filter((f) => f.kind === 'hospital');
  const today = localDateOf(ctx.now, tenant.timeZone);
  const adults = patients.filter((p) => p.userId === null && ageOn(p.dob, today) >= 18);
  return flagStates.map(([hospital, spec, patient, policyHolder], index) => {
    const person = adults[index % adults.length] as PatientIdentity;
    const { name: fullName, gender } = person;
    const [diagnosis, procedure, complaint, ward] = clinical[index % clinical.length] as [
      string,
      string,
      string,
      string,
    ];
    const payor = payorRows[index % payorRows.length] as PayorRow;
    const facility = hospitals[index % hospitals.length] as FacilityRow;
    const [docType, docNum] = idNumber(rng, tenant.country);
    const age = ageOn(person.dob, today);
    const admissionDate = addDays(today, intBetween(rng, 1, 45));
    const lengthOfStay = intBetween(rng, 1, 9);
    const created = addMinutes(ctx.now, -intBetween(rng, 2 * 60, 20 * 24 * 60));
    const caseId = `PAF-${tenant.id.toUpperCase()}-${pad(index + 1, 4)}`;
    const fee = Number(localPrice(intBetween(rng, 40, 250) * 100, tenant.currency.code));
    const [firstName, ...rest] = fullName.split(' ');
    return {
      caseId,
      tenantId: tenant.id,
      clientId: payor.clientId,
      createdByUserId: specialist.id,
      fullName,
      gender,
      age,
      identificationDocNum: docNum,
      admissionDate,
      hospitalId: facility.id,
      admittingHospital: facility.facilityName,
      lengthOfStay: spec ? lengthOfStay : null,
      primaryDiagnosis: spec ? diagnosis : null,
      treatmentType: spec ? 'Surgical' : null,
      wardType: spec ? ward : null,
      wardTypeOthers: spec && ward === 'Others' ? 'Day Ward' : null,
      doctorName: `Dr. ${specialist.firstName} ${specialist.lastName}`,
      procedureCodes: spec ? [procedure] : [],
      pdfLink: hospital && spec && patient && policyHolder !== false ? `/api/v1/paf/${caseId}/document.pdf` : null,
      patient: {
        firstName,
        lastName: rest.join(' '),
        gender,
        dateOfBirth: person.dob,
        email: person.email,
        mobile: person.phone,
        identificationDocType: docType,
        identificationDocNum: docNum,
        isPolicyHolder: policyHolder === null,
        isRequireLegalGuardian: false,
      },
      policyOwner:
        policyHolder === null
          ? null
          : {
              firstName: 'Daniel',
              lastName: 'Lee',
              identificationDocType: docType,
              identificationDocNum: idNumber(rng, tenant.country)[1],
              email: `policyowner.${index}@example.${tenant.id}.demo`,
              mobile: phone(rng, tenant.country),
              relationType: 'policyOwner',
            },
      guardian: null,
      admission: {
        caseId,
        admissionDate,
        hospital: facility.facilityName,
        hospitalId: facility.id,
        isCausedByAccident: false,
        dateTimeOfAccident: null,
        detailsOfAccident: null,
      },
      sectionC: spec
        ? {
            presentingComplaint: complaint,
            primaryDiagnosis: diagnosis,
            isPreExistingCondition: false,
            hasPreviousTreatment: index % 2 === 0,
            previousTreatmentDetails:
              index % 2 === 0
                ? [
                    {
                      treatmentDate: addDays(today, -90),
                      doctorName: 'Dr. Tan',
                      clinicName: 'General Practice Clinic',
                      treatmentDescription: 'Analgesia and review',
                    },
                  ]
                : [],
          }
        : null,
      sectionD: spec
        ? {
            lengthOfStay,
            isSurgicalProcedure: true,
            treatmentType: 'Surgical',
            procedureCodes: [procedure],
            wardType: ward,
          }
        : null,
      estimate: spec
        ? {
            estimateTreatmentCost: [
              {
                procedureCode: procedure,
                procedureFees: fee,
                principleFee: Math.round(fee * 0.4),
                anaesthetist: Math.round(fee * 0.15),
                others: index % 2 === 0 ? [physician(fee)] : [],
              },
            ],
            currAbbr: tenant.currency.code,
            taxName: tenant.tax.taxName,
          }
        : null,
      referral: spec ? { isPatientReferred: index % 3 === 0, isReferralLetter: index % 3 === 0, documents: [] } : null,
      hospitalCharges: hospital ? { minCost: Math.round(fee * 0.8), maxCost: Math.round(fee * 1.3) } : null,
      isHospitalPartCompleted: hospital,
      isSpecialistPartCompleted: spec,
      isPatientPartCompleted: patient,
      isPolicyHolderPartCompleted: policyHolder,
      createdAt: created,
      updatedAt: addMinutes(created, 60),
    };
  });
}
