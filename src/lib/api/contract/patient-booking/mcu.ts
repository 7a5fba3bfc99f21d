import { z } from 'zod';
import { clientNameSchema, envelopeSchema } from '../envelope';

/** Health screening (MCU) discovery calls (docs/product/patient-booking.md#booking-calls), under the arrow prefix. */
const arrow = '/arrow/api/mcu';
/** Encodes a path value; ':name' placeholders pass through so the server can use the same builders as route patterns. */
const seg = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));

export const mcuPaths = {
  attributes: (userId: string, clientName: string) => `${arrow}/attributes/${seg(userId)}/client/${seg(clientName)}`,
  recommendations: (userId: string, clientName: string) =>
    `${arrow}/recommendations/${seg(userId)}/client/${seg(clientName)}`,
  locations: (packageId: string, clientName: string) =>
    `${arrow}/package/${seg(packageId)}/locations/client/${seg(clientName)}`,
  selectLocation: (userId: string, clientName: string) =>
    `${arrow}/selectlocation/${seg(userId)}/client/${seg(clientName)}`,
};

export const mcuUserParamsSchema = z.object({ userId: z.string().min(1).max(80), clientName: clientNameSchema });
export const mcuPackageParamsSchema = z.object({ packageId: z.string().min(1).max(80), clientName: clientNameSchema });

export const mcuGenders = ['All', 'Male', 'Female'] as const;

/** The criteria a patient can narrow packages by. */
export const mcuAttributesSchema = z.object({
  genders: z.array(z.enum(mcuGenders)),
  ageBands: z.array(z.string()),
  focuses: z.array(z.string()),
});
export type McuAttributes = z.infer<typeof mcuAttributesSchema>;
export const mcuAttributesResponseSchema = envelopeSchema(mcuAttributesSchema);

export const recommendationCriteriaSchema = z.object({
  gender: z.enum(mcuGenders).optional(),
  ageBand: z.string().max(20).optional(),
  focus: z.string().max(40).optional(),
});
export type RecommendationCriteria = z.infer<typeof recommendationCriteriaSchema>;

export const mcuPackageSchema = z.object({
  packageId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  gender: z.enum(mcuGenders),
  ageBand: z.string(),
  focus: z.array(z.string()),
});
export type McuPackage = z.infer<typeof mcuPackageSchema>;
export const recommendationsResponseSchema = envelopeSchema(z.array(mcuPackageSchema));

export const locationFilterSchema = z.object({
  country: z.string().max(40).optional(),
  region: z.string().max(80).optional(),
  city: z.string().max(80).optional(),
});
export type LocationFilter = z.infer<typeof locationFilterSchema>;

export const packageLocationSchema = z.object({
  unitId: z.number().int(),
  facilityName: z.string(),
  address: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
});
export type PackageLocation = z.infer<typeof packageLocationSchema>;

/** Matching locations, plus the whole country → region → city hierarchy for the pickers. */
export const packageLocationsSchema = z.object({
  hierarchy: z.array(
    z.object({ country: z.string(), regions: z.array(z.object({ region: z.string(), cities: z.array(z.string()) })) }),
  ),
  locations: z.array(packageLocationSchema),
});
export type PackageLocations = z.infer<typeof packageLocationsSchema>;
export const packageLocationsResponseSchema = envelopeSchema(packageLocationsSchema);

export const selectLocationBodySchema = z.object({ packageId: z.string().min(1).max(80), unitId: z.number().int() });
/** The created MCU request (docs/product/patient-booking.md#health-screening) and where its form is. */
export const selectLocationResultSchema = z.object({
  unitId: z.number().int(),
  referenceNo: z.string(),
  cRequestId: z.string(),
  link: z.string(),
});
export const selectLocationResponseSchema = envelopeSchema(selectLocationResultSchema);
