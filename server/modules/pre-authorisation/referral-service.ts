import { randomUUID } from 'node:crypto';
import { pafPaths, referralFieldsSchema } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { HttpError, notFound } from '../../lib/http-error';
import { loadCaseAttachments, type PafCase } from './paf-access';
import { fileTooLargeMessage, fileTypeMessage, referralFileLimitBytes } from './paf-uploads';
import { checkFiles, decodeFile, encodeFile, type IncomingFile } from '../../lib/storage';
import type { Auth, Deps } from '../../types';
import { findClientConfig, updateCase } from './queries';
import { findCaseDocument, findCaseDocuments, insertDocuments } from './referral-queries';

export interface Upload extends IncomingFile {
  documentType: string;
}

export const invalidReferral = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/**
 * Saves the referral details and stores the uploaded documents; returns every
 * document of the case. `row` is the specialist's draft, loaded before the upload was read.
 */
export async function saveReferral(
  deps: Deps,
  auth: Auth,
  row: PafCase,
  fields: Record<string, string>,
  uploads: Upload[],
) {
  const { caseId } = row;
  const referral = referralFieldsSchema.parse(fields);
  const config = await findClientConfig(deps.db, row.clientId);
  const needsDoctor = referral.isPatientReferred && !referral.isReferralLetter;
  if (needsDoctor) {
    if (!referral.referralDoctorName) throw invalidReferral('referralDoctorName', 'This field is required');
    if (!referral.referralDoctorClinicDetails) {
      throw invalidReferral('referralDoctorClinicDetails', 'This field is required');
    }
    if (!referral.referralDoctorPhone) throw invalidReferral('referralDoctorPhone', 'This field is required');
    if (config?.config.requireReferralDateTime === true && !referral.dateTimeOfReferral) {
      throw invalidReferral('dateTimeOfReferral', 'This field is required');
    }
  }
  const checked = checkFiles(uploads, { maxFileBytes: referralFileLimitBytes });
  if (!checked.ok) {
    throw checked.problem === 'too-large'
      ? new HttpError(413, fileTooLargeMessage)
      : invalidReferral('documents', fileTypeMessage);
  }
  const now = deps.now();
  const stored = checked.files.map((file, index) => ({
    id: randomUUID(),
    tenantId: auth.tenantId,
    caseId,
    documentType: uploads[index]!.documentType,
    fileName: file.name,
    ...encodeFile(file),
    uploadedByUserId: auth.userId,
    createdAt: now,
  }));
  if (stored.length) await insertDocuments(deps.db, stored);
  const all = await findCaseDocuments(deps.db, caseId);
  const documents = all.map((d) => ({
    id: d.id,
    documentType: d.documentType,
    fileName: d.fileName,
    size: d.size,
    url: pafPaths.document(caseId, d.id),
  }));
  // Not referred (or referred with a letter) resets the doctor's details (docs/product/pre-authorisation.md#referral).
  const saved = {
    isPatientReferred: referral.isPatientReferred,
    isReferralLetter: referral.isPatientReferred && referral.isReferralLetter,
    referralDoctorName: needsDoctor ? referral.referralDoctorName : null,
    referralDoctorClinicDetails: needsDoctor ? referral.referralDoctorClinicDetails : null,
    referralDoctorPhone: needsDoctor ? referral.referralDoctorPhone : null,
    dateTimeOfReferral: needsDoctor ? (referral.dateTimeOfReferral ?? null) : null,
    documents: documents.map(({ id, documentType, fileName }) => ({ id, documentType, fileName })),
  };
  await updateCase(deps.db, caseId, { referral: saved, updatedAt: now });
  return { caseId, documents };
}

/** A referral document of a case the user may see, decoded for download. */
export async function referralDocument(deps: Deps, auth: Auth, caseId: string, documentId: string) {
  await loadCaseAttachments(deps, auth, caseId);
  const doc = await findCaseDocument(deps.db, caseId, documentId);
  const file = doc ? decodeFile(doc.dataBase64) : null;
  if (!doc || !file) throw notFound('Document');
  return { fileName: doc.fileName, type: file.type, data: file.data };
}
