/**
 * Domain tables: reference data (locations, specialties, ICD-10, procedures),
 * tenant-scoped providers (facilities, doctors, units, packages), schedules,
 * appointment requests, payor configuration, form templates and PAF cases.
 *
 * Only portable column types (text, integer, boolean, timestamptz, jsonb,
 * numeric) so the same migrations run on PGlite and PostgreSQL. `tenant_id`
 * holds a tenants.id from core.ts; it is indexed but not a foreign key so the
 * two schema files stay independent.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Data text per UI language other than English (the English lives in the row's own columns). */
export type LocaleLabels<T> = Partial<Record<'zh-HK' | 'id' | 'ms', T>>;
export type SpecialtyLabels = LocaleLabels<{ name: string; subSpecialties?: Record<string, string> }>;
export type PackageLabels = LocaleLabels<{ name: string; description: string }>;

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export type Panel = { name: string; iconUrl: string };
export type UserDetail = { role: string; userIds: string[] };
export type PatientDetails = {
  name: string;
  gender: 'Male' | 'Female';
  age: number;
  dob: string;
  medicalCondition: string;
  otherReason: string;
  email: string;
  sms: string;
  documentLinks: string[];
};

// ── Reference data (shared by all tenants) ──────────────────────────────────

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    city: text('city').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('locations_country_idx').on(t.country, t.region)],
);

export const specialties = pgTable(
  'specialties',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** The name in each offered language but English (and its sub-specialties'); English is `name`. */
    labels: jsonb('labels').$type<SpecialtyLabels>().notNull().default({}),
  },
  (t) => [uniqueIndex('specialties_country_name_uq').on(t.country, t.name)],
);

/** ICD-10 tree: chapter → block → category → subcategory (parent_code links). */
export const diagnosisCodes = pgTable(
  'diagnosis_codes',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    parentCode: text('parent_code'),
    level: text('level', { enum: ['chapter', 'block', 'category', 'subcategory'] }).notNull(),
    isOthers: boolean('is_others').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('diagnosis_codes_parent_idx').on(t.parentCode)],
);

/** Procedure tree in the Malaysian levels, repeated for every country. */
export const procedureCodes = pgTable(
  'procedure_codes',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    levelOneDescription: text('level_one_description').notNull(),
    levelTwoDescription: text('level_two_description').notNull(),
    procedureCode: text('procedure_code').notNull(),
    procedureCodeDescription: text('procedure_code_description').notNull(),
    isOthers: boolean('is_others').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('procedure_codes_country_code_uq').on(t.country, t.procedureCode)],
);

// ── Providers ───────────────────────────────────────────────────────────────

export const facilities = pgTable(
  'facilities',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    facilityName: text('facility_name').notNull(),
    kind: text('kind', { enum: ['clinic', 'hospital', 'screening'] }).notNull(),
    country: text('country').notNull(),
    regionState: text('region_state').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    panels: jsonb('panels').$type<Panel[]>().notNull(),
  },
  (t) => [index('facilities_tenant_idx').on(t.tenantId)],
);

export const doctors = pgTable(
  'doctors',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The doctor-role user of the tenant this record belongs to, if any. */
    userId: text('user_id'),
    fullname: text('fullname').notNull(),
    gender: text('gender').notNull(),
    consultFee: money('consult_fee').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    regionState: text('region_state').notNull(),
    city: text('city').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    specialties: jsonb('specialties').$type<string[]>().notNull(),
    subSpecialties: jsonb('sub_specialties').$type<string[]>().notNull(),
    qualifications: jsonb('qualifications').$type<string[]>().notNull(),
    workExperiences: jsonb('work_experiences').$type<string[]>().notNull(),
    background: text('background').notNull(),
    profileImageUrl: text('profile_image_url'),
  },
  (t) => [index('doctors_tenant_idx').on(t.tenantId), index('doctors_user_idx').on(t.userId)],
);

