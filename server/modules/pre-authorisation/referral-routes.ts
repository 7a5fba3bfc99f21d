import { z } from 'zod';
import {
  pafPaths,
  referralDocumentTypes,
  referralResponseSchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { HttpError } from '../../lib/http-error';
import { readingMultipart } from '../../lib/multipart';
import { loadDraftOf, requirePafUser, requireRole } from './paf-access';
import { fileTooLargeMessage, parsePartName } from './paf-uploads';
import { ok } from '../../lib/reply';
import { fileAnswer, multipartBody } from '../../plugins/route-docs';
import type { Deps, ZodApp } from '../../types';
import { invalidReferral, referralDocument, saveReferral, type Upload } from './referral-service';

const tags = ['pre-authorisation'];
const caseParams = z.object({ caseId: z.string().max(60) });
const documentParams = z.object({ caseId: z.string().max(60), documentId: z.string().max(60) });
const knownTypes = new Set<string>(referralDocumentTypes);

/** Referral details and documents (multipart), and the documents served back as attachments. */
export function registerPafReferralRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    pafPaths.referral(':caseId'),
    {
      schema: { params: caseParams, response: { 200: referralResponseSchema } },
      config: {
        tags,
        summary: 'Save referral details and documents (multipart, 5 MB per file)',
        openapi: {
          requestBody: multipartBody('Referral details as text fields, documents as files', {
            otherFiles: 'A referral field (text), or a document: the part name is its document type and an index',
          }),
        },
      },
    },
    async (request, reply) => {
      const auth = requireRole(request, 'specialist');
      const row = await loadDraftOf(deps, auth, request.params.caseId);
      if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data.');
      const fields: Record<string, string> = {};
      const uploads: Upload[] = [];
      try {
        await readingMultipart(async () => {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              fields[part.fieldname] = String(part.value);
              continue;
            }
            const parsed = parsePartName(part.fieldname);
            if (!parsed || !knownTypes.has(parsed.documentType)) {
              throw invalidReferral('documents', 'Unknown document type.');
            }
            uploads.push({ documentType: parsed.documentType, filename: part.filename, data: await part.toBuffer() });
          }
        });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, fileTooLargeMessage);
        throw err;
      }
      return ok(reply, await saveReferral(deps, auth, row, fields, uploads));
    },
  );

  app.get(
    pafPaths.document(':caseId', ':documentId'),
    {
      schema: { params: documentParams },
      config: {
        tags,
        summary: 'Download a referral document (attachment)',
        openapi: { responses: { 200: fileAnswer('The document, with the type it was uploaded as') } },
      },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const { caseId, documentId } = request.params;
      const file = await referralDocument(deps, auth, caseId, documentId);
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.data);
    },
  );
}
