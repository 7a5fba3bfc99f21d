import { and, eq } from 'drizzle-orm';
import { signupDrafts, userAttributes, users } from '../../db/schema/core';
import type { Db } from '../../db/client';

export interface DraftTimes {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface RegistrationProfile {
  firstName: string;
  lastName: string;
  gender: string;
  birthday: string;
  mobile: string;
}

export async function findUserByEmail(db: Db, tenantId: string, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function updateUserPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The address is proven: mail may go to it and the account may make requests. */
export async function markEmailVerified(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId));
}

export async function insertPendingPatient(
  db: Db,
  user: { id: string; tenantId: string; email: string; passwordHash: string },
): Promise<void> {
  await db.insert(users).values({ ...user, roleId: 'patient', status: 'pending', emailVerifiedAt: null });
}

export async function upsertSignupDraft(db: Db, userId: string, draft: DraftTimes): Promise<void> {
  await db
    .insert(signupDrafts)
    .values({ userId, ...draft })
    .onConflictDoUpdate({ target: signupDrafts.userId, set: draft });
}

/** The draft with this token for the user, with the user's tenant and status. */
export async function findSignupDraft(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: signupDrafts.expiresAt, tenantId: users.tenantId, status: users.status })
    .from(signupDrafts)
    .innerJoin(users, eq(users.id, signupDrafts.userId))
    .where(and(eq(signupDrafts.userId, userId), eq(signupDrafts.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

export async function activateUser(db: Db, userId: string, profile: RegistrationProfile): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, status: 'active' })
    .where(eq(users.id, userId));
}

export async function insertRegistrationAttributes(
  db: Db,
  userId: string,
  attributes: { registrationVersion: string; bdayDtPattern: string },
): Promise<void> {
  await db
    .insert(userAttributes)
    .values([
      { userId, name: 'registrationVersion', value: attributes.registrationVersion },
      { userId, name: 'bdayDtPattern', value: attributes.bdayDtPattern },
    ])
    .onConflictDoNothing();
}

export async function deleteSignupDraft(db: Db, userId: string): Promise<void> {
  await db.delete(signupDrafts).where(eq(signupDrafts.userId, userId));
}
