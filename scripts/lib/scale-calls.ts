/**
 * The growth bench's calls (docs/decisions/0052-the-growth-bench.md): each screen's read exactly as the
 * client sends it (path and body from src/features/<domain>/api and the
 * contract), who sends it, and what a useful answer holds. Pure: the values
 * only a running server can tell (the cursor of page 50, a specialty's name...)
 * come in as a ScaleDiscovery, found first by scripts/bench-scale.ts.
 */
import type { ScaleFixture } from '../../server/db/scale/fixture';
import { doctorSearchPath, specialtiesPath } from '../../src/lib/api/contract/doctor-search';
import { caseDetailsPath } from '../../src/lib/api/contract/patient-inbox/case-details';
import { patientWorklistPath } from '../../src/lib/api/contract/patient-inbox/inbox';
import { pafPaths, type PafListStatus } from '../../src/lib/api/contract/pre-authorisation/paf';
import {
  healthScreeningSummaryPath,
  providerBookingPath,
  unitSchedulesPath,
} from '../../src/lib/api/contract/schedules/staff-schedule';
import { staffWorklistPath } from '../../src/lib/api/contract/worklists';
import { addDays, isoWeekday } from '../../src/lib/format/local-days';

/** The fixture's accounts the bench signs in as. */
export const scaleActors = ['clinic', 'screening', 'patient', 'malaysianPatient', 'payor'] as const;
export type ScaleActor = (typeof scaleActors)[number];

export interface ScaleCall {
  name: string;
  actor: ScaleActor;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** True when the answer's `data` holds what the screen shows: a bench of empty answers measures nothing. */
  hasData: (data: unknown) => boolean;
  /**
   * False for a call the screen makes that is not in the issue's list (the
   * schedules' provider summary): measured and reported beside its goal, not gated.
   */
  gated: boolean;
}

/** What the bench learns from the running server before it measures. */
export interface ScaleDiscovery {
  /** Today in each actor's tenant (YYYY-MM-DD). */
  today: Record<ScaleActor, string>;
  /** Country of the Malaysian patient's tenant, as doctor search sends it. */
  country: string;
  /** The English name of fixture.search.specialtyId, the value a search sends. */
  specialtyName: string;
  /** A status the clinic's worklist offers and holds rows of. */
  worklistStatus: string;
  /**
   * The cursor the client sends for page 50: older than the last row of page
   * 49. A list shorter than 50 pages gives its last page (`page` says which).
   */
  page50: { page: number; created: number };
  /** The PAF list status the payor holds the most cases of within the default range. */
  pafStatus: Exclude<PafListStatus, 'all'>;
  /** A request of the patient's inbox, for its details page. */
  inboxCase: { service: string; referenceNo: string };
}

/** Rows per page as each screen asks: worklist 10 (of 5/10/25), inbox 25 (its default), PAF list 10. */
export const worklistLimit = 10;
export const inboxLimit = 25;
export const pafLimit = 10;
/** The deepest worklist page measured. */
export const deepPage = 50;

