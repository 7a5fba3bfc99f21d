import type { onSendHookHandler, preValidationHookHandler } from 'fastify';
import {
  deletedResponseSchema,
  locationsResponseSchema,
  newAddressSchema,
  newContactNumberSchema,
  newEmailSchema,
  personalInfoSchema,
  profileItemIdParamsSchema,
  profileItemPath,
  profileItemResponseSchema,
  profileLocationsPath,
  profilePath,
  profileResponseSchema,
} from '../../../src/lib/api/contract/account';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import {
  addAddress,
  addContactNumber,
  addEmail,
  getProfile,
  locationTree,
  removeItem,
  savePersonalInfo,
  setPreferredItem,
} from './profile-service';

const tags = ['account'];

interface Hooks {
  preValidation: preValidationHookHandler;
  onSend: onSendHookHandler;
}

/** GET/PATCH profile, add/delete items, set preferred, and the location pickers' data. */
export function registerProfileRoutes(app: ZodApp, deps: Deps, hooks: Hooks): void {
  app.get(
    profilePath,
    {
      ...hooks,
      schema: { response: { 200: profileResponseSchema } },
      config: { tags, summary: 'My Account: personal information and contact items' },
    },
    async (request, reply) => ok(reply, await getProfile(deps, requireAuth(request))),
  );

  app.patch(
    profilePath,
    {
      ...hooks,
      schema: { body: personalInfoSchema, response: { 200: profileResponseSchema } },
      config: { tags, summary: 'Update first and last name, gender and birthday' },
    },
    async (request, reply) => ok(reply, await savePersonalInfo(deps, requireAuth(request), request.body)),
  );

  const item = { ...hooks, schema: { response: { 200: profileItemResponseSchema } } };
  app.post(
    profileItemPath('email'),
    { ...item, schema: { ...item.schema, body: newEmailSchema }, config: { tags, summary: 'Add an e-mail' } },
    async (request, reply) => ok(reply, await addEmail(deps, requireAuth(request), request.body.value)),
  );

  app.post(
    profileItemPath('contact_number'),
    {
      ...item,
      schema: { ...item.schema, body: newContactNumberSchema },
      config: { tags, summary: 'Add a contact number (E.164)' },
    },
    async (request, reply) => ok(reply, await addContactNumber(deps, requireAuth(request), request.body.value)),
  );

  app.post(
    profileItemPath('address'),
    { ...item, schema: { ...item.schema, body: newAddressSchema }, config: { tags, summary: 'Add an address' } },
    async (request, reply) => ok(reply, await addAddress(deps, requireAuth(request), request.body)),
  );

  app.delete(
    `${profilePath}/:type/:id`,
    {
      ...hooks,
      schema: { params: profileItemIdParamsSchema, response: { 200: deletedResponseSchema } },
      config: { tags, summary: 'Delete a saved item (not the preferred one)' },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      return ok(reply, await removeItem(deps, requireAuth(request), type, id));
    },
  );

  app.put(
    `${profilePath}/:type/:id/preferred`,
    {
      ...hooks,
      schema: { params: profileItemIdParamsSchema, response: { 200: profileItemResponseSchema } },
      config: { tags, summary: 'Make a saved item the preferred one of its kind' },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      return ok(reply, await setPreferredItem(deps, requireAuth(request), type, id));
    },
  );

  app.get(
    profileLocationsPath,
    {
      ...hooks,
      schema: { response: { 200: locationsResponseSchema } },
      config: { tags, summary: 'Country → region → city for address pickers' },
    },
    async (request, reply) => ok(reply, await locationTree(deps, requireAuth(request))),
  );
}
