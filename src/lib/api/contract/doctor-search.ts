import { z } from 'zod';
import { clientNameSchema, envelopeSchema } from './envelope';

/**
 * Doctor discovery and appointment requests (docs/product/doctor-search.md#doctor-search-calls, #doctor-and-facility).
 * Prefixed services keep their prefix at the origin root.
 */
export const discoveryPrefix = '/discovery/api/v1';

// ── Locations ────────────────────────────────────────────────────────────────
export const locationRegionSchema = z.object({ region: z.string(), cities: z.array(z.string()) });
export const locationCountrySchema = z.object({ country: z.string(), regions: z.array(locationRegionSchema) });
export type LocationCountry = z.infer<typeof locationCountrySchema>;

export const consolidatedLocationsPath = (clientName: string) =>
  `${discoveryPrefix}/country/consolidated/client/${encodeURIComponent(clientName)}`;
export const consolidatedLocationsParamsSchema = z.object({ clientName: clientNameSchema });
export const consolidatedLocationsResponseSchema = envelopeSchema(z.array(locationCountrySchema));

// ── Specialties ──────────────────────────────────────────────────────────────
export const specialtiesPath = (country: string) =>
  `${discoveryPrefix}/specialty/country/${encodeURIComponent(country)}`;
export const specialtiesParamsSchema = z.object({ country: z.string().min(1).max(40) });
/** `name` is the English value a search sends; `label` the name in the caller's language (Accept-Language). */
export const specialtySchema = z.object({ specialtyId: z.string(), name: z.string(), label: z.string() });
export type Specialty = z.infer<typeof specialtySchema>;
export const specialtiesResponseSchema = envelopeSchema(z.array(specialtySchema));

// ── Doctor search ────────────────────────────────────────────────────────────
/**
 * A payor panel the doctor is on, shown as a badge. `code` is the letters the
 * badge shows ('LC'): the results' legend pairs it with the name. Optional, as
 * the spec's panels carry name and icon only; without it the legend shows icon and name.
 */
export const panelSchema = z.object({ name: z.string(), iconUrl: z.string(), code: z.string().max(8).optional() });
export type Panel = z.infer<typeof panelSchema>;
export const practiceLocationSchema = z.object({
  facilityId: z.string(),
  name: z.string(),
  panels: z.array(panelSchema),
});
export const doctorSchema = z.object({
  doctorId: z.string(),
  fullname: z.string(),
  consultFee: z.number(),
  practiceLocations: z.array(practiceLocationSchema),
  languages: z.array(z.string()),
  profileImageUrlSession: z.string().nullable(),
  subSpecialties: z.array(z.string()),
  qualifications: z.array(z.string()),
  workExperiences: z.array(z.string()),
  background: z.string(),
  /** Values a booking sends on (English names). */
  specialties: z.array(z.string()),
  /** The same specialties in the caller's language, in the same order, for display. */
  specialtyLabels: z.array(z.string()),
});
export type Doctor = z.infer<typeof doctorSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const doctorSearchPath = `${discoveryPrefix}/doctor`;
export const doctorSearchRequestSchema = z.object({
  clientName: clientNameSchema,
  country: z.string().trim().min(1).max(40),
  region: optionalText(80),
  city: optionalText(80),
  /** At least 3 characters when given (docs/product/doctor-search.md#criteria-validation). */
  doctorName: optionalText(80).refine((v) => v === undefined || v.length >= 3, {
    message: "Search phrase for a doctor's name is too short.",
  }),
  specialty: optionalText(80),
  /** ICD-10 code; excludes doctorName and specialty. */
  diagnosis: optionalText(20),
  /** Procedure code; excludes doctorName and specialty. */
  procedure: optionalText(20),
});
export type DoctorSearchRequest = z.input<typeof doctorSearchRequestSchema>;
/** No match is an empty list (200), not an error. */
export const doctorSearchResponseSchema = envelopeSchema(z.array(doctorSchema));

// ── Facilities of a doctor ───────────────────────────────────────────────────
export const facilitySchema = z.object({
  facilityId: z.string(),
  facilityName: z.string(),
  address: z.string(),
  country: z.string(),
  regionState: z.string(),
  city: z.string(),
  panels: z.array(panelSchema),
});
export type Facility = z.infer<typeof facilitySchema>;

export const specialistDetailsPath = (doctorId: string, clientName: string) =>
  `/arrow/api/specialist/${encodeURIComponent(doctorId)}/details?clientName=${encodeURIComponent(clientName)}`;
export const specialistDetailsParamsSchema = z.object({ id: z.string().min(1).max(80) });
export const specialistDetailsQuerySchema = z.object({ clientName: clientNameSchema });
export const specialistDetailsResponseSchema = envelopeSchema(
  z.object({ doctorId: z.string(), facilities: z.array(facilitySchema) }),
);

// ── Appointment request ──────────────────────────────────────────────────────
export const createAppointmentPath = (userId: string, clientName: string, platform: string, os: string) =>
  `/arrow/api/appointment/opd/create/${encodeURIComponent(userId)}/client/${encodeURIComponent(clientName)}?platform=${encodeURIComponent(platform)}&os=${encodeURIComponent(os)}`;
export const createAppointmentParamsSchema = z.object({
  userId: z.string().min(1).max(64),
  clientName: clientNameSchema,
});
export const createAppointmentQuerySchema = z.object({
  platform: z.string().max(40).optional(),
  os: z.string().max(40).optional(),
});
export const createAppointmentRequestSchema = z.object({
  specialistId: z.string().min(1).max(80),
  specialistSpecialty: z.string().min(1).max(80),
  specialistFacilityId: z.string().min(1).max(80),
  specialistCountry: z.string().min(1).max(40),
  specialistRegion: z.string().max(80),
  specialistCity: z.string().max(80),
});
export type CreateAppointmentRequest = z.infer<typeof createAppointmentRequestSchema>;
export const createAppointmentResponseSchema = envelopeSchema(
  z.object({ unitId: z.number().int(), referenceNo: z.string(), cRequestId: z.string() }),
);

/** Panel icons the seed and the server share: a generated SVG per payor slug. */
export const panelIconPathPattern = '/api/v1/assets/panel/:slug';