/** The PAF list's default range (docs/product/pre-authorisation.md#list): today → 60 days ahead. */
export const pafRange = (today: string) => ({ startDate: today, endDate: addDays(today, 60) });
/** The worklist's date range filter: the last 30 days. */
export const worklistRange = (today: string) => ({ startDate: addDays(today, -30), endDate: today });
/** Monday to Sunday of the week holding `today`, as the schedule's week view asks. */
export function weekOf(today: string): { from: string; to: string } {
  const from = addDays(today, 1 - isoWeekday(today));
  return { from, to: addDays(from, 6) };
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const worklistRows = (data: unknown) => arr(obj(obj(data).dataTable).data);
const nonEmptyWorklist = (data: unknown) => worklistRows(data).length > 0;
const nonEmptyList = (data: unknown) => arr(data).length > 0;
const pafRows = (data: unknown) => arr(obj(data).pageData);
/** Every unit asked for comes back, and the week holds at least one session. */
const scheduleOf = (units: number) => (data: unknown) => {
  const got = arr(obj(data).units);
  const sessions = got.flatMap((u) => arr(obj(u).calendar)).flatMap((d) => arr(obj(d).schedules));
  return got.length === units && sessions.length > 0;
};
const summaryHasUnits = (data: unknown) => arr(obj(data).appointmentUnits).length > 0;

/** The measured calls, in the order they run. */
export function scaleCalls(f: ScaleFixture, d: ScaleDiscovery): ScaleCall[] {
  const worklist = staffWorklistPath(f.clinic.client, f.clinic.roleId, f.clinic.userId);
  const clinicWeek = weekOf(d.today.clinic);
  const screeningWeek = weekOf(d.today.screening);
  const search = (criteria: Json): unknown => ({
    clientName: f.malaysianPatient.tenantId,
    country: d.country,
    ...criteria,
  });
  const pafList = (status: PafListStatus): unknown => ({
    limit: pafLimit,
    pageNo: 1,
    searchText: '',
    ...pafRange(d.today.payor),
    status,
  });
  return [
    {
      name: 'worklist: first page',
      actor: 'clinic',
      method: 'POST',
      path: worklist,
      body: { limit: worklistLimit, page: 1 },
      hasData: nonEmptyWorklist,
      gated: true,
    },
    {
      name: 'worklist: status filter',
      actor: 'clinic',
      method: 'POST',
      path: `${worklist}/filter`,
      body: { limit: worklistLimit, page: 1, status: [d.worklistStatus] },
      hasData: nonEmptyWorklist,
      gated: true,
    },
    {
      name: 'worklist: date range (30 days)',
      actor: 'clinic',
      method: 'POST',
      path: `${worklist}/filter`,
      body: { limit: worklistLimit, page: 1, ...worklistRange(d.today.clinic) },
      hasData: nonEmptyWorklist,
      gated: true,
    },
    {
      name: `worklist: page ${deepPage} by cursor`,
      actor: 'clinic',
      method: 'POST',
      path: worklist,
      body: { limit: worklistLimit, page: d.page50.page, action: 'older', created: d.page50.created },
      hasData: nonEmptyWorklist,
      gated: true,
    },
    {
      name: 'patient inbox',
      actor: 'patient',
      method: 'POST',
      path: patientWorklistPath(f.patient.userId),
      body: { limit: inboxLimit, page: 1 },
      hasData: nonEmptyWorklist,
      gated: true,
    },
    {
      name: 'patient case details',
      actor: 'patient',
      method: 'GET',
      path: caseDetailsPath(d.inboxCase.service, d.inboxCase.referenceNo, f.patient.userId),
      hasData: (data) => Object.keys(obj(data)).length > 0,
      gated: true,
    },
    {
      name: 'doctor search: name',
      actor: 'malaysianPatient',
      method: 'POST',
      path: doctorSearchPath,
      body: search({ doctorName: f.search.doctorName }),
      hasData: nonEmptyList,
      gated: true,
    },
    {
      name: 'doctor search: specialty',
      actor: 'malaysianPatient',
      method: 'POST',
      path: doctorSearchPath,
      body: search({ specialty: d.specialtyName }),
      hasData: nonEmptyList,
      gated: true,
    },
    {
      name: 'doctor search: diagnosis (MY)',
      actor: 'malaysianPatient',
      method: 'POST',
      path: doctorSearchPath,
      body: search({ diagnosis: f.search.diagnosisCode }),
      hasData: nonEmptyList,
      gated: true,
    },
    {
      name: 'clinic schedule: summary',
      actor: 'clinic',
      method: 'GET',
      path: providerBookingPath(f.clinic.providerId),
      hasData: summaryHasUnits,
      gated: false,
    },
    {
      name: 'clinic schedule: week, 3 doctors',
      actor: 'clinic',
      method: 'POST',
      path: unitSchedulesPath,
      body: { unitIds: [...f.clinicUnitIds], ...clinicWeek },
      hasData: scheduleOf(f.clinicUnitIds.length),
      gated: true,
    },
    {
      name: 'screening schedule: summary',
      actor: 'screening',
      method: 'GET',
      path: healthScreeningSummaryPath(f.screening.providerId),
      hasData: summaryHasUnits,
      gated: false,
    },
    {
      name: 'screening schedule: week',
      actor: 'screening',
      method: 'POST',
      path: unitSchedulesPath,
      body: { unitIds: f.screening.unitIds, ...screeningWeek },
      hasData: scheduleOf(f.screening.unitIds.length),
      gated: true,
    },
    {
      name: 'PAF list: payor, 60 days',
      actor: 'payor',
      method: 'POST',
      path: pafPaths.worklist(f.payor.roleId),
      body: pafList('all'),
      hasData: (data) => pafRows(data).length > 0,
      gated: true,
    },
    {
      name: `PAF list: payor, ${d.pafStatus}`,
      actor: 'payor',
      method: 'POST',
      path: pafPaths.worklist(f.payor.roleId),
      body: pafList(d.pafStatus),
      hasData: (data) => pafRows(data).length > 0,
      gated: true,
    },
    {
      name: 'PAF case details',
      actor: 'payor',
      method: 'GET',
      path: pafPaths.summary(f.caseId, f.payor.roleId),
      hasData: (data) => obj(data).caseId === f.caseId,
      gated: true,
    },
  ];
}

/** Where the discovery reads: the specialty list of the Malaysian tenant. */
export const specialtiesOf = (country: string) => specialtiesPath(country);
