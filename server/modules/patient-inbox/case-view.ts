import type { CaseView } from '../../../src/lib/api/contract/patient-inbox/case-details';
import { historyNoteCode } from '../../../src/lib/api/contract/history-notes';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { packageText, specialtyWording } from '../../lib/data-locale';
import type { Deps } from '../../types';
import { preferredAndHistoryOf, type caseByReference } from './queries';

export type CaseRow = NonNullable<Awaited<ReturnType<typeof caseByReference>>>;

/**
 * The case as its patient and its provider's staff both see it: the service, facility, patient,
 * preferred and assigned times and status history. Also answers the preferred rows read on the
 * way, which carry the waiting-list offers only the patient is shown.
 */
export async function caseView(deps: Deps, row: CaseRow, locale: SupportedLocale, now: Date) {
  const { r, doctor, pkg, facility } = row;
  const [preferredRows, history] = await preferredAndHistoryOf(deps.db, r, now);
  // Shown only, never sent back: worded in the reader's language.
  const wording = await specialtyWording(deps.db, doctor?.specialties ?? [], locale);
  const view: CaseView = {
    items: [
      {
        unitId: r.unitId,
        appointmentStatus: r.status,
        requestType: r.requestType,
        referenceNo: r.referenceNo,
        specialist: doctor ? { displayName: doctor.fullname, specialties: doctor.specialties.map(wording) } : null,
        screening: pkg ? { packageName: packageText(pkg, locale).name } : null,
        facility: { facilityName: facility.facilityName, address: facility.address },
        patient: {
          name: r.patient.name,
          gender: r.patient.gender,
          age: r.patient.age,
          dob: r.patient.dob,
          email: r.patient.email,
          sms: r.patient.sms,
          medicalCondition: r.patient.medicalCondition,
          otherReason: r.patient.otherReason,
          documentLinks: r.patient.documentLinks,
        },
      },
    ],
    bookedSchedule: preferredRows.map(({ preferred: p }) => ({
      start: p.start.toISOString(),
      end: p.end.toISOString(),
      priority: p.priority,
      isWaitingList: p.isWaitingList,
    })),
    assignedSlot:
      r.assignedSlotStart && r.assignedSlotEnd
        ? { slotStartAt: r.assignedSlotStart.toISOString(), slotEndAt: r.assignedSlotEnd.toISOString() }
        : null,
    statusHistory: history.map((h) => ({
      status: h.status,
      changedByName: h.changedByName,
      notes: h.notes,
      noteCode: historyNoteCode(h.notes),
      createdAt: h.createdAt.toISOString(),
    })),
  };
  return { view, preferredRows };
}
