import {
  diagnosisSearchParamsSchema,
  diagnosisSearchResponseSchema,
  procedureChildrenParamsSchema,
  procedureChildrenResponseSchema,
  procedureSearchByClientParamsSchema,
  procedureSearchParamsSchema,
  procedureTreeParamsSchema,
  procedureTreeResponseSchema,
} from '../../../src/lib/api/contract/code-search';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import {
  procedureGroupCodes,
  procedureLevels,
  searchDiagnoses,
  searchProcedures,
  searchProceduresForClient,
} from './service';

const tags = ['code-search'];

/** ICD-10 and procedure code search, for any signed-in user. */
export function registerCodeSearchRoutes(app: ZodApp, deps: Deps): void {
  for (const prefix of [apiPrefix, '/preauth/api/v1']) {
    app.get(
      `${prefix}/search/diagnosiscodes/:text/tree`,
      {
        schema: { params: diagnosisSearchParamsSchema, response: { 200: diagnosisSearchResponseSchema } },
        config: { tags, summary: 'ICD-10 tree matching a text' },
      },
      async (request, reply) => {
        requireAuth(request);
        return ok(reply, await searchDiagnoses(deps, request.params.text));
      },
    );
  }

  app.get(
    '/preauth/api/v1/search/procedurecodes/:text/country/:country',
    {
      schema: { params: procedureSearchParamsSchema, response: { 200: procedureTreeResponseSchema } },
      config: { tags, summary: 'Procedure tree matching a text, by country' },
    },
    async (request, reply) => {
      requireAuth(request);
      const { text, country } = request.params;
      return ok(reply, await searchProcedures(deps, text, country.toLowerCase()));
    },
  );

  app.get(
    '/preauth/api/v1/search/procedurecodes/:text/client/:clientId',
    {
      schema: { params: procedureSearchByClientParamsSchema, response: { 200: procedureTreeResponseSchema } },
      config: { tags, summary: "Procedure tree matching a text, in the payor client's country" },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { text, clientId } = request.params;
      return ok(reply, await searchProceduresForClient(deps, auth, text, clientId));
    },
  );

  app.get(
    `${apiPrefix}/procedurecodes/country/:country`,
    {
      schema: { params: procedureTreeParamsSchema, response: { 200: procedureTreeResponseSchema } },
      config: { tags, summary: 'Procedure levels one and two of a country (codes load lazily)' },
    },
    async (request, reply) => {
      requireAuth(request);
      return ok(reply, await procedureLevels(deps, request.params.country));
    },
  );

  app.get(
    `${apiPrefix}/procedurecodes/country/:country/l1/:l1/l2/:l2`,
    {
      schema: { params: procedureChildrenParamsSchema, response: { 200: procedureChildrenResponseSchema } },
      config: { tags, summary: 'Codes of one level-two procedure group' },
    },
    async (request, reply) => {
      requireAuth(request);
      const { country, l1, l2 } = request.params;
      return ok(reply, await procedureGroupCodes(deps, country, l1, l2));
    },
  );
}
