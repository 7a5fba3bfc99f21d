import type {
  AppointmentRequestStatus,
  appointmentRequests,
  appointmentStatusHistory,
  preferredSlots,
  worklistItems,
} from '../../schema/domain';
import {
  providerIdOf,
  usersOf,
  type SeedCountry,
  type SeedDomainContext,
  type SeedTenant,
  type SeedUser,
} from './context';
import { tenantOrdinal, type UnitRow } from './doctors';
import { addDays, addMinutes, atLocal, localDateOf } from './local-dates';
import type { PackageUnitRow } from './packages';
import { patientDetails, type PatientIdentity } from './patients';
import { intBetween, pad, pick, rngFor, type Rng } from './random';
import { freeSlots, sampleSlots, type ScheduleSeed, type SlotRow } from './schedules';
import { historyNotes } from '../../../../src/lib/api/contract/history-notes';
import { addWaitingListDemo } from './waiting-list';
import { requestBookingRow } from '../../../modules/appointments';

export type RequestRow = typeof appointmentRequests.$inferInsert;
export type PreferredSlotRow = typeof preferredSlots.$inferInsert;
export type HistoryRow = typeof appointmentStatusHistory.$inferInsert;
export type WorklistItemRow = typeof worklistItems.$inferInsert;

export const requestsPerTenant = 36;

/** Why staff or a patient cancelled, as they would type it in the country's language. */
export const cancelNotesBy: Record<SeedCountry, string[]> = {
  singapore: ['Patient requested cancellation', 'Doctor unavailable on the requested dates', 'Duplicate request'],
  malaysia: ['Pesakit meminta pembatalan', 'Doktor tidak dapat hadir pada tarikh yang diminta', 'Permohonan berulang'],
  indonesia: ['Pasien meminta pembatalan', 'Dokter tidak tersedia pada tanggal yang diminta', 'Permintaan ganda'],
  'hong kong': ['病人要求取消', '醫生於所選日期未能應診', '重複申請'],
};

/** Status order repeats so every status appears several times per tenant. */
const statusCycle: AppointmentRequestStatus[] = [
  'Pending Clinic Response',
  'Scheduled',
  'Attended',
  'Pending Patient Response',
  'Pending Clinic Response',
  'Scheduled',
  'No Show',
  'Cancel',
  'Attended',
  'Incomplete',
  'Scheduled',
  'Pending Clinic Response',
];

/** How many days ago a request in each status was created (min, max). */
const ageRange: Record<AppointmentRequestStatus, [number, number]> = {
  'Pending Clinic Response': [0, 10],
  'Pending Patient Response': [1, 14],
  Scheduled: [1, 40],
  Attended: [8, 60],
  'No Show': [8, 60],
  Cancel: [3, 50],
  Incomplete: [0, 30],
};

export interface WorklistSeed {
  requests: RequestRow[];
  preferred: PreferredSlotRow[];
  history: HistoryRow[];
  items: WorklistItemRow[];
}

function who(user: SeedUser | undefined, fallback: string): { id: string | null; name: string } {
  return user ? { id: user.id, name: `${user.firstName} ${user.lastName}` } : { id: null, name: fallback };
}

/** Holds a slot for a request: the slot's count goes up and a booking row appears. */
function book(schedules: ScheduleSeed, slot: SlotRow, request: RequestRow): void {
  slot.bookedCount += 1;
  schedules.bookings.push(requestBookingRow(request, slot, { id: `bk-${request.id}` }));
}

/** A past wall-clock appointment time after `created`, strictly before now. */
function pastTime(rng: Rng, created: Date, now: Date, timeZone: string): Date {
  const day = addDays(localDateOf(created, timeZone), intBetween(rng, 2, 5));
  const at = atLocal(day, pick(rng, ['09:30', '10:00', '11:00', '14:30', '15:00', '16:00']), timeZone);
  return at < addMinutes(now, -120)
    ? at
    : new Date(Math.max(addMinutes(created, 30).getTime(), addMinutes(now, -120).getTime()));
}

