import { isFieldVisible } from '../../../src/lib/api/contract/form-rules/dependencies';
import { validateForm, type FieldIssue } from '../../../src/lib/api/contract/form-rules/validate';
import { invisibleCharactersMessage } from '../../../src/lib/api/contract/text';
import {
  formDefinitionSchema,
  type AppointmentServiceType,
  type FormDefinition,
} from '../../../src/lib/api/contract/patient-booking/forms';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import type { Db } from '../../db/client';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import type { CheckedFile, IncomingFile } from '../../lib/storage';
import { todayIn } from '../../lib/dates';
import type { Auth, Deps } from '../../types';
import { ensureWorklistItems, loadOwnRequest, mayRead, requireSelf, type RequestRow } from './patient-forms-access';
import { savedAnswers } from './patient-forms-draft';
import { checkPreferredOptions, storePreferredOptions, type CheckedOption } from './patient-forms-preferred';
import { checkUploads, readUpload, storeUploads } from './patient-forms-uploads';
import { formTemplateOf, insertStatusHistory, requestOfTenant, updateRequest } from './queries';

const formTypeOf = { opd: 'OPD_PATIENT_FORM', mcu: 'MCU_PATIENT_FORM' } as const;

/** Which form of which request: the path parts of the form page and its submit. */
export interface FormTarget {
  service: AppointmentServiceType;
  userId: string;
  requesterId: string;
}

/** The submit's multipart parts, read once the request may take a submission. */
export interface SubmittedParts {
  files: IncomingFile[];
  fieldsJson: string;
  preferredJson: string;
  version: number;
}

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

export async function loadDefinition(
  deps: Deps,
  tenantId: string,
  formType: string,
  version?: number,
): Promise<FormDefinition> {
  const row = await formTemplateOf(deps.db, tenantId, formType, version);
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

async function ownRequestFor(deps: Deps, auth: Auth, target: FormTarget): Promise<RequestRow> {
  requireSelf(auth, target.userId);
  const row = await loadOwnRequest(deps, auth, target.requesterId);
  if (serviceOf(row) !== target.service) throw notFound('Appointment request');
  return row;
}

/** The form page of a request: its definition, where it stands, and answers saved without submitting. */
export async function formPage(deps: Deps, auth: Auth, target: FormTarget) {
  const row = await ownRequestFor(deps, auth, target);
  const definition = await loadDefinition(deps, auth.tenantId, formTypeOf[target.service]);
  const saved = await savedAnswers(deps, row);
  return {
    definition,
    requesterId: row.id,
    referenceNo: row.referenceNo,
    unitId: row.unitId,
    submitted: formSubmitted(row),
    sessionsSubmitted: row.status !== 'Incomplete',
    patientName: row.patient.name,
    saved,
  };
}

export async function formConfig(
  deps: Deps,
  auth: Auth,
  body: { clientName: string; version: number; formType: string },
): Promise<FormDefinition> {
  if (body.clientName !== auth.tenantId) throw forbidden();
  return loadDefinition(deps, auth.tenantId, body.formType, body.version);
}

/**
 * Checks and stores a submitted form. `readParts` reads the multipart body once the request
 * may take a submission; `storeAnswer` keeps the reply in the same transaction.
 */
export async function submitForm(
  deps: Deps,
  auth: Auth,
  target: FormTarget,
  readParts: () => Promise<SubmittedParts>,
  storeAnswer: (tx: Db, answer: { link: string }) => Promise<void>,
): Promise<{ link: string }> {
  const { service } = target;
  const row = await ownRequestFor(deps, auth, target);
  if (formSubmitted(row)) throw new HttpError(409, 'This form has already been submitted.');
  const { files, fieldsJson, preferredJson, version } = await readParts();
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
    storeAnswer(tx, { link }),
  );
  return { link };
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
    await updateRequest(tx, row.id, {
      patient: { ...patient, documentLinks },
      ...(opd ? { status: 'Pending Clinic Response' as const } : {}),
      updatedAt: now,
    });
    if (opd) {
      await insertStatusHistory(tx, {
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

/** An attachment of a request the caller may read, or a 404 (as for a missing one). */
export async function documentOf(deps: Deps, auth: Auth, requestId: string, name: string) {
  const row = await requestOfTenant(deps.db, auth.tenantId, requestId);
  if (!row || !mayRead(auth, row)) throw notFound('Document');
  const file = await readUpload(deps.db, auth.tenantId, row.id, name);
  if (!file) throw notFound('Document');
  return file;
}
