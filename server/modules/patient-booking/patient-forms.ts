import fastifyMultipart from '@fastify/multipart';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import { isFieldVisible } from '../../../src/lib/api/contract/form-rules/dependencies';
import { validateForm, type FieldIssue } from '../../../src/lib/api/contract/form-rules/validate';
import { invisibleCharactersMessage } from '../../../src/lib/api/contract/text';
import {
  formConfigPath,
  formConfigRequestSchema,
  formConfigResponseSchema,
  formDefinitionSchema,
  formPageResponseSchema,
  formSubmitParamsSchema,
  formSubmitResponseSchema,
  maxUploadTotalBytes,
  nationalityPath,
  nationalityResponseSchema,
  preferredOptionsPart,
  type AppointmentServiceType,
  type FormDefinition,
} from '../../../src/lib/api/contract/patient-booking/forms';
import type { Db } from '../../db/client';
import { appointmentRequests, appointmentStatusHistory, formTemplates } from '../../db/schema/domain';
import { requestLocale } from '../../lib/data-locale';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { nationalityOptions } from '../../lib/nationalities';
import type { CheckedFile, IncomingFile } from '../../lib/storage';
import { todayIn } from '../../lib/registration-rules';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Auth, Deps, ZodApp } from '../../types';
import { registerMcuRoutes } from './mcu';
import { ensureWorklistItems, loadOwnRequest, mayRead, requireSelf, type RequestRow } from './patient-forms-access';
import { savedAnswers } from './patient-forms-draft';
import { checkPreferredOptions, storePreferredOptions, type CheckedOption } from './patient-forms-preferred';
import { checkUploads, readUpload, storeUploads, tooLargeMessage } from './patient-forms-uploads';
import { registerSessionBookingRoutes } from './session-booking';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';

const tags = ['patient-booking'];
const formTypeOf = { opd: 'OPD_PATIENT_FORM', mcu: 'MCU_PATIENT_FORM' } as const;

/** English messages the server sends in a 400 (the client shows its own translations for its checks). */
const issueText = (issue: FieldIssue, label: string): string => {
  if (issue.message) return issue.message;
  const texts: Record<string, string> = {
    required: `${label} cannot be empty`,
    future: `${label} cannot be in the future`,
    negative: `${label} cannot be negative`,
    phone: `${label} is not a valid phone number`,
    invisible: invisibleCharactersMessage,
  };
  return texts[issue.key] ?? `${label} is not valid`;
};

async function loadDefinition(
  deps: Deps,
  tenantId: string,
  formType: string,
  version?: number,
): Promise<FormDefinition> {
  const [row] = await deps.db
    .select()
    .from(formTemplates)
    .where(
      and(
        eq(formTemplates.tenantId, tenantId),
        isNull(formTemplates.clientId),
        eq(formTemplates.type, formType),
        ...(version ? [eq(formTemplates.version, version)] : []),
      ),
    )
    .orderBy(desc(formTemplates.version))
    .limit(1);
  if (!row) throw notFound('Form');
  return formDefinitionSchema.parse(row.definition);
}

/** OPD: sent once its status leaves Incomplete. MCU: the form is in once it carries the patient's e-mail (sessions come after). */
export const formSubmitted = (row: RequestRow) =>
  row.status !== 'Incomplete' || (row.requestType === 'MCU' && row.patient.email !== '');

const serviceOf = (row: RequestRow): AppointmentServiceType => (row.requestType === 'MCU' ? 'mcu' : 'opd');

