import { z } from 'zod';
import { formDefinitionSchema } from '../../../src/lib/api/contract/patient-booking/forms';
import {
  clientConfigResponseSchema,
  clientIdParamsSchema,
  currencyResponseSchema,
  formSchemaQuerySchema,
  hospitalPanelResponseSchema,
  idDocTypesResponseSchema,
  pafFormSubTypes,
  pafPaths,
  type PafFormSubType,
  payorsResponseSchema,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { envelopeSchema } from '../../../src/lib/api/contract/envelope';
import { forbidden } from '../../lib/http-error';
import { requirePafUser } from './paf-access';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { clientConfig, hospitalPanel, idDocTypes, pafForm, payorCurrency, tenantPayors } from './reference-service';

const tags = ['pre-authorisation'];
const userParams = z.object({ id: z.string().max(120) });
const formParams = z.object({ id: z.string().max(120), subType: z.enum(pafFormSubTypes) });

/** Payors, ID types, client config, currency, hospital panel and the Section C/D/estimate schemas. */
export function registerPafReferenceRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    pafPaths.payors(':id'),
    {
      schema: { params: userParams, response: { 200: payorsResponseSchema } },
      config: { tags, summary: 'Payors a specialist can file a PAF with' },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      if (request.params.id !== auth.userId) throw forbidden();
      return ok(reply, await tenantPayors(deps, auth));
    },
  );

  app.get(
    pafPaths.idDocTypes(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: idDocTypesResponseSchema } },
      config: { tags, summary: "A payor's identification document types" },
    },
    async (request, reply) => ok(reply, await idDocTypes(deps, requirePafUser(request), request.params.id)),
  );

  app.get(
    pafPaths.clientConfig(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: clientConfigResponseSchema } },
      config: { tags, summary: "A payor's PAF settings" },
    },
    async (request, reply) => ok(reply, await clientConfig(deps, requirePafUser(request), request.params.id)),
  );

  app.get(
    pafPaths.currency(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: currencyResponseSchema } },
      config: { tags, summary: 'Payor currency, daily attendance rate and tax' },
    },
    async (request, reply) => ok(reply, await payorCurrency(deps, requirePafUser(request), request.params.id)),
  );

  app.get(
    pafPaths.hospitalPanel(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: hospitalPanelResponseSchema } },
      config: { tags, summary: "A payor's panel with role user ids" },
    },
    async (request, reply) => ok(reply, await hospitalPanel(deps, requirePafUser(request), request.params.id)),
  );

  app.get(
    pafPaths.formSchema(':id', ':subType' as PafFormSubType),
    {
      schema: {
        params: formParams,
        querystring: formSchemaQuerySchema,
        response: { 200: envelopeSchema(formDefinitionSchema) },
      },
      config: { tags, summary: 'Section C, Section D or estimate fee form schema' },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const { id, subType } = request.params;
      return ok(reply, await pafForm(deps, auth, id, subType));
    },
  );
}
