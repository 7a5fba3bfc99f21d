import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { readableSessionCookies, type RoleId } from '../../src/lib/api/contract/auth';
import { sessionConfig, sessionCookies } from '../config';
import { preparedOnce } from '../db/prepared';
import { sessions, users } from '../db/schema/core';
import { rotateXsrfCookie } from '../plugins/xsrf';
import type { Auth, Deps } from '../types';
import { randomToken } from './secrets';
import { describeUserAgent } from './user-agent';

type UserRow = typeof users.$inferSelect;

/**
 * Starts a fresh session (a NEW id on every login, so a planted id is never
 * promoted) and sets the `sid` cookie plus the spec's readable cookies. The
 * XSRF token is re-issued bound to the new session: one from before the
 * login, planted or not, stops working.
 */
export async function startSession(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  const tenant = deps.tenants.get(user.tenantId);
  if (!tenant) throw new Error('user of an unknown tenant');
  const names = sessionCookies(request);
  const previous = request.cookies[names.session];
  if (previous) await deps.db.delete(sessions).where(eq(sessions.id, previous));
  const now = deps.now();
  const id = randomToken();
  const expiresAt = new Date(now.getTime() + sessionConfig.absoluteMs);
  await deps.db
    .insert(sessions)
    .values({ id, userId: user.id, tenantId: user.tenantId, createdAt: now, lastSeenAt: now, expiresAt });
  const base = { path: '/', sameSite: 'lax' as const, secure: names.secure };
  reply.setCookie(names.session, id, { ...base, httpOnly: true, expires: expiresAt });
  rotateXsrfCookie(request, reply, id);
  const { platform, os } = describeUserAgent(request.headers['user-agent']);
  const readable: Record<(typeof readableSessionCookies)[number], string> = {
    userId: user.id,
    roleId: user.roleId,
    client: tenant.id,
    clientCountry: tenant.country,
    platform,
    os,
  };
  for (const [name, value] of Object.entries(readable)) reply.setCookie(name, value, { ...base, httpOnly: false });
}

/** Ends the server session, clears every session cookie and issues a signed-out XSRF token. */
export async function endSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const names = sessionCookies(request);
  const sid = request.cookies[names.session];
  if (sid) await deps.db.delete(sessions).where(eq(sessions.id, sid));
  // A __Host- cookie is only replaced, even by an expired one, with the attributes it was set with.
  for (const name of [names.session, ...readableSessionCookies]) {
    reply.clearCookie(name, { path: '/', secure: names.secure });
  }
  rotateXsrfCookie(request, reply, '');
}

// Every signed-in request runs this first, so it is prepared once rather than built each time.
const sessionWithUser = preparedOnce((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .limit(1)
    .prepare('auth_session_with_user'),
);

/** Resolves the `sid` cookie, enforcing idle and absolute timeouts. */
export async function loadAuth(deps: Deps, sid: string | undefined): Promise<Auth | null> {
  if (!sid || sid.length > 100) return null;
  const [row] = await sessionWithUser(deps.db).execute({ sid });
  if (!row) return null;
  const now = deps.now();
  const idleFor = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleFor >= sessionConfig.idleMs) {
    await deps.db.delete(sessions).where(eq(sessions.id, sid));
    return null;
  }
  const tenant = deps.tenants.get(row.session.tenantId);
  if (!tenant) return null;
  // Touch at most once a minute: fewer writes, same idle semantics to the minute.
  if (idleFor > 60_000) await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sid));
  return {
    sessionId: sid,
    userId: row.user.id,
    tenantId: row.user.tenantId,
    roleId: row.user.roleId as RoleId,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    providerId: row.user.providerId,
    tenant,
  };
}

/** Landing page per role (staff land on their provider's worklist). */
export function landingLink(user: {
  roleId: string;
  providerId: string | null;
  tenantId?: string;
  emailVerifiedAt?: Date | null;
}): string {
  const pid = encodeURIComponent(user.providerId ?? '');
  // A patient who has not confirmed their address yet is led to the code step first (they cannot book before).
  if (user.roleId === 'patient' && user.emailVerifiedAt === null && user.tenantId) {
    return `/app/signup/${encodeURIComponent(user.tenantId)}/verify`;
  }
  switch (user.roleId as RoleId) {
    case 'patient':
      return '/app/patient';
    case 'agent':
      return `/app/agent/home/${pid}`;
    case 'clinic':
    case 'doctor':
      return `/app/provider/${pid}`;
    case 'specialist':
    case 'hospital':
    case 'payor':
      return '/app/preauth';
  }
}
