import { and, asc, eq } from 'drizzle-orm';
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
  referralDocumentTypes,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { envelopeSchema } from '../../../src/lib/api/contract/envelope';
import {
  clientConfigs,
  currencies,
  identificationDocumentTypes,
  panelEntities,
  payors,
  taxInfo,
} from '../../db/schema/domain';
import { forbidden, notFound } from '../../lib/http-error';
import { loadPayor, requirePafUser } from '../../lib/paf-access';
import { loadPafForm } from '../../lib/paf-forms';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';

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
      const rows = await deps.db
        .select()
        .from(payors)
        .where(eq(payors.tenantId, auth.tenantId))
        .orderBy(asc(payors.sortOrder));
      return ok(
        reply,
        rows.map(({ businessFullName, clientId, name }) => ({ businessFullName, clientId, name })),
      );
    },
  );

  app.get(
    pafPaths.idDocTypes(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: idDocTypesResponseSchema } },
      config: { tags, summary: "A payor's identification document types" },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const payor = await loadPayor(deps, auth, request.params.id);
      const rows = await deps.db
        .select()
        .from(identificationDocumentTypes)
        .where(eq(identificationDocumentTypes.clientId, payor.clientId))
        .orderBy(asc(identificationDocumentTypes.sortOrder));
      return ok(reply, { identificationDocumentTypes: rows.map(({ code, label }) => ({ code, label })) });
    },
  );

  app.get(
    pafPaths.clientConfig(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: clientConfigResponseSchema } },
      config: { tags, summary: "A payor's PAF settings" },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const payor = await loadPayor(deps, auth, request.params.id);
      const [row] = await deps.db
        .select()
        .from(clientConfigs)
        .where(eq(clientConfigs.clientId, payor.clientId))
        .limit(1);
      const config = row?.config ?? {};
      return ok(reply, {
        clientId: payor.clientId,
        requireReferralDateTime: config.requireReferralDateTime === true,
        referralUploadLimitMb: typeof config.referralUploadLimitMb === 'number' ? config.referralUploadLimitMb : 5,
        documentTypes: Array.isArray(config.documentTypes)
          ? (config.documentTypes as string[])
          : [...referralDocumentTypes],
      });
    },
  );

  app.get(
    pafPaths.currency(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: currencyResponseSchema } },
      config: { tags, summary: 'Payor currency, daily attendance rate and tax' },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const payor = await loadPayor(deps, auth, request.params.id);
      const [currency] = await deps.db
        .select()
        .from(currencies)
        .where(eq(currencies.clientId, payor.clientId))
        .limit(1);
      const [tax] = await deps.db.select().from(taxInfo).where(eq(taxInfo.clientId, payor.clientId)).limit(1);
      return ok(reply, {
        // The spec's default label is SGD when a payor has none.
        currAbbr: currency?.code ?? 'SGD',
        currLabel: currency?.label ?? 'SGD',
        rate: Number(currency?.rate ?? 0),
        taxName: tax?.taxName ?? auth.tenant.tax.taxName,
        taxPercent: Number(tax?.taxPercent ?? auth.tenant.tax.taxPercent),
      });
    },
  );

  app.get(
    pafPaths.hospitalPanel(':id'),
    {
      schema: { params: clientIdParamsSchema, response: { 200: hospitalPanelResponseSchema } },
      config: { tags, summary: "A payor's panel with role user ids" },
    },
    async (request, reply) => {
      const auth = requirePafUser(request);
      const payor = await loadPayor(deps, auth, request.params.id);
      const rows = await deps.db
        .select()
        .from(panelEntities)
        .where(and(eq(panelEntities.clientId, payor.clientId), eq(panelEntities.tenantId, auth.tenantId)))
        .orderBy(asc(panelEntities.sortOrder));
      const panelEntity = rows.map(({ tpe, spaceName, spaceId, userDetail }) => ({
        tpe,
        spaceName,
        spaceId,
        userDetail,
      }));
      return ok(reply, { data: [{ clientId: payor.clientId, panelEntity }] });
    },
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
      const payor = await loadPayor(deps, auth, id);
      const definition = await loadPafForm(deps, auth.tenantId, payor.clientId, subType);
      if (!definition) throw notFound('Form');
      return ok(reply, definition);
    },
  );
}
