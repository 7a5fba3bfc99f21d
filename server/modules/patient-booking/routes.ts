import fastifyMultipart from '@fastify/multipart';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import {
  documentParamsSchema,
  formConfigPath,
  formConfigRequestSchema,
  formConfigResponseSchema,
  formPageResponseSchema,
  formSubmitParamsSchema,
  formSubmitResponseSchema,
  maxUploadTotalBytes,
  nationalityPath,
  nationalityResponseSchema,
  preferredOptionsPart,
} from '../../../src/lib/api/contract/patient-booking/forms';
import { requestLocale } from '../../lib/data-locale';
import { HttpError } from '../../lib/http-error';
import { readingMultipart } from '../../lib/multipart';
import { nationalityOptions } from './nationalities';
import type { IncomingFile } from '../../lib/storage';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import { fileAnswer, multipartBody } from '../../plugins/route-docs';
import type { Deps, ZodApp } from '../../types';
import { documentOf, formConfig, formPage, submitForm, type SubmittedParts } from './form-service';
import { registerMcuRoutes } from './mcu-routes';
import { tooLargeMessage } from './patient-forms-uploads';
import { registerSessionBookingRoutes } from './session-routes';

const tags = ['patient-booking'];
const formSubmitBody = multipartBody('The filled form, its preferred dates and its attachments (10 MB in all)', {
  fields: {
    version: 'The form version the page was built from',
    fields: 'JSON: the values by field name',
    [preferredOptionsPart]: 'JSON: the preferred dates and times',
  },
  otherFiles: 'An attachment (any part name)',
});

/** Patient booking: the patient forms, health screening (MCU) and session booking. */
export function registerPatientBookingRoutes(app: ZodApp, deps: Deps): void {
  void app.register(async (scope) => {
    // Parts are counted generously; the 10 MB total is enforced while reading.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxUploadTotalBytes + 1, files: 20, fields: 10, fieldSize: 64 * 1024 },
    });
    registerFormRoutes(scope, deps);
  });
  registerMcuRoutes(app, deps);
  registerSessionBookingRoutes(app, deps);
}

/** Patient forms: definitions, the multipart submit with attachments, nationalities and documents. */
function registerFormRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    `${apiPrefix}/:service/patient/:userId/form/oaf/refNo/:requesterId`,
    {
      schema: { params: formSubmitParamsSchema, response: { 200: formPageResponseSchema } },
      config: { tags, summary: 'OPD or MCU form definition for a request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await formPage(deps, auth, request.params));
    },
  );

  app.post(
    formConfigPath,
    {
      schema: { body: formConfigRequestSchema, response: { 200: formConfigResponseSchema } },
      config: { tags, summary: 'Form definition by client, version and form type' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await formConfig(deps, auth, request.body));
    },
  );

  app.get(
    nationalityPath,
    { schema: { response: { 200: nationalityResponseSchema } }, config: { tags, summary: 'Nationality choices' } },
    async (request, reply) => {
      requireAuth(request);
      return ok(reply, nationalityOptions(requestLocale(request)));
    },
  );

  app.post(
    `${apiPrefix}/:service/patient/:userId/form/oaf/refNo/:requesterId/submit`,
    {
      schema: { params: formSubmitParamsSchema, response: { 200: formSubmitResponseSchema } },
      config: {
        tags,
        summary: 'Submit an OPD or MCU form (multipart: version, fields JSON, files)',
        openapi: { requestBody: formSubmitBody },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const readParts = (): Promise<SubmittedParts> =>
        readingMultipart(async () => {
          if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data.');
          const parts: SubmittedParts = { files: [], fieldsJson: '', preferredJson: '', version: 0 };
          const files: IncomingFile[] = parts.files;
          let total = 0;
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const data = await part.toBuffer();
              total += data.length;
              if (total > maxUploadTotalBytes) {
                throw new HttpError(413, tooLargeMessage, { medicalReports: tooLargeMessage });
              }
              files.push({ filename: part.filename, data });
            } else if (part.fieldname === 'fields') {
              parts.fieldsJson = String(part.value);
            } else if (part.fieldname === preferredOptionsPart) {
              parts.preferredJson = String(part.value);
            } else if (part.fieldname === 'version') {
              parts.version = Number(part.value);
            }
          }
          return parts;
        });
      const answer = await submitForm(deps, auth, request.params, readParts, (tx, data) =>
        storeIdempotentAnswer(tx, request, data),
      );
      return ok(reply, answer);
    },
  );

  app.get(
    `${apiPrefix}/documents/:requestId/:name`,
    {
      schema: { params: documentParamsSchema },
      config: {
        tags,
        summary: 'An attachment of a request, as a download',
        openapi: { responses: { 200: fileAnswer('The attachment, with the type it was uploaded as') } },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { requestId, name } = request.params;
      const file = await documentOf(deps, auth, requestId, name);
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );
}
