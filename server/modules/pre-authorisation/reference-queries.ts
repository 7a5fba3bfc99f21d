import { and, asc, eq } from 'drizzle-orm';
import { identificationDocumentTypes, panelEntities, payors } from '../../db/schema/domain';
import type { Db } from '../../db/client';

export async function findTenantPayors(db: Db, tenantId: string) {
  return db.select().from(payors).where(eq(payors.tenantId, tenantId)).orderBy(asc(payors.sortOrder));
}

export async function findIdDocTypes(db: Db, clientId: string) {
  return db
    .select()
    .from(identificationDocumentTypes)
    .where(eq(identificationDocumentTypes.clientId, clientId))
    .orderBy(asc(identificationDocumentTypes.sortOrder));
}

export async function findPanel(db: Db, clientId: string, tenantId: string) {
  return db
    .select()
    .from(panelEntities)
    .where(and(eq(panelEntities.clientId, clientId), eq(panelEntities.tenantId, tenantId)))
    .orderBy(asc(panelEntities.sortOrder));
}