/** A bookable resource at a location: a doctor × facility, or a screening location. */
export const appointmentUnits = pgTable(
  'appointment_units',
  {
    unitId: integer('unit_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    providerId: text('provider_id').notNull(),
    kind: text('kind', { enum: ['doctor', 'screening'] }).notNull(),
    doctorId: text('doctor_id').references(() => doctors.id),
    facilityId: text('facility_id')
      .notNull()
      .references(() => facilities.id),
    resourceName: text('resource_name').notNull(),
    locationName: text('location_name').notNull(),
    defaultDurationInMinute: integer('default_duration_in_minute').notNull(),
    slotCapacity: integer('slot_capacity').notNull(),
  },
  (t) => [index('appointment_units_provider_idx').on(t.tenantId, t.providerId)],
);

export const screeningPackages = pgTable(
  'screening_packages',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    currency: text('currency').notNull(),
    attributes: jsonb('attributes')
      .$type<{ gender: 'Male' | 'Female' | 'All'; ageBand: string; focus: string[] }>()
      .notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Name and description in each offered language but English; English is `name`/`description`. */
    labels: jsonb('labels').$type<PackageLabels>().notNull().default({}),
  },
  (t) => [index('screening_packages_tenant_idx').on(t.tenantId)],
);

export const packageUnits = pgTable(
  'package_units',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => screeningPackages.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => appointmentUnits.unitId),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.unitId] })],
);

// ── Schedules ───────────────────────────────────────────────────────────────

/** One row per unit per calendar day (local date) that has an entry. */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => appointmentUnits.unitId),
    localDate: text('local_date').notNull(),
    start: tz('start').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    note: text('note'),
  },
  (t) => [uniqueIndex('schedule_days_unit_date_uq').on(t.unitId, t.localDate)],
);

export const scheduleSessions = pgTable(
  'schedule_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    unitId: integer('unit_id').notNull(),
    dayId: text('day_id')
      .notNull()
      .references(() => scheduleDays.id),
    start: tz('start').notNull(),
    end: tz('end').notNull(),
    durationInMinute: integer('duration_in_minute').notNull(),
  },
  (t) => [
    index('schedule_sessions_unit_start_idx').on(t.unitId, t.start),
    // The booking summary asks, per day, whether a session of it has room (schedules/queries.ts).
    index('schedule_sessions_day_idx').on(t.dayId),
  ],
);

/**
 * Bookable slot. `bookedCount` is bumped with a conditional update
 * (`booked_count < capacity`) so concurrent bookings cannot overfill it.
 */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    unitId: integer('unit_id').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => scheduleSessions.id),
    start: tz('start').notNull(),
    end: tz('end').notNull(),
    capacity: integer('capacity').notNull(),
    bookedCount: integer('booked_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('schedule_slots_unit_start_uq').on(t.unitId, t.start),
    // Only slots with room: "has this session room?" is one probe, not a read of its slots.
    index('schedule_slots_session_open_idx')
      .on(t.sessionId)
      .where(sql`${t.bookedCount} < ${t.capacity}`),
  ],
);

export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    unitId: integer('unit_id').notNull(),
    slotId: text('slot_id')
      .notNull()
      .references(() => scheduleSlots.id),
    requestId: text('request_id'),
    slotStartAt: tz('slot_start_at').notNull(),
    slotEndAt: tz('slot_end_at').notNull(),
    displayName: text('display_name').notNull(),
    referenceId: text('reference_id').notNull(),
    serviceType: text('service_type').notNull(),
    /** A health-screening walk-in's package (requests carry their own): the Appointment dialog names it. */
    packageId: text('package_id'),
    isWaitingList: boolean('is_waiting_list').notNull().default(false),
    createdAt: tz('created_at')
      .notNull()
      .default(sql`now()`),
  },
  // request_id: every booking and cancel first gives back the slots its request holds.
  (t) => [
    index('slot_bookings_slot_idx').on(t.slotId),
    // The schedule week reads a unit's bookings of seven days, not every booking it ever had.
    index('slot_bookings_unit_idx').on(t.unitId, t.slotStartAt),
    index('slot_bookings_request_idx').on(t.requestId),
  ],
);

// ── Appointment requests and worklists ──────────────────────────────────────

export const appointmentRequestStatuses = [
  'Pending Patient Response',
  'Pending Clinic Response',
  'Scheduled',
  'Attended',
  'No Show',
  'Cancel',
  'Incomplete',
] as const;
export type AppointmentRequestStatus = (typeof appointmentRequestStatuses)[number];

