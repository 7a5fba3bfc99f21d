import { and, asc, eq } from 'drizzle-orm';
import {
  caseDetailsParamsSchema,
  caseDetailsResponseSchema,
} from '../../../src/lib/api/contract/patient-inbox/case-details';
import {
  appointmentRequests,
  appointmentStatusHistory,
  doctors,
  facilities,
  preferredSlots,
  screeningPackages,
} from '../../db/schema/domain';
import { packageText, requestLocale, specialtyWording } from '../../lib/data-locale';
import { forbidden, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { refusalFor } from '../../lib/appointments/reschedule-access';
import { historyNoteCode } from '../../../src/lib/api/contract/history-notes';

/** GET /arrow/api/v1/{service}/refNo/{ref}/details/{userId}: the patient's own case. */
export function registerCaseDetailsRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    '/arrow/api/v1/:service/refNo/:ref/details/:userId',
    {
      schema: { params: caseDetailsParamsSchema, response: { 200: caseDetailsResponseSchema } },
      config: { tags: ['case-details'], summary: 'Appointment info by service type and reference' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { service, ref, userId } = request.params;
      if (userId !== auth.userId) throw forbidden();
      const [row] = await deps.db
        .select({ r: appointmentRequests, doctor: doctors, pkg: screeningPackages, facility: facilities })
        .from(appointmentRequests)
        .innerJoin(facilities, eq(facilities.id, appointmentRequests.facilityId))
        .leftJoin(doctors, eq(doctors.id, appointmentRequests.doctorId))
        .leftJoin(screeningPackages, eq(screeningPackages.id, appointmentRequests.packageId))
        .where(
          and(
            eq(appointmentRequests.tenantId, auth.tenantId),
            eq(appointmentRequests.referenceNo, ref),
            eq(appointmentRequests.requestType, service),
          ),
        )
        .limit(1);
      // Someone else's case answers as missing, not forbidden: references are guessable.
      if (!row || (row.r.patientUserId !== auth.userId && row.r.createdByUserId !== auth.userId)) {
        throw notFound('Case');
      }
      const { r, doctor, pkg, facility } = row;
      const [preferred, history] = await Promise.all([
        deps.db
          .select()
          .from(preferredSlots)
          .where(eq(preferredSlots.requestId, r.id))
          .orderBy(asc(preferredSlots.priority)),
        deps.db
          .select()
          .from(appointmentStatusHistory)
          .where(eq(appointmentStatusHistory.requestId, r.id))
          .orderBy(asc(appointmentStatusHistory.createdAt)),
      ]);
      // Shown only, never sent back: worded in the reader's language.
      const locale = requestLocale(request);
      const wording = await specialtyWording(deps.db, doctor?.specialties ?? [], locale);
      return ok(reply, {
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
        bookedSchedule: preferred.map((p) => ({
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
        // The booking routes let only the patient themselves move it (an agent who filed it sees the status).
        canReschedule:
          auth.roleId === 'patient' &&
          r.patientUserId === auth.userId &&
          refusalFor(auth, r, deps.now(), 'patient') === null,
      });
    },
  );
}
