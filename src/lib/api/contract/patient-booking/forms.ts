import { z } from 'zod';
import { apiPrefix, envelopeSchema } from '../envelope';

/**
 * Schema-driven forms (docs/product/form-engine.md#field-schema): the form-schema-field shape the server
 * stores and the engine renders, plus the OPD/MCU form calls (docs/product/patient-booking.md#booking-calls).
 */
export const formFieldTypes = [
  'date',
  'datetime',
  'dropdown',
  'radio',
  'number',
  'phoneNumber',
  'textArea',
  'uploadImage',
  'autoComplete',
  'confirmCheckbox',
  'group',
  'textfield',
  'diagnosisCode',
  'procedureCode',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export const formOptionSchema = z.object({ label: z.string(), value: z.string() });
export type FormOption = z.infer<typeof formOptionSchema>;

export const dependencyRules = ['equal', 'lessThan', 'moreThan'] as const;
export const formDependencySchema = z.object({
  inputName: z.string(),
  rule: z.enum(dependencyRules),
  value: z.union([z.string(), z.number()]),
});
export type FormDependency = z.infer<typeof formDependencySchema>;

export const formValidatorSchema = z.object({
  type: z.enum(['string', 'number', 'date']),
  pattern: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  notFuture: z.boolean().optional(),
  /** Negative numbers are refused unless this is true (docs/product/form-engine.md#number-input). */
  allowNegative: z.boolean().optional(),
  /** Single-document upload mode: the add control hides once one file exists. */
  single: z.boolean().optional(),
  message: z.string().optional(),
});
export type FormValidator = z.infer<typeof formValidatorSchema>;

export interface FormField {
  inputName: string;
  uiLabel: string;
  type: FormFieldType;
  isRequired: boolean;
  value: unknown;
  props: {
    visible: boolean;
    disabled: boolean;
    dataSource: FormOption[] | string | null;
    isList?: boolean;
    accordion?: boolean;
  };
  validator: FormValidator | null;
  dependencies: FormDependency[];
  subfields: FormField[];
}

export const formFieldSchema: z.ZodType<FormField> = z.lazy(() =>
  z.object({
    inputName: z.string().min(1),
    uiLabel: z.string(),
    type: z.enum(formFieldTypes),
    isRequired: z.boolean(),
    value: z.unknown(),
    props: z.object({
      visible: z.boolean(),
      disabled: z.boolean(),
      dataSource: z.union([z.array(formOptionSchema), z.string(), z.null()]),
      isList: z.boolean().optional(),
      accordion: z.boolean().optional(),
    }),
    validator: formValidatorSchema.nullable(),
    dependencies: z.array(formDependencySchema),
    subfields: z.array(formFieldSchema),
  }),
);

export const formSectionSchema = z.object({ id: z.string(), title: z.string(), fields: z.array(formFieldSchema) });
export type FormSection = z.infer<typeof formSectionSchema>;

export const formDefinitionSchema = z.object({
  formType: z.string(),
  version: z.number().int(),
  sections: z.array(formSectionSchema),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** Attachments may total at most 10 MB (docs/product/patient-booking.md#form-validation). */
export const maxUploadTotalBytes = 10 * 1024 * 1024;
/** Upload types checked by magic bytes on the server. */
export const uploadMimeTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** Multipart part of the OPD submit carrying the preferred options as JSON (session-booking preferredOptionsSchema). */
export const preferredOptionsPart = 'preferredOptions';

export const appointmentServiceTypes = ['opd', 'mcu'] as const;
export type AppointmentServiceType = (typeof appointmentServiceTypes)[number];

/** OPD form definition: GET {api}/opd/patient/{userId}/form/oaf/refNo/{requesterId}. */
export const opdFormPath = (userId: string, requesterId: string) =>
  `${apiPrefix}/opd/patient/${encodeURIComponent(userId)}/form/oaf/refNo/${encodeURIComponent(requesterId)}`;
/** Multipart submit of either form: POST {api}/{opd|mcu}/patient/{userId}/form/oaf/refNo/{requesterId}/submit. */
export const formSubmitPath = (service: AppointmentServiceType, userId: string, requesterId: string) =>
  `${apiPrefix}/${service}/patient/${encodeURIComponent(userId)}/form/oaf/refNo/${encodeURIComponent(requesterId)}/submit`;
/** MCU form definition by client, version and form type (docs/product/form-engine.md#field-schema `/api/form/config/details`). */
export const formConfigPath = `${apiPrefix}/form/config/details`;
export const nationalityPath = `${apiPrefix}/data/nationality`;
/** A stored attachment, served as a download. */
export const documentPath = (documentId: string) => `${apiPrefix}/documents/${encodeURIComponent(documentId)}`;

/** An attachment's download path parts (GET {api}/documents/{requestId}/{name}). */
export const documentParamsSchema = z.object({ requestId: z.string(), name: z.string() });

export const formParamsSchema = z.object({ userId: z.string().min(1).max(80), requesterId: z.string().min(1).max(80) });
export const formSubmitParamsSchema = formParamsSchema.extend({ service: z.enum(appointmentServiceTypes) });

export const formConfigRequestSchema = z.object({
  clientName: z.string().min(1).max(60),
  version: z.number().int().min(1),
  formType: z.enum(['MCU_PATIENT_FORM', 'OPD_PATIENT_FORM']),
});

/** What the form page needs besides the definition: whose request it is. */
export const formPageDataSchema = z.object({
  definition: formDefinitionSchema,
  requesterId: z.string(),
  referenceNo: z.string(),
  unitId: z.number().int(),
  /** Already submitted: the MCU page goes straight to the session picker. */
  submitted: z.boolean(),
  /** Preferred sessions are in too (MCU): the request has left Incomplete. */
  sessionsSubmitted: z.boolean(),
  /** The patient's name as the form gave it (empty before the form is sent). */
  patientName: z.string(),
  /** A form saved without submitting (a draft): its answers by inputName, to continue from. */
  saved: z.record(z.string(), z.string()).optional(),
});
export type FormPageData = z.infer<typeof formPageDataSchema>;
export const formPageResponseSchema = envelopeSchema(formPageDataSchema);
export const formConfigResponseSchema = envelopeSchema(formDefinitionSchema);

export const formSubmitResultSchema = z.object({ link: z.string() });
export const formSubmitResponseSchema = envelopeSchema(formSubmitResultSchema);

/** A 400 on submit lists field problems (docs/product/form-engine.md#server-errors). */
export const formFieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const nationalityResponseSchema = envelopeSchema(z.array(formOptionSchema));
