import type { panelEntities } from '../../schema/domain';
import { usersOf, type SeedDomainContext, type SeedTenant } from './context';
import type { FacilityRow } from './facilities';
import type { PayorRow } from './payors';

export type PanelEntityRow = typeof panelEntities.$inferInsert;

/**
 * Each payor's panel: every hospital, plus the clinics that list the payor.
 * The tenant's hospital and specialist users are attached to some entries, so
 * the hospital dropdown (role + user id in userDetail) is never empty.
 */
export function buildPanelEntities(
  ctx: SeedDomainContext,
  tenant: SeedTenant,
  payorRows: PayorRow[],
  facilityRows: FacilityRow[],
): PanelEntityRow[] {
  const hospitalUsers = usersOf(ctx, tenant.id, 'hospital').map((u) => u.id);
  const specialistUsers = usersOf(ctx, tenant.id, 'specialist').map((u) => u.id);
  const rows: PanelEntityRow[] = [];
  for (const payor of payorRows) {
    const listed = facilityRows.filter(
      (f) => f.kind === 'hospital' || (f.kind === 'clinic' && f.panels.some((p) => p.name === payor.name)),
    );
    listed.forEach((facility, index) => {
      const tpe = facility.kind === 'hospital' ? 'Hospital' : index % 2 === 0 ? 'Facility' : 'Clinic';
      const staffed = index < 2 || (tpe === 'Facility' && index < 5);
      rows.push({
        id: `pe-${payor.clientId}-${facility.id}`,
        tenantId: tenant.id,
        clientId: payor.clientId,
        tpe,
        spaceName: facility.facilityName,
        spaceId: facility.id,
        userDetail: staffed
          ? [
              { role: 'hospital', userIds: hospitalUsers },
              { role: 'specialist', userIds: specialistUsers },
            ]
          : [],
        sortOrder: index,
      });
    });
  }
  return rows;
}