/**
 * Numbers of new requests' references (OPD10000001, MCU10000002): one sequence for every instance of the
 * server, so two never hand out the same one. It starts above the seeded references (type, tenant ordinal
 * and five digits: MCU100901), so a number is never taken twice either.
 */
export const requestReferenceSeq = pgSequence('request_reference_seq', { startWith: 10_000_001 });

/** A patient's OPD (doctor) or MCU (screening) request; `id` is the cRequestId. */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    referenceNo: text('reference_no').notNull(),
    requestType: text('request_type', { enum: ['OPD', 'MCU'] }).notNull(),
    status: text('status', { enum: appointmentRequestStatuses }).notNull(),
    providerId: text('provider_id').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => appointmentUnits.unitId),
    doctorId: text('doctor_id'),
    packageId: text('package_id'),
    facilityId: text('facility_id').notNull(),
    /** Users table id of the patient; null for patients without an account. */
    patientUserId: text('patient_user_id'),
    createdByUserId: text('created_by_user_id'),
    patient: jsonb('patient').$type<PatientDetails>().notNull(),
    assignedSlotId: text('assigned_slot_id'),
    assignedSlotStart: tz('assigned_slot_start'),
    assignedSlotEnd: tz('assigned_slot_end'),
    usedPreferredSlot: boolean('used_preferred_slot').notNull().default(false),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('appointment_requests_ref_uq').on(t.tenantId, t.referenceNo),
    // The staff worklist pages a provider's requests by (created, id), newest first: the
    // index holds that whole order, so a page is an index range however long the history.
    index('appointment_requests_provider_idx').on(t.tenantId, t.providerId, t.createdAt, t.id),
    // ...and the same order within one status, for the worklist's status filter.
    index('appointment_requests_provider_status_idx').on(t.tenantId, t.providerId, t.status, t.createdAt, t.id),
    index('appointment_requests_patient_idx').on(t.patientUserId, t.createdAt),
    // The schedule week: a unit's appointments in the week (by status), and its requests
    // still awaiting the clinic (whose preferred sessions it shows).
    index('appointment_requests_unit_status_idx').on(t.unitId, t.status, t.assignedSlotStart),
  ],
);

/** The patient's preferred sessions (bookedSchedule), priority 1..n. */
export const preferredSlots = pgTable(
  'preferred_slots',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => appointmentRequests.id),
    start: tz('start').notNull(),
    end: tz('end').notNull(),
    expireAt: tz('expire_at'),
    priority: integer('priority').notNull(),
    isWaitingList: boolean('is_waiting_list').notNull().default(false),
  },
  (t) => [index('preferred_slots_request_idx').on(t.requestId)],
);

export const appointmentStatusHistory = pgTable(
  'appointment_status_history',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => appointmentRequests.id),
    status: text('status').notNull(),
    changedByUserId: text('changed_by_user_id'),
    changedByName: text('changed_by_name').notNull(),
    notes: text('notes'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('appointment_status_history_request_idx').on(t.requestId, t.createdAt)],
);

/** Who sees a request in which worklist (provider, patient inbox, agent home). */
export const worklistItems = pgTable(
  'worklist_items',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    requestId: text('request_id')
      .notNull()
      .references(() => appointmentRequests.id),
    audience: text('audience', { enum: ['provider', 'patient', 'agent'] }).notNull(),
    providerId: text('provider_id'),
    userId: text('user_id'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('worklist_items_provider_idx').on(t.providerId, t.createdAt),
    index('worklist_items_user_idx').on(t.userId, t.createdAt),
    // The worklist page walks a provider's requests newest first and joins each to its item;
    // with the audience the capped count finds the item in the index alone.
    index('worklist_items_request_idx').on(t.requestId, t.audience),
  ],
);

// ── Payors and client configuration ─────────────────────────────────────────

export const payors = pgTable(
  'payors',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull().unique(),
    name: text('name').notNull(),
    businessFullName: text('business_full_name').notNull(),
    country: text('country').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('payors_tenant_idx').on(t.tenantId)],
);

export const identificationDocumentTypes = pgTable(
  'identification_document_types',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('identification_document_types_client_idx').on(t.clientId)],
);

