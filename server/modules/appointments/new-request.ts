import { and, eq, isNull, sql } from 'drizzle-orm';
import { signupMessages } from '../../../src/lib/api/contract/signup';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { HttpError } from '../../lib/http-error';
import {
  appointmentRequests,
  appointmentStatusHistory,
  requestReferenceSeq,
  worklistItems,
} from '../../db/schema/domain';

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
 * A new request's reference in the shape of the seeded ones (its type, then digits: OPD10000001), from a
 * PostgreSQL sequence, so it is unique across server instances without a retry. A number a rolled-back
 * request took is simply skipped.
 */
export async function nextReferenceNo(db: Db, requestType: 'OPD' | 'MCU'): Promise<string> {
  const answer: unknown = await db.execute(sql`select nextval(${requestReferenceSeq.seqName}::regclass)::text as n`);
  // Both drivers (node-postgres, PGlite) answer raw SQL as { rows }.
  const [row] = (answer as { rows: Array<{ n: string }> }).rows;
  return `${requestType}${row?.n ?? ''}`;
}

async function isUnverified(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Opens an appointment request as 'Incomplete', with its first history entry
 * and its worklist rows, so it shows on the lists at once. Run it in the
 * caller's transaction (with the idempotent answer stored in the same one). Refused (403) for a patient
 * whose address is not confirmed yet (sign-up's code).
 */
export async function insertIncompleteRequest(tx: Db, { history, listings, ...request }: NewRequest): Promise<void> {
  const { id, tenantId, createdAt } = request;
  // A request's news goes to its patient's address: an address nobody has proven must not receive it.
  if (request.patientUserId && (await isUnverified(tx, request.patientUserId))) {
    throw new HttpError(403, signupMessages.unverified);
  }
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
