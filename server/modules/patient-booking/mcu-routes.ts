import {
  locationFilterSchema,
  mcuAttributesResponseSchema,
  mcuPackageParamsSchema,
  mcuPaths,
  mcuUserParamsSchema,
  packageLocationsResponseSchema,
  recommendationCriteriaSchema,
  recommendationsResponseSchema,
  selectLocationBodySchema,
  selectLocationResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/mcu';
import { requestLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Deps, ZodApp } from '../../types';
import { chooseLocation, mcuAttributes, packageLocations, recommendedPackages } from './mcu-service';

const tags = ['patient-booking'];

/** Health screening: attributes, recommended packages, their locations, and choosing one (which opens a request). */
export function registerMcuRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    mcuPaths.attributes(':userId', ':clientName'),
    {
      schema: { params: mcuUserParamsSchema, response: { 200: mcuAttributesResponseSchema } },
      config: { tags, summary: 'Criteria to narrow screening packages' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await mcuAttributes(deps, auth, request.params));
    },
  );

  app.post(
    mcuPaths.recommendations(':userId', ':clientName'),
    {
      schema: {
        params: mcuUserParamsSchema,
        body: recommendationCriteriaSchema,
        response: { 200: recommendationsResponseSchema },
      },
      config: { tags, summary: 'Packages matching the criteria' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const packages = await recommendedPackages(deps, auth, request.params, request.body, requestLocale(request));
      return ok(reply, packages);
    },
  );

  app.post(
    mcuPaths.locations(':packageId', ':clientName'),
    {
      schema: {
        params: mcuPackageParamsSchema,
        body: locationFilterSchema,
        response: { 200: packageLocationsResponseSchema },
      },
      config: { tags, summary: 'Locations offering a package, by country, region and city' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { packageId, clientName } = request.params;
      return ok(reply, await packageLocations(deps, auth, { packageId, clientName, filter: request.body }));
    },
  );

  app.put(
    mcuPaths.selectLocation(':userId', ':clientName'),
    {
      schema: {
        params: mcuUserParamsSchema,
        body: selectLocationBodySchema,
        response: { 200: selectLocationResponseSchema },
      },
      config: { tags, summary: 'Choose a package location: opens an MCU request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const answer = await chooseLocation(deps, auth, { ...request.params, ...request.body }, (tx, data) =>
        storeIdempotentAnswer(tx, request, data),
      );
      return ok(reply, answer);
    },
  );
}
