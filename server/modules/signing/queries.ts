import { and, eq, gt, isNull } from 'drizzle-orm';
import { pafCases, payors } from '../../db/schema/domain';
import { pafSigningLinks, type PafSignature } from '../../db/schema/paf';
import type { Db } from '../../db/client';
import { partFlagFor } from '../pre-authorisation';

export type SigningLink = typeof pafSigningLinks.$inferSelect;
export type NewSigningLink = typeof pafSigningLinks.$inferInsert;
export type RoleType = SigningLink['roleType'];

export async function findSigningLinkByHash(db: Db, tokenHash: string): Promise<SigningLink | undefined> {
  const [link] = await db.select().from(pafSigningLinks).where(eq(pafSigningLinks.tokenHash, tokenHash)).limit(1);
  return link;
}

/** A new QR retires the previous unused link for the same signer. */
export async function expireOpenSigningLinks(db: Db, caseId: string, roleType: RoleType, now: Date): Promise<void> {
  await db
    .update(pafSigningLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(pafSigningLinks.caseId, caseId),
        eq(pafSigningLinks.roleType, roleType),
        isNull(pafSigningLinks.usedAt),
        gt(pafSigningLinks.expiresAt, now),
      ),
    );
}

export async function insertSigningLink(db: Db, link: NewSigningLink): Promise<void> {
  await db.insert(pafSigningLinks).values(link);
}

export async function findCaseById(db: Db, caseId: string) {
  const [row] = await db.select().from(pafCases).where(eq(pafCases.caseId, caseId)).limit(1);
  return row;
}

export async function findPayorName(db: Db, clientId: string): Promise<string | undefined> {
  const [payor] = await db.select({ name: payors.name }).from(payors).where(eq(payors.clientId, clientId)).limit(1);
  return payor?.name;
}

/**
 * Conditional update: of two simultaneous submissions only one finds the
 * link unused; the other gets nothing back.
 */
export async function markSigningLinkUsed(db: Db, tokenHash: string, signature: PafSignature, now: Date) {
  const [used] = await db
    .update(pafSigningLinks)
    .set({ usedAt: now, signature })
    .where(
      and(eq(pafSigningLinks.tokenHash, tokenHash), isNull(pafSigningLinks.usedAt), gt(pafSigningLinks.expiresAt, now)),
    )
    .returning();
  return used;
}

export async function markCasePartSigned(db: Db, caseId: string, roleType: RoleType, now: Date): Promise<void> {
  await db
    .update(pafCases)
    .set({ ...partFlagFor(roleType), updatedAt: now })
    .where(eq(pafCases.caseId, caseId));
}
