import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { appointmentUnits } from '../../db/schema/domain';
import { forbidden, notFound } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import type { Auth, Deps } from '../../types';

/** Roles that work a provider's schedule (clinic front desk, doctors, hospital staff). */
const staffRoles = new Set(['clinic', 'doctor', 'specialist', 'hospital']);

/** The signed-in staff user of a provider; 403 for patients, agents, payors or another provider. */
export function requireStaff(request: FastifyRequest, providerId?: string): Auth & { providerId: string } {
  const auth = requireAuth(request);
  if (!staffRoles.has(auth.roleId) || !auth.providerId) throw forbidden();
  if (providerId !== undefined && providerId !== auth.providerId) throw forbidden();
  return auth as Auth & { providerId: string };
}

export type UnitRecord = typeof appointmentUnits.$inferSelect;

/** A unit of the staff user's own provider, or 404 (never another tenant's). */
export async function ownUnit(deps: Deps, auth: Auth & { providerId: string }, unitId: number): Promise<UnitRecord> {
  const [unit] = await deps.db
    .select()
    .from(appointmentUnits)
    .where(
      and(
        eq(appointmentUnits.unitId, unitId),
        eq(appointmentUnits.tenantId, auth.tenantId),
        eq(appointmentUnits.providerId, auth.providerId),
      ),
    )
    .limit(1);
  if (!unit) throw notFound('Unit');
  return unit;
}

/** Units of the staff user's own provider in the order asked, read in one query; 404 if any is not theirs. */
export async function ownUnits(
  deps: Deps,
  auth: Auth & { providerId: string },
  unitIds: number[],
): Promise<UnitRecord[]> {
  const wanted = [...new Set(unitIds)];
  const rows = await deps.db
    .select()
    .from(appointmentUnits)
    .where(
      and(
        inArray(appointmentUnits.unitId, wanted),
        eq(appointmentUnits.tenantId, auth.tenantId),
        eq(appointmentUnits.providerId, auth.providerId),
      ),
    );
  const byId = new Map(rows.map((unit) => [unit.unitId, unit]));
  return wanted.map((id) => {
    const unit = byId.get(id);
    if (!unit) throw notFound('Unit');
    return unit;
  });
}

/** Who changed something, as the status history records it. */
export const actorOf = (auth: Auth) => ({ id: auth.userId, name: `${auth.firstName} ${auth.lastName}`.trim() });
