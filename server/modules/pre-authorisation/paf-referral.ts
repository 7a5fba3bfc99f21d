import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  pafPaths,
  referralDocumentTypes,
  referralFieldsSchema,
  referralResponseSchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { clientConfigs, pafCases } from '../../db/schema/domain';
import { pafDocuments } from '../../db/schema/paf';
import { HttpError, notFound } from '../../lib/http-error';
import { loadCase, loadOwnDraft, requirePafUser } from '../../lib/paf-access';
import { fileTooLargeMessage, fileTypeMessage, parsePartName, referralFileLimitBytes } from '../../lib/paf-uploads';
import { ok } from '../../lib/reply';
import { checkFiles, decodeFile, encodeFile, type IncomingFile } from '../../lib/storage';
import type { Deps, ZodApp } from '../../types';

const tags = ['pre-authorisation'];
const caseParams = z.object({ caseId: z.string().max(60) });
const documentParams = z.object({ caseId: z.string().max(60), documentId: z.string().max(60) });
const knownTypes = new Set<string>(referralDocumentTypes);

interface Upload extends IncomingFile {
  documentType: string;
}

const invalid = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** Referral details and documents (multipart), and the documents served back as attachments. */
export function registerPafReferralRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    pafPaths.referral(':caseId'),
    {
      schema: { params: caseParams, response: { 200: referralResponseSchema } },
      config: { tags, summary: 'Save referral details and documents (multipart, 5 MB per file)' },
    },
    async (request, reply) => {
      const { caseId } = request.params;
      const [auth, row] = await loadOwnDraft(deps, request, caseId);
      if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data.');
      const fields: Record<string, string> = {};
      const uploads: Upload[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          const parsed = parsePartName(part.fieldname);
          if (!parsed || !knownTypes.has(parsed.documentType)) throw invalid('documents', 'Unknown document type.');
          uploads.push({ documentType: parsed.documentType, filename: part.filename, data: await part.toBuffer() });
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, fileTooLargeMessage);
        throw err;
      }
      const referral = referralFieldsSchema.parse(fields);
      const [config] = await deps.db
        .select()
        .from(clientConfigs)
        .where(eq(clientConfigs.clientId, row.clientId))
        .limit(1);
      const needsDoctor = referral.isPatientReferred && !referral.isReferralLetter;
      if (needsDoctor) {
        if (!referral.referralDoctorName) throw invalid('referralDoctorName', 'This field is required');
        if (!referral.referralDoctorClinicDetails) {
          throw invalid('referralDoctorClinicDetails', 'This field is required');
        }
        if (!referral.referralDoctorPhone) throw invalid('referralDoctorPhone', 'This field is required');
        if (config?.config.requireReferralDateTime === true && !referral.dateTimeOfReferral) {
          throw invalid('dateTimeOfReferral', 'This field is required');
        }
      }
      const checked = checkFiles(uploads, { maxFileBytes: referralFileLimitBytes });
      if (!checked.ok) {
        throw checked.problem === 'too-large'
          ? new HttpError(413, fileTooLargeMessage)
          : invalid('documents', fileTypeMessage);
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
      if (stored.length) await deps.db.insert(pafDocuments).values(stored);
      const all = await deps.db.select().from(pafDocuments).where(eq(pafDocuments.caseId, caseId));
      const documents = all.map((d) => ({
        id: d.id,
        documentType: d.documentType,
        fileName: d.fileName,
        size: d.size,
        url: pafPaths.document(caseId, d.id),
      }));
      // Not referred (or referred with a letter) resets the doctor's details (spec 03 §4.2).
      const saved = {
        isPatientReferred: referral.isPatientReferred,
        isReferralLetter: referral.isPatientReferred && referral.isReferralLetter,
        referralDoctorName: needsDoctor ? referral.referralDoctorName : null,
        referralDoctorClinicDetails: needsDoctor ? referral.referralDoctorClinicDetails : null,
        referralDoctorPhone: needsDoctor ? referral.referralDoctorPhone : null,
        dateTimeOfReferral: needsDoctor ? (referral.dateTimeOfReferral ?? null) : null,
        documents: documents.map(({ id, documentType, fileName }) => ({ id, documentType, fileName })),
      };
      await deps.db.update(pafCases).set({ referral: saved, updatedAt: now }).where(eq(pafCases.caseId, caseId));
      return ok(reply, { caseId, documents });
    },
  );

  app.get(
    pafPaths.document(':caseId', ':documentId'),
    { schema: { params: documentParams }, config: { tags, summary: 'Download a referral document (attachment)' } },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const { caseId, documentId } = request.params;
      await loadCase(deps, auth, caseId);
      const [doc] = await deps.db
        .select()
        .from(pafDocuments)
        .where(and(eq(pafDocuments.id, documentId), eq(pafDocuments.caseId, caseId)))
        .limit(1);
      const file = doc ? decodeFile(doc.dataBase64) : null;
      if (!doc || !file) throw notFound('Document');
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', `attachment; filename="${doc.fileName}"`)
        .send(file.data);
    },
  );
}
