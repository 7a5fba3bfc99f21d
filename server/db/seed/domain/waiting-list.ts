import { historyNotes } from '../../../../src/lib/api/contract/history-notes';
import type { appointmentRequests, appointmentStatusHistory, preferredSlots, worklistItems } from '../../schema/domain';
import type { SeedTenant } from './context';
import type { UnitRow } from './doctors';
import { addMinutes } from './local-dates';
import type { PackageUnitRow } from './packages';
import { patientDetails, type PatientIdentity } from './patients';
import { pad, rngFor } from './random';
import { freeSlots, type ScheduleSeed } from './schedules';

/**
 * A waiting list the demo shows (docs/decisions/0055-waiting-list-ui.md): two patients, the demo account
 * holder first, wait for one full health-screening session, each having picked a free session as their first
 * choice. Their requests await the clinic, as the seeded pending requests do. Cancelling a booking of that
 * session offers the place to the first of them.
 */
export function addWaitingListDemo(
  seed: {
    requests: Array<typeof appointmentRequests.$inferInsert>;
    preferred: Array<typeof preferredSlots.$inferInsert>;
    history: Array<typeof appointmentStatusHistory.$inferInsert>;
    items: Array<typeof worklistItems.$inferInsert>;
  },
  input: {
    tenant: SeedTenant;
    units: UnitRow[];
    packageLinks: PackageUnitRow[];
    schedules: ScheduleSeed;
    patients: PatientIdentity[];
    referencePrefix: string;
    now: Date;
  },
): void {
  const { tenant, schedules, now } = input;
  const rng = rngFor('waiting-list', tenant.id);
  const soon = addMinutes(now, 2 * 24 * 60);
  for (const unit of input.units.filter((u) => u.kind === 'screening')) {
    const full = schedules.slots.find((s) => s.unitId === unit.unitId && s.start > soon && s.bookedCount >= s.capacity);
    const open = freeSlots(schedules, unit.unitId, soon);
    if (!full || open.length < 2) continue;
    input.patients.slice(0, 2).forEach((patient, k) => {
      const id = `req-${tenant.id}-wl-${k + 1}`;
      const created = addMinutes(now, -(90 - k * 30));
      const request = {
        id,
        tenantId: tenant.id,
        referenceNo: `${input.referencePrefix}${pad(901 + k, 5)}`,
        requestType: 'MCU' as const,
        status: 'Pending Clinic Response' as const,
        providerId: unit.providerId,
        unitId: unit.unitId,
        doctorId: null,
        packageId: input.packageLinks.find((l) => l.unitId === unit.unitId)?.packageId ?? null,
        facilityId: unit.facilityId,
        patientUserId: patient.userId,
        createdByUserId: patient.userId,
        patient: patientDetails(rng, patient, tenant.country, now, tenant.timeZone, true, `/api/v1/documents/${id}`),
        usedPreferredSlot: false,
        createdAt: created,
        updatedAt: created,
      };
      seed.requests.push(request);
      const choices = [
        { slot: full, waiting: true },
        { slot: open[k]!, waiting: false },
      ];
      choices.forEach(({ slot, waiting }, p) => {
        seed.preferred.push({
          id: `${id}-pref-${p + 1}`,
          requestId: id,
          start: slot.start,
          end: slot.end,
          expireAt: addMinutes(created, 7 * 24 * 60),
          priority: p + 1,
          isWaitingList: waiting,
        });
      });
      seed.history.push({
        id: `${id}-h1`,
        requestId: id,
        status: 'Pending Clinic Response',
        changedByUserId: patient.userId,
        changedByName: patient.name,
        notes: historyNotes.sessionsSubmitted,
        createdAt: created,
      });
      seed.items.push({
        id: `${id}-provider`,
        tenantId: tenant.id,
        requestId: id,
        audience: 'provider',
        providerId: request.providerId,
        userId: null,
        createdAt: created,
      });
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
    });
    return;
  }
}