function ageOn(dob: string, today: string): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Patient forms: definitions, the multipart submit with attachments, nationalities and documents. */
export function registerPatientFormsRoutes(app: ZodApp, deps: Deps): void {
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

function registerFormRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    `${apiPrefix}/:service/patient/:userId/form/oaf/refNo/:requesterId`,
    {
      schema: { params: formSubmitParamsSchema, response: { 200: formPageResponseSchema } },
      config: { tags, summary: 'OPD or MCU form definition for a request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { service, userId, requesterId } = request.params;
      requireSelf(auth, userId);
      const row = await loadOwnRequest(deps, auth, requesterId);
      if (serviceOf(row) !== service) throw notFound('Appointment request');
      const definition = await loadDefinition(deps, auth.tenantId, formTypeOf[service]);
      const saved = await savedAnswers(deps, row);
      return ok(reply, {
        definition,
        requesterId: row.id,
        referenceNo: row.referenceNo,
        unitId: row.unitId,
        submitted: formSubmitted(row),
        sessionsSubmitted: row.status !== 'Incomplete',
        patientName: row.patient.name,
        saved,
      });
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
      const body = request.body as { clientName: string; version: number; formType: string };
      if (body.clientName !== auth.tenantId) throw forbidden();
      return ok(reply, await loadDefinition(deps, auth.tenantId, body.formType, body.version));
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
      config: { tags, summary: 'Submit an OPD or MCU form (multipart: version, fields JSON, files)' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { service, userId, requesterId } = request.params;
      requireSelf(auth, userId);
      const row = await loadOwnRequest(deps, auth, requesterId);
      if (serviceOf(row) !== service) throw notFound('Appointment request');
      if (formSubmitted(row)) throw new HttpError(409, 'This form has already been submitted.');
      if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data.');

      const files: IncomingFile[] = [];
      let fieldsJson = '';
      let preferredJson = '';
      let version = 0;
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
          fieldsJson = String(part.value);
        } else if (part.fieldname === preferredOptionsPart) {
          preferredJson = String(part.value);
        } else if (part.fieldname === 'version') {
          version = Number(part.value);
        }
      }
      const definition = await loadDefinition(deps, auth.tenantId, formTypeOf[service]);
      if (version !== definition.version) throw new HttpError(400, 'This form has changed. Please reload the page.');
      let values: Record<string, unknown>;
      try {
        values = JSON.parse(fieldsJson) as Record<string, unknown>;
        if (typeof values !== 'object' || values === null || Array.isArray(values)) throw new Error('not an object');
      } catch {
        throw new HttpError(400, 'The form could not be read.');
      }
      const checked = checkUploads(files);
      // Files travel as parts; the engine's required check needs to see them.
      const withFiles = { ...values, medicalReports: checked.map((f) => f.filename) };
      const today = todayIn(auth.tenant.timeZone, deps.now());
      const issues = validateForm(definition, withFiles, { today, phoneRegion: auth.tenant.phoneRegion });
      if (Object.keys(issues).length > 0) {
        const labels = new Map(definition.sections.flatMap((s) => s.fields).map((f) => [f.inputName, f.uiLabel]));
        const fields = Object.fromEntries(
          Object.entries(issues).map(([path, issue]) => [
            path,
            issueText(issue, labels.get(path.split('.')[0] ?? '') ?? path),
          ]),
        );
        throw new HttpError(400, 'Please check the highlighted fields.', fields);
      }
      // OPD proposes two date/time options with the form; MCU picks its sessions after it.
      const preferred =
        service === 'opd' ? await checkPreferredOptions(deps.db, row.unitId, preferredJson, deps.now()) : [];
      const link =
        service === 'opd'
          ? `/app/appointment/opd/${encodeURIComponent(row.id)}/complete`
          : `/app/mcu/patient/client/form/${encodeURIComponent(row.id)}`;
      await saveSubmission(deps, auth, row, definition, values, checked, today, preferred, (tx) =>
        storeIdempotentAnswer(tx, request, { link }),
      );
      return ok(reply, { link });
    },
  );

  app.get(
    `${apiPrefix}/documents/:requestId/:name`,
    { config: { tags, summary: 'An attachment of a request, as a download' } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { requestId, name } = request.params as { requestId: string; name: string };
      const [row] = await deps.db
        .select()
        .from(appointmentRequests)
        .where(and(eq(appointmentRequests.tenantId, auth.tenantId), eq(appointmentRequests.id, requestId)))
        .limit(1);
      if (!row || !mayRead(auth, row)) throw notFound('Document');
      const file = await readUpload(deps.db, auth.tenantId, row.id, name);
      if (!file) throw notFound('Document');
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** `storeAnswer` keeps the reply in the same transaction (storeIdempotentAnswer). */
async function saveSubmission(
  deps: Deps,
  auth: Auth,
  row: RequestRow,
  definition: FormDefinition,
  values: Record<string, unknown>,
  files: CheckedFile[],
  today: string,
  preferred: CheckedOption[],
  storeAnswer: (tx: Db) => Promise<void>,
) {
  const scope = definition.sections.flatMap((s) => s.fields);
  const shown = (name: string) => {
    const field = scope.find((f) => f.inputName === name);
    return field ? isFieldVisible(field, scope, values) : false;
  };
  const dob = text(values.dateOfBirth);
  const condition = text(values.medicalConditions);
  const now = deps.now();
  const patient = {
    ...row.patient,
    name: text(values.fullName) || row.patient.name,
    gender: values.gender === 'Female' ? ('Female' as const) : ('Male' as const),
    dob,
    age: dob ? ageOn(dob, today) : row.patient.age,
    email: text(values.email),
    sms: text(values.phoneNumber),
    medicalCondition:
      condition === 'Others' && shown('otherMedicalCondition') ? text(values.otherMedicalCondition) : condition,
    otherReason: text(values.reason) || text(values.currentMedication),
  };
  const opd = row.requestType === 'OPD';
  await deps.db.transaction(async (tx) => {
    // The attachments are written with the answers: a submission that fails leaves no orphan files.
    const stored = await storeUploads(tx, auth.tenantId, row.id, files, now);
    const documentLinks = [...row.patient.documentLinks, ...stored.map((s) => s.link)];
    await tx
      .update(appointmentRequests)
      .set({
        patient: { ...patient, documentLinks },
        ...(opd ? { status: 'Pending Clinic Response' as const } : {}),
        updatedAt: now,
      })
      .where(eq(appointmentRequests.id, row.id));
    if (opd) {
      await tx.insert(appointmentStatusHistory).values({
        id: `${row.id}-h-${now.getTime()}`,
        requestId: row.id,
        status: 'Pending Clinic Response',
        changedByUserId: auth.userId,
        changedByName: `${auth.firstName} ${auth.lastName}`,
        notes: historyNotes.requestSubmitted,
        createdAt: now,
      });
      await storePreferredOptions(tx, row.id, preferred);
      await ensureWorklistItems(tx, row, now);
    }
    await storeAnswer(tx);
  });
}
