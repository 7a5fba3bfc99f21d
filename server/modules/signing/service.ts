import { signingPageHref, typedNameReason, type SignBody } from '../../../src/lib/api/contract/signing';
import { typedNameMatches } from '../../../src/lib/api/contract/signing-name';
import type { QrBody } from '../../../src/lib/api/contract/pre-authorisation/paf';
import {
  derivePafStatus,
  missingPafSections,
  pafReason,
} from '../../../src/lib/api/contract/pre-authorisation/paf-status';
import { HttpError, refusal } from '../../lib/http-error';
import { notify } from '../notifications';
import { loadCase, pafSigners } from '../pre-authorisation';
import { hashSigningToken, newSigningToken, signingLinkTtlMs } from './qr-signing';
import type { Auth, Deps } from '../../types';
import {
  expireOpenSigningLinks,
  findCaseById,
  findPayorName,
  findSigningLinkByHash,
  insertSigningLink,
  markCasePartSigned,
  markSigningLinkUsed,
} from './queries';

const invalidLink = () => refusal(404, 'signing.invalidLink');

async function linkFor(deps: Deps, token: string) {
  const link = await findSigningLinkByHash(deps.db, hashSigningToken(token));
  if (!link) throw invalidLink();
  if (link.usedAt) throw refusal(410, 'signing.linkUsed');
  if (link.expiresAt.getTime() <= deps.now().getTime()) throw refusal(410, 'signing.linkExpired');
  return link;
}

/** Issues a single-use signing link for one signer of a case; returns the URL the QR encodes. */
export async function createSigningLink(deps: Deps, auth: Auth, body: QrBody, origin: string): Promise<string> {
  const row = await loadCase(deps, auth, body.caseId);
  if (row.clientId !== body.clientId) throw new HttpError(400, 'The case belongs to another payor.');
  const signer = pafSigners(row).find((s) => s.roleType === body.roleType);
  if (!signer) throw new HttpError(400, 'This person does not sign this case.');
  if (signer.signed) throw new HttpError(409, 'This part has already been signed.');
  // The specialist signs last, once every section including the referral is saved; the answer names the missing
  // ones (fields keyed by section) so the screen can say which, in the user's language.
  const missing = missingPafSections(row);
  if (body.roleType === 'specialist' && missing.length > 0) {
    throw new HttpError(
      409,
      'Please complete every section before signing.',
      Object.fromEntries(missing.map((section) => [section, 'missing'])),
      undefined,
      pafReason('incomplete'),
    );
  }
  const now = deps.now();
  await expireOpenSigningLinks(deps.db, row.caseId, body.roleType, now);
  const { token, tokenHash } = newSigningToken();
  await insertSigningLink(deps.db, {
    tokenHash,
    tenantId: auth.tenantId,
    caseId: row.caseId,
    roleType: body.roleType,
    signerName: signer.signerName,
    createdByUserId: auth.userId,
    expiresAt: new Date(now.getTime() + signingLinkTtlMs),
    createdAt: now,
  });
  // The signer hears of it by mail too, with a link of their own; the specialist is the one asking.
  if (body.roleType !== 'specialist') {
    await notify(deps.db, auth.tenantId, {
      kind: 'paf-signing-requested',
      caseId: row.caseId,
      signerRole: body.roleType,
    });
  }
  return `${origin}/app${signingPageHref(token, auth.tenantId)}`;
}

/** What the signer is about to sign, for the token-only signing page. */
export async function signingSummary(deps: Deps, token: string) {
  const link = await linkFor(deps, token);
  const row = await findCaseById(deps.db, link.caseId);
  if (!row) throw invalidLink();
  const payorName = await findPayorName(deps.db, row.clientId);
  return {
    caseId: row.caseId,
    roleType: link.roleType,
    signerName: link.signerName,
    patientName: row.fullName,
    payorName: payorName ?? row.clientId,
    admissionDate: row.admissionDate,
    admittingHospital: row.admittingHospital,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** Records the signature, uses the link up and marks the signer's part of the case complete. */
export async function sign(deps: Deps, token: string, body: SignBody) {
  const link = await linkFor(deps, token);
  // A typed signature is the signer's name, not any name (docs/decisions/0082-typed-signatures.md); the link is
  // left unused to try again.
  if (body.method === 'typed' && !typedNameMatches(body.typedName, link.signerName)) {
    const message = `Please type your name as it appears on the form: ${link.signerName}.`;
    throw new HttpError(400, message, { typedName: message }, undefined, typedNameReason);
  }
  const now = deps.now();
  const signature =
    body.method === 'drawn'
      ? { method: body.method, imageDataUrl: body.imageDataUrl }
      : { method: body.method, typedName: body.typedName };
  const used = await markSigningLinkUsed(deps.db, hashSigningToken(token), signature, now);
  if (!used) throw refusal(410, 'signing.linkUsed');
  await markCasePartSigned(deps.db, used.caseId, used.roleType, now);
  const signed = await findCaseById(deps.db, used.caseId);
  // The last signature completes the case: the specialist and the hospital hear of it.
  if (signed && derivePafStatus(signed, 'payor').category === 'completed') {
    await notify(deps.db, signed.tenantId, { kind: 'paf-completed', caseId: signed.caseId });
  }
  return { caseId: used.caseId, roleType: used.roleType, signed: true as const };
}
