import { z } from 'zod';
import {
  consolidatedLocationsParamsSchema,
  consolidatedLocationsResponseSchema,
  createAppointmentParamsSchema,
  createAppointmentQuerySchema,
  createAppointmentRequestSchema,
  createAppointmentResponseSchema,
  discoveryPrefix,
  doctorSearchPath,
  doctorSearchRequestSchema,
  doctorSearchResponseSchema,
  specialistDetailsParamsSchema,
  specialistDetailsQuerySchema,
  specialistDetailsResponseSchema,
  specialtiesParamsSchema,
  specialtiesResponseSchema,
} from '../../../src/lib/api/contract/doctor-search';
import { requestLocale } from '../../lib/data-locale';
import { notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import { fileAnswer } from '../../plugins/route-docs';
import type { Deps, ZodApp } from '../../types';
import { createAppointment } from './appointment-service';
import { panelIconSvg } from './panel-icon';
import { consolidatedLocations, countrySpecialties, searchDoctors, specialistDetails } from './service';

const tags = ['doctor-search'];
const panelIconParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) });

/** Locations, specialties, doctor search and details, the appointment request, and panel icons. */
export function registerDoctorSearchRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    `${discoveryPrefix}/country/consolidated/client/:clientName`,
    {
      schema: { params: consolidatedLocationsParamsSchema, response: { 200: consolidatedLocationsResponseSchema } },
      config: { tags, summary: 'Countries → regions → cities of a client' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await consolidatedLocations(deps, auth, request.params.clientName));
    },
  );

  app.get(
    `${discoveryPrefix}/specialty/country/:country`,
    {
      schema: { params: specialtiesParamsSchema, response: { 200: specialtiesResponseSchema } },
      config: { tags, summary: 'Specialties offered in a country' },
    },
    async (request, reply) => {
      requireAuth(request);
      return ok(reply, await countrySpecialties(deps, request.params.country, requestLocale(request)));
    },
  );

  app.post(
    doctorSearchPath,
    {
      schema: { body: doctorSearchRequestSchema, response: { 200: doctorSearchResponseSchema } },
      config: { tags, summary: 'Search doctors (an empty list when none match)' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await searchDoctors(deps, auth, request.body, requestLocale(request)));
    },
  );

  app.post(
    '/arrow/api/specialist/:id/details',
    {
      schema: {
        params: specialistDetailsParamsSchema,
        querystring: specialistDetailsQuerySchema,
        response: { 200: specialistDetailsResponseSchema },
      },
      config: { tags, summary: "A doctor's facilities" },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await specialistDetails(deps, auth, request.params.id, request.query.clientName));
    },
  );

  app.post(
    '/arrow/api/appointment/opd/create/:userId/client/:clientName',
    {
      schema: {
        params: createAppointmentParamsSchema,
        querystring: createAppointmentQuerySchema,
        body: createAppointmentRequestSchema,
        response: { 200: createAppointmentResponseSchema },
      },
      config: { tags, summary: 'Create an appointment request for a doctor at a facility' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const answer = await createAppointment(deps, auth, request.params, request.body, (tx, data) =>
        storeIdempotentAnswer(tx, request, data),
      );
      return ok(reply, answer);
    },
  );

  /** GET /api/v1/assets/panel/{slug}.svg: public, cacheable, no tenant data. */
  app.get(
    '/api/v1/assets/panel/:file',
    {
      schema: { params: panelIconParams },
      config: {
        tags,
        summary: 'Panel (payor) icon',
        public: true,
        openapi: { responses: { 200: fileAnswer('The icon', 'image/svg+xml') } },
      },
    },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, '');
      if (!slug) throw notFound('Icon');
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(panelIconSvg(slug));
    },
  );
}