/** Tax per payor client id; values come from the tenant manifest. */
export const taxInfo = pgTable('tax_info', {
  clientId: text('client_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  taxName: text('tax_name').notNull(),
  taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull(),
});

/** Payor currency; `rate` is the daily attendance fee per day of stay. */
export const currencies = pgTable('currencies', {
  clientId: text('client_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  code: text('code').notNull(),
  label: text('label').notNull(),
  rate: money('rate').notNull(),
});

export const clientConfigs = pgTable('client_configs', {
  clientId: text('client_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
});

export const panelEntities = pgTable(
  'panel_entities',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    tpe: text('tpe', { enum: ['Hospital', 'Facility', 'Clinic'] }).notNull(),
    spaceName: text('space_name').notNull(),
    spaceId: text('space_id').notNull(),
    userDetail: jsonb('user_detail').$type<UserDetail[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('panel_entities_client_idx').on(t.clientId)],
);

/** Schema-driven form definitions (fields in the spec's form-schema-field shape). */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id'),
    type: text('type').notNull(),
    subType: text('sub_type').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<{ sections: unknown[] }>().notNull(),
  },
  (t) => [uniqueIndex('form_templates_key_uq').on(t.tenantId, t.clientId, t.type, t.subType, t.version)],
);

// ── Pre-authorisation (PAF) cases ───────────────────────────────────────────

export const pafCases = pgTable(
  'paf_cases',
  {
    caseId: text('case_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    createdByUserId: text('created_by_user_id').notNull(),
    fullName: text('full_name').notNull(),
    gender: text('gender').notNull(),
    age: integer('age').notNull(),
    identificationDocNum: text('identification_doc_num').notNull(),
    admissionDate: text('admission_date'),
    hospitalId: text('hospital_id'),
    admittingHospital: text('admitting_hospital'),
    lengthOfStay: integer('length_of_stay'),
    primaryDiagnosis: text('primary_diagnosis'),
    treatmentType: text('treatment_type'),
    wardType: text('ward_type'),
    wardTypeOthers: text('ward_type_others'),
    doctorName: text('doctor_name'),
    procedureCodes: jsonb('procedure_codes').$type<string[]>().notNull(),
    pdfLink: text('pdf_link'),
    patient: jsonb('patient').$type<Record<string, unknown>>().notNull(),
    policyOwner: jsonb('policy_owner').$type<Record<string, unknown> | null>(),
    guardian: jsonb('guardian').$type<Record<string, unknown> | null>(),
    admission: jsonb('admission').$type<Record<string, unknown> | null>(),
    sectionC: jsonb('section_c').$type<Record<string, unknown> | null>(),
    sectionD: jsonb('section_d').$type<Record<string, unknown> | null>(),
    estimate: jsonb('estimate').$type<Record<string, unknown> | null>(),
    referral: jsonb('referral').$type<Record<string, unknown> | null>(),
    hospitalCharges: jsonb('hospital_charges').$type<{ minCost: number; maxCost: number } | null>(),
    isHospitalPartCompleted: boolean('is_hospital_part_completed').notNull().default(false),
    isSpecialistPartCompleted: boolean('is_specialist_part_completed').notNull().default(false),
    isPatientPartCompleted: boolean('is_patient_part_completed').notNull().default(false),
    /** Null when the patient is the policyholder (no policyholder part). */
    isPolicyHolderPartCompleted: boolean('is_policy_holder_part_completed'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    index('paf_cases_tenant_idx').on(t.tenantId, t.createdAt),
    // The list's date range is on the admission date. The other keys make the list's reads index-only
    // (order, scope and status flags): a range of thousands of cases costs index entries, not rows.
    // Drizzle has no INCLUDE, hence keys.
    index('paf_cases_tenant_admission_list_idx').on(
      t.tenantId,
      t.admissionDate,
      t.createdAt,
      t.caseId,
      t.createdByUserId,
      t.isHospitalPartCompleted,
      t.isSpecialistPartCompleted,
      t.isPatientPartCompleted,
      t.isPolicyHolderPartCompleted,
    ),
    // Drafts have no admission date: the list dates them by creation, a small range of its own.
    index('paf_cases_tenant_draft_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.admissionDate} is null`),
  ],
);
