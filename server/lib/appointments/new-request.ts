import type { Db } from '../../db/client';
import { appointmentRequests, appointmentStatusHistory, worklistItems } from '../../db/schema/domain';

type RequestInsert = typeof appointmentRequests.$inferInsert;

/** Who sees the new request on a list: the patient's inbox, an agent's or the provider's worklist. */
export interface NewRequestListing {
  audience: 'patient' | 'agent' | 'provider';
  providerId: string | null;
  userId: string | null;
}

/** A request as it opens: everything but its status, which is always 'Incomplete' (the form completes it). */
export type NewRequest = Omit<RequestInsert, 'status' | 'updatedAt'> & {
  id: string;
  createdAt: Date;
  /** The first status history entry: who opened it and why. */
  history: { changedByUserId: string; changedByName: string; notes: string };
  listings: NewRequestListing[];
};

/**
 * Opens an appointment request as 'Incomplete', with its first history entry
 * and its worklist rows, so it shows on the lists at once. Run it in the
 * caller's transaction (with the idempotent answer stored in the same one).
 */
export async function insertIncompleteRequest(tx: Db, { history, listings, ...request }: NewRequest): Promise<void> {
  const { id, tenantId, createdAt } = request;
  await tx.insert(appointmentRequests).values({ ...request, status: 'Incomplete', updatedAt: createdAt });
  await tx.insert(appointmentStatusHistory).values({
    id: `${id}-h1`,
    requestId: id,
    status: 'Incomplete',
    ...history,
    createdAt,
  });
  await tx.insert(worklistItems).values(
    listings.map((listing) => ({
      id: `${id}-${listing.audience}`,
      tenantId,
      requestId: id,
      ...listing,
      createdAt,
    })),
  );
}
