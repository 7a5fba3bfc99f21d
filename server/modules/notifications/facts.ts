import { signingPageHref } from '../../../src/lib/api/contract/signing';
import type { SignerRole } from '../../../src/lib/api/contract/pre-authorisation/paf';
import type { Db } from '../../db/client';
import type { PackageLabels } from '../../db/schema/domain';
import { pafSigners } from '../pre-authorisation';
import { newSigningToken, signingLinkTtlMs } from '../signing';
import type { NotificationEvent } from './events';
import {
  countStatusChanges,
  findCaseForMail,
  findHospitalStaff,
  findOfferForMail,
  findRequestForMail,
  findUserForMail,
  insertMailSigningLink,
} from './queries';

/** Someone a mail goes to; `preferredLocale` is null for people without an account (the tenant default then). */
export interface Recipient {
  email: string;
  name: string;
  preferredLocale: string | null;
}

/** What the patient already sees of an appointment in the portal: no medical condition, no documents. */
export interface AppointmentFacts {
  requestId: string;
  referenceNo: string;
  requestType: 'OPD' | 'MCU';
  start: Date | null;
  end: Date | null;
  /** Who or what the visit is with: the doctor (OPD), or the screening package, named in each language (MCU). */
  service: { name: string; labels: PackageLabels | null };
  facilityName: string;
  facilityAddress: string;
  /** How many status changes the request has had: the invite's SEQUENCE. */
  sequence: number;
}

type AppointmentKind = Extract<
  NotificationEvent['kind'],
  'slot-proposed' | 'appointment-scheduled' | 'appointment-rescheduled' | 'appointment-reminder'
>;