export function buildWorklist(
  ctx: SeedDomainContext,
  tenant: SeedTenant,
  units: UnitRow[],
  packageLinks: PackageUnitRow[],
  schedules: ScheduleSeed,
  patients: PatientIdentity[],
): WorklistSeed {
  const rng = rngFor('worklist', tenant.id);
  const now = ctx.now;
  const clinic = who(usersOf(ctx, tenant.id, 'clinic')[0], 'Clinic Front Desk');
  const doctor = who(usersOf(ctx, tenant.id, 'doctor')[0], 'Attending Doctor');
  const agent = usersOf(ctx, tenant.id, 'agent')[0];
  const doctorUnits = units.filter((u) => u.kind === 'doctor');
  const screeningUnits = units.filter((u) => u.kind === 'screening');
  const seed: WorklistSeed = { requests: [], preferred: [], history: [], items: [] };
  const ordinal = tenantOrdinal(ctx, tenant.id);

  for (let i = 0; i < requestsPerTenant; i += 1) {
    const status = statusCycle[i % statusCycle.length] as AppointmentRequestStatus;
    const requestType = i % 4 === 3 ? 'MCU' : 'OPD';
    const unit = pick(rng, requestType === 'MCU' ? screeningUnits : doctorUnits);
    // The account holder gets most requests so the patient inbox is full.
    const patient = i % 3 === 2 ? (patients[1 + (i % (patients.length - 1))] ?? patients[0]) : patients[0];
    if (!patient) {
      throw new Error(`tenant ${tenant.id} has no patients to seed`);
    }
    const byAgent = agent !== undefined && i % 9 === 4;
    const [minAge, maxAge] = ageRange[status];
    const created = addMinutes(now, -(intBetween(rng, minAge * 24 * 60, maxAge * 24 * 60) + 30));
    const id = `req-${tenant.id}-${pad(i + 1, 3)}`;
    const request: RequestRow = {
      id,
      tenantId: tenant.id,
      referenceNo: `${requestType}${ordinal}${pad(i + 1, 5)}`,
      requestType,
      status,
      providerId: providerIdOf(tenant.id),
      unitId: unit.unitId,
      doctorId: unit.doctorId ?? null,
      packageId: requestType === 'MCU' ? (packageLinks.find((l) => l.unitId === unit.unitId)?.packageId ?? null) : null,
      facilityId: unit.facilityId,
      patientUserId: patient.userId,
      createdByUserId: byAgent ? agent.id : patient.userId,
      patient: patientDetails(
        rng,
        patient,
        tenant.country,
        now,
        tenant.timeZone,
        status !== 'Incomplete',
        `/api/v1/documents/${id}`,
      ),
      usedPreferredSlot: false,
      createdAt: created,
      updatedAt: created,
    };

    // Preferred sessions (2, by priority) and the assigned slot, by status.
    let preferredTimes: Array<{ start: Date; end: Date; waiting: boolean }> = [];
    const duration = unit.defaultDurationInMinute;
    if (status === 'Attended' || status === 'No Show' || (status === 'Scheduled' && i % 12 === 10)) {
      const start = pastTime(rng, created, now, tenant.timeZone);
      request.assignedSlotStart = start;
      request.assignedSlotEnd = addMinutes(start, duration);
      request.usedPreferredSlot = rng() < 0.5;
      preferredTimes = [0, 1].map((k) => ({
        start: addMinutes(start, k * 24 * 60),
        end: addMinutes(start, k * 24 * 60 + duration),
        waiting: false,
      }));
    } else if (status !== 'Incomplete') {
      const future = freeSlots(schedules, unit.unitId, addMinutes(now, 24 * 60));
      const [first, second] = sampleSlots(rng, future.slice(0, 80), 2);
      if (first && second) {
        const full = schedules.slots.find(
          (s) => s.unitId === unit.unitId && s.start > now && s.bookedCount >= s.capacity,
        );
        // Some pending requests ask for a FULL slot and sit on its waiting list.
        const waitSecond = status === 'Pending Clinic Response' && full !== undefined && i % 2 === 0;
        preferredTimes = [
          { start: first.start, end: first.end, waiting: false },
          waitSecond && full
            ? { start: full.start, end: full.end, waiting: true }
            : { start: second.start, end: second.end, waiting: false },
        ];
        if (status === 'Scheduled' || status === 'Pending Patient Response') {
          const usePreferred = status === 'Scheduled' && i % 2 === 1;
          const slot = usePreferred ? first : (sampleSlots(rng, future.slice(80, 200), 1)[0] ?? second);
          request.assignedSlotId = slot.id;
          request.assignedSlotStart = slot.start;
          request.assignedSlotEnd = slot.end;
          request.usedPreferredSlot = usePreferred;
          book(schedules, slot, request);
        }
      }
    }
    preferredTimes.forEach((p, k) => {
      seed.preferred.push({
        id: `${id}-pref-${k + 1}`,
        requestId: id,
        start: p.start,
        end: p.end,
        expireAt: addMinutes(created, 7 * 24 * 60),
        priority: k + 1,
        isWaitingList: p.waiting,
      });
    });

    // Status history: submitted → (clinic action) → outcome.
    const steps: Array<[string, { id: string | null; name: string }, string | null]> = [];
    const submitter = byAgent ? who(agent, 'Agent') : { id: patient.userId, name: patient.name };
    steps.push([
      status === 'Incomplete' ? 'Incomplete' : 'Pending Clinic Response',
      submitter,
      status === 'Incomplete' ? historyNotes.formSaved : historyNotes.requestSubmitted,
    ]);
    if (status === 'Pending Patient Response') {
      steps.push([status, clinic, historyNotes.preferredUnavailable]);
    }
    if (['Scheduled', 'Attended', 'No Show'].includes(status) || (status === 'Cancel' && i % 2 === 1)) {
      steps.push([
        'Scheduled',
        clinic,
        request.usedPreferredSlot ? historyNotes.bookedOnPreferred : historyNotes.bookedOnAlternative,
      ]);
    }
    if (status === 'Attended' || status === 'No Show') {
      steps.push([status, doctor, status === 'No Show' ? historyNotes.noShow : null]);
    }
    if (status === 'Cancel') {
      steps.push(['Cancel', i % 4 === 3 ? submitter : clinic, pick(rng, cancelNotesBy[tenant.country])]);
    }
    let at = created;
    steps.forEach(([stepStatus, actor, notes], k) => {
      if (k > 0) {
        const limit =
          request.assignedSlotStart && stepStatus !== 'Attended' && stepStatus !== 'No Show'
            ? request.assignedSlotStart
            : now;
        at = new Date(Math.min(addMinutes(at, intBetween(rng, 60, 2 * 24 * 60)).getTime(), limit.getTime() - 60_000));
        if (stepStatus === 'Attended' || stepStatus === 'No Show') {
          at = addMinutes(request.assignedSlotEnd as Date, 15);
        }
      }
      seed.history.push({
        id: `${id}-h${k + 1}`,
        requestId: id,
        status: stepStatus,
        changedByUserId: actor.id,
        changedByName: actor.name,
        notes,
        createdAt: at,
      });
    });
    request.updatedAt = at;
    seed.requests.push(request);

    if (status !== 'Incomplete') {
      seed.items.push({
        id: `${id}-provider`,
        tenantId: tenant.id,
        requestId: id,
        audience: 'provider',
        providerId: request.providerId,
        userId: null,
        createdAt: created,
      });
    }
    if (patient.userId) {
      seed.items.push({
        id: `${id}-patient`,
        tenantId: tenant.id,
        requestId: id,
        audience: 'patient',
        providerId: null,
        userId: patient.userId,
        createdAt: created,
      });
    }
    if (byAgent) {
      seed.items.push({
        id: `${id}-agent`,
        tenantId: tenant.id,
        requestId: id,
        audience: 'agent',
        providerId: agent.providerId,
        userId: agent.id,
        createdAt: created,
      });
    }
  }
  addWaitingListDemo(seed, { tenant, units, packageLinks, schedules, patients, referencePrefix: `MCU${ordinal}`, now });
  return seed;
}
