import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  createAppointmentParamsSchema,
  createAppointmentQuerySchema,
  createAppointmentRequestSchema,
  createAppointmentResponseSchema,
} from '../../../src/lib/api/contract/doctor-search';
import { users } from '../../db/schema/core';
import {
  appointmentRequests,
  appointmentStatusHistory,
  appointmentUnits,
  doctors,
  worklistItems,
} from '../../db/schema/domain';
import { forbidden, HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Deps, ZodApp } from '../../types';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';

const tags = ['discovery'];

function ageOn(birthday: string | null, now: Date): number {
  if (!birthday) return 0;
  return now.getUTCFullYear() - Number(birthday.slice(0, 4));
}

/**
 * Creates an OPD request as 'Incomplete' (the OPD form completes it) and
 * puts it in the patient's inbox and the provider's worklist at once.
 */
export function registerAppointmentCreateRoute(app: ZodApp, deps: Deps): void {
  app.post(
    '/arrow/api/appointment/opd/create/:userId/client/:clientName',
    {
      schema: {
        params: createAppointmentParamsSchema,
        querystring: createAppointmentQuerySchema,
        body: createAppointmentRequestSchema,
        response: { 200: createAppointmentResponseSchema },
      },
      config: { tags, summary: 'Create an appointment request for a doctor at a facility' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { userId, clientName } = request.params;
      if (clientName !== auth.tenantId || userId !== auth.userId) throw forbidden();
      const body = request.body;
      const [unit] = await deps.db
        .select({ unit: appointmentUnits, doctor: doctors })
        .from(appointmentUnits)
        .innerJoin(doctors, eq(doctors.id, appointmentUnits.doctorId))
        .where(
          and(
            eq(appointmentUnits.tenantId, auth.tenantId),
            eq(appointmentUnits.doctorId, body.specialistId),
            eq(appointmentUnits.facilityId, body.specialistFacilityId),
          ),
        )
        .limit(1);
      if (!unit) throw new HttpError(404, 'The doctor does not practise at this facility.');
      if (!unit.doctor.specialties.includes(body.specialistSpecialty)) {
        throw new HttpError(400, 'The doctor does not practise this specialty.');
      }
      const [user] = await deps.db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
      const now = deps.now();
      const id = `req-${randomUUID()}`;
      const referenceNo = `OPD${now.getUTCFullYear() % 100}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      const name = `${auth.firstName} ${auth.lastName}`.trim();
      const answer = { unitId: unit.unit.unitId, referenceNo, cRequestId: id };
      await deps.db.transaction(async (tx) => {
        await tx.insert(appointmentRequests).values({
          id,
          tenantId: auth.tenantId,
          referenceNo,
          requestType: 'OPD',
          status: 'Incomplete',
          providerId: unit.unit.providerId,
          unitId: unit.unit.unitId,
          doctorId: unit.doctor.id,
          packageId: null,
          facilityId: body.specialistFacilityId,
          patientUserId: auth.userId,
          createdByUserId: auth.userId,
          patient: {
            name,
            gender: user?.gender === 'Female' ? 'Female' : 'Male',
            age: ageOn(user?.birthday ?? null, now),
            dob: user?.birthday ?? '',
            medicalCondition: '',
            otherReason: '',
            email: user?.email ?? '',
            sms: user?.mobile ?? '',
            documentLinks: [],
          },
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(appointmentStatusHistory).values({
          id: `${id}-h1`,
          requestId: id,
          status: 'Incomplete',
          changedByUserId: auth.userId,
          changedByName: name,
          notes: historyNotes.requestCreated,
          createdAt: now,
        });
        await tx.insert(worklistItems).values([
          {
            id: `${id}-patient`,
            tenantId: auth.tenantId,
            requestId: id,
            audience: 'patient',
            providerId: null,
            userId: auth.userId,
            createdAt: now,
          },
          {
            id: `${id}-provider`,
            tenantId: auth.tenantId,
            requestId: id,
            audience: 'provider',
            providerId: unit.unit.providerId,
            userId: null,
            createdAt: now,
          },
        ]);
        await storeIdempotentAnswer(tx, request, answer);
      });
      return ok(reply, answer);
    },
  );
}