/** One mail's facts, in no language yet. Links are paths on the portal; the origin is added when written. */
export type Letter =
  | { kind: AppointmentKind; to: Recipient; appointment: AppointmentFacts; href: string }
  | { kind: 'appointment-cancelled'; to: Recipient; appointment: AppointmentFacts; href: string; reason: string }
  | {
      kind: 'waiting-list-offer';
      to: Recipient;
      appointment: AppointmentFacts;
      href: string;
      heldUntil: Date;
    }
  | { kind: 'paf-signing-requested'; to: Recipient; caseId: string; href: string; expiresAt: Date }
  | { kind: 'paf-completed'; to: Recipient; caseId: string; patientName: string; href: string };

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ''} ${last ?? ''}`.trim();

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function appointmentOf(db: Db, tenantId: string, requestId: string) {
  const row = await findRequestForMail(db, tenantId, requestId);
  if (!row) return null;
  // The account holder's address first: it is the one they keep current in My Account.
  const user = row.patientUserId ? await findUserForMail(db, tenantId, row.patientUserId) : undefined;
  // A patient's own request goes to their account's proven address or nowhere: the address typed into the
  // request is only for requests made for someone without an account (an agent's, a walk-in).
  const email = row.patientUserId ? (user?.email ?? '') : str(row.patientEmail);
  const to: Recipient | null = email
    ? {
        email,
        name: user ? fullName(user.firstName, user.lastName) || row.patientName : row.patientName,
        preferredLocale: user?.preferredLocale ?? null,
      }
    : null;
  const appointment: AppointmentFacts = {
    requestId: row.id,
    referenceNo: row.referenceNo,
    requestType: row.requestType,
    start: row.start,
    end: row.end,
    service: row.packageName
      ? { name: row.packageName, labels: row.packageLabels }
      : { name: row.resourceName, labels: null },
    facilityName: row.facilityName,
    // Seeded and entered addresses often end with the city already.
    facilityAddress: row.facilityAddress.includes(row.facilityCity)
      ? row.facilityAddress
      : [row.facilityAddress, row.facilityCity].filter(Boolean).join(', '),
    sequence: await countStatusChanges(db, row.id),
  };
  // The request's own page (Case Details): the patient accepts, declines or reschedules there.
  const href = `/app/view/${row.requestType}/${encodeURIComponent(row.referenceNo)}`;
  return { to, appointment, href, status: row.status };
}

/** Who signs for a role, and where their address comes from: the case's people, or the specialist's account. */
async function signerRecipient(
  db: Db,
  tenantId: string,
  row: NonNullable<Awaited<ReturnType<typeof findCaseForMail>>>,
  role: SignerRole,
): Promise<Recipient | null> {
  if (role === 'specialist') {
    const user = await findUserForMail(db, tenantId, row.createdByUserId);
    return user
      ? { email: user.email, name: fullName(user.firstName, user.lastName), preferredLocale: user.preferredLocale }
      : null;
  }
  const person = role === 'patient' ? row.patient : role === 'guardian' ? row.guardian : row.policyOwner;
  const email = str(person?.email);
  if (!email) return null;
  const name = role === 'patient' ? row.fullName : fullName(str(person?.firstName), str(person?.lastName));
  return { email, name, preferredLocale: null };
}

/**
 * The signing mail carries a link of its own, issued when the mail is written: the signing table keeps only
 * token hashes, so the QR's link cannot be read back, and a job's payload is no place for a live token. Like the
 * QR's, it works once and lives 30 minutes from the moment the mail is written.
 */
async function issueSigningLink(
  db: Db,
  tenantId: string,
  caseId: string,
  role: SignerRole,
  signerName: string,
  now: Date,
) {
  const { token, tokenHash } = newSigningToken();
  const row = await findCaseForMail(db, tenantId, caseId);
  const expiresAt = new Date(now.getTime() + signingLinkTtlMs);
  await insertMailSigningLink(db, {
    tokenHash,
    tenantId,
    caseId,
    roleType: role,
    signerName,
    createdByUserId: row?.createdByUserId ?? '',
    expiresAt,
    createdAt: now,
  });
  return { href: `/app${signingPageHref(token, tenantId)}`, expiresAt };
}

/** The letters an event sends: one per recipient whose address is known. */
export async function lettersFor(db: Db, tenantId: string, event: NotificationEvent, now: Date): Promise<Letter[]> {
  switch (event.kind) {
    case 'appointment-reminder': {
      const found = await appointmentOf(db, tenantId, event.requestId);
      // A reminder is queued a day ahead: by then the visit may be cancelled or moved, and then it stays quiet.
      const due = found?.status === 'Scheduled' && found.appointment.start && found.appointment.start > now;
      return found?.to && due
        ? [{ kind: event.kind, to: found.to, appointment: found.appointment, href: found.href }]
        : [];
    }
    case 'slot-proposed':
    case 'appointment-scheduled':
    case 'appointment-rescheduled': {
      const found = await appointmentOf(db, tenantId, event.requestId);
      return found?.to ? [{ kind: event.kind, to: found.to, appointment: found.appointment, href: found.href }] : [];
    }
    case 'appointment-cancelled': {
      const found = await appointmentOf(db, tenantId, event.requestId);
      if (!found?.to) return [];
      return [
        { kind: event.kind, to: found.to, appointment: found.appointment, href: found.href, reason: event.reason },
      ];
    }
    case 'waiting-list-offer': {
      const offer = await findOfferForMail(db, tenantId, event.offerId);
      const found = offer ? await appointmentOf(db, tenantId, offer.requestId) : null;
      if (!offer || !found?.to) return [];
      // The offered place, not the (still empty) booking of the waiting request.
      const appointment = { ...found.appointment, start: offer.start, end: offer.end };
      const href = `/app/waiting-list/offers/${encodeURIComponent(event.offerId)}`;
      return [{ kind: event.kind, to: found.to, appointment, href, heldUntil: offer.heldUntil }];
    }
    case 'paf-signing-requested': {
      const row = await findCaseForMail(db, tenantId, event.caseId);
      const signer = row && pafSigners(row).find((s) => s.roleType === event.signerRole);
      if (!row || !signer || signer.signed) return [];
      const to = await signerRecipient(db, tenantId, row, signer.roleType);
      if (!to) return [];
      const link = await issueSigningLink(db, tenantId, row.caseId, signer.roleType, signer.signerName, now);
      return [{ kind: event.kind, to, caseId: row.caseId, ...link }];
    }
    case 'paf-completed': {
      const row = await findCaseForMail(db, tenantId, event.caseId);
      if (!row) return [];
      const specialist = await findUserForMail(db, tenantId, row.createdByUserId);
      const hospital = await findHospitalStaff(db, tenantId);
      const caseHref = (role: string) => `/app/epaf/role/${role}/case/${encodeURIComponent(row.caseId)}`;
      const people = [
        ...(specialist ? [{ user: specialist, role: 'specialist' }] : []),
        ...hospital.map((user) => ({ user, role: 'hospital' })),
      ];
      return people.map(({ user, role }) => ({
        kind: event.kind,
        to: { email: user.email, name: fullName(user.firstName, user.lastName), preferredLocale: user.preferredLocale },
        caseId: row.caseId,
        patientName: row.fullName,
        href: caseHref(role),
      }));
    }
  }
}
