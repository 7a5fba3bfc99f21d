import type { paths } from '@/config/paths';
import type { RoleId } from '../api/contract/auth';

/** A page of the route table (src/config/paths.ts). */
export type PageId = keyof typeof paths;

/** Provider roles that read their provider's cases (the server's staff case details answers them alone). */
export const caseReaderRoles: ReadonlySet<string> = new Set<RoleId>(['clinic', 'doctor']);

const patient: RoleId[] = ['patient'];
/** Agents act for a patient on the request they filed: its forms, its confirmation, its case. */
const requestFiler: RoleId[] = ['patient', 'agent'];
/** The provider's front desk and doctors: the roles whose drawer holds the worklist and the schedules. */
const providerStaff: RoleId[] = ['clinic', 'doctor'];
const pafRoles: RoleId[] = ['specialist', 'hospital', 'payor'];

/**
 * Who may open each signed-in page: what each role's drawer and its pages' links reach (the server's
 * sidebar and worklist cells). Pages not named here (My Account, Security, `/`, `/patientadmin`)
 * are every role's. The server still decides every call; this only keeps a role off pages whose
 * calls it would be refused, which showed as "Failed to load the worklist"
 * (docs/decisions/0079-routing.md).
 */
const pageRoles: Partial<Record<PageId, readonly RoleId[]>> = {
  patientHome: patient,
  myServices: patient,
  searchDoctor: patient,
  healthScreening: patient,
  healthScreeningForm: patient,
  waitingListOffer: patient,
  opdForm: requestFiler,
  mcuForm: requestFiler,
  appointmentComplete: requestFiler,
  caseDetails: [...requestFiler, ...providerStaff],
  // The patient's reschedule opens appointment management too (docs/product/patient-inbox.md#case-details).
  doctorScheduleCreate: [...patient, ...providerStaff],
  scheduleCreate: providerStaff,
  providerHome: providerStaff,
  clinicSchedule: providerStaff,
  healthScreeningSchedule: providerStaff,
  scheduledAppointments: providerStaff,
  agentHome: ['agent'],
  preauth: pafRoles,
  pafCaseDetails: pafRoles,
  // Only the specialist starts a case (the server keeps each draft to its specialist).
  pafWizard: ['specialist'],
};

/** Whether a role may open a page; an unknown role may open only the pages every role may. */
export function mayOpen(roleId: string, page: PageId): boolean {
  const roles = pageRoles[page];
  return roles === undefined || (roles as readonly string[]).includes(roleId);
}
