import type { onSendHookHandler, preValidationHookHandler } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  accountMessages,
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
  type LocationTree,
  type ProfileItemType,
} from '../../../src/lib/api/contract/account';
import { profileItems } from '../../db/schema/account';
import { users } from '../../db/schema/core';
import { locations } from '../../db/schema/domain';
import { HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Auth, Deps, ZodApp } from '../../types';
import { loadProfile, toApiItem } from './profile-queries';

const tags = ['account'];
/** Enough for any real person; stops a script from filling the table. */
const maxItemsPerKind = 10;

interface Hooks {
  preValidation: preValidationHookHandler;
  onSend: onSendHookHandler;
}

async function insertItem(
  deps: Deps,
  auth: Auth,
  kind: ProfileItemType,
  fields: Partial<typeof profileItems.$inferInsert>,
) {
  const mine = and(eq(profileItems.userId, auth.userId), eq(profileItems.kind, kind));
  const [existing] = await deps.db.select({ n: count() }).from(profileItems).where(mine);
  const n = existing?.n ?? 0;
  if (n >= maxItemsPerKind) throw new HttpError(409, `You can keep at most ${maxItemsPerKind} items of this kind.`);
  if (fields.value) {
    const [same] = await deps.db
      .select({ id: profileItems.id })
      .from(profileItems)
      .where(and(mine, eq(profileItems.value, fields.value)))
      .limit(1);
    if (same) throw new HttpError(409, 'This item is already in your list.');
  }
  // The first item of a kind becomes its preferred one, so a kind with items always has exactly one.
  const [row] = await deps.db
    .insert(profileItems)
    .values({ id: crypto.randomUUID(), userId: auth.userId, kind, preferred: n === 0, ...fields })
    .returning();
  return row!;
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
    async (request, reply) => ok(reply, await loadProfile(deps, requireAuth(request).userId)),
  );

  app.patch(
    profilePath,
    {
      ...hooks,
      schema: { body: personalInfoSchema, response: { 200: profileResponseSchema } },
      config: { tags, summary: 'Update first and last name, gender and birthday' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const today = formatInTimeZone(deps.now(), auth.tenant.timeZone, 'yyyy-MM-dd');
      if (body.birthday && body.birthday > today) {
        throw new HttpError(400, accountMessages.birthday, { birthday: accountMessages.birthday });
      }
      await deps.db
        .update(users)
        .set({ firstName: body.firstname, lastName: body.lastname, gender: body.gender, birthday: body.birthday })
        .where(eq(users.id, auth.userId));
      return ok(reply, await loadProfile(deps, auth.userId));
    },
  );

  const item = { ...hooks, schema: { response: { 200: profileItemResponseSchema } } };
  app.post(
    profileItemPath('email'),
    { ...item, schema: { ...item.schema, body: newEmailSchema }, config: { tags, summary: 'Add an e-mail' } },
    async (request, reply) => {
      const { value } = request.body;
      return ok(
        reply,
        toApiItem(await insertItem(deps, requireAuth(request), 'email', { value: value.toLowerCase() })),
      );
    },
  );

  app.post(
    profileItemPath('contact_number'),
    {
      ...item,
      schema: { ...item.schema, body: newContactNumberSchema },
      config: { tags, summary: 'Add a contact number (E.164)' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { value } = request.body;
      const e164 = parsePhoneNumberFromString(value, auth.tenant.phoneRegion)?.number;
      if (!e164) throw new HttpError(400, accountMessages.phone, { value: accountMessages.phone });
      return ok(reply, toApiItem(await insertItem(deps, auth, 'contact_number', { value: e164 })));
    },
  );

  app.post(
    profileItemPath('address'),
    { ...item, schema: { ...item.schema, body: newAddressSchema }, config: { tags, summary: 'Add an address' } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const address = request.body;
      return ok(
        reply,
        toApiItem(
          await insertItem(deps, auth, 'address', {
            address: { ...address, country: address.country || auth.tenant.country },
          }),
        ),
      );
    },
  );

  app.delete(
    `${profilePath}/:type/:id`,
    {
      ...hooks,
      schema: { params: profileItemIdParamsSchema, response: { 200: deletedResponseSchema } },
      config: { tags, summary: 'Delete a saved item (not the preferred one)' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { type, id } = request.params;
      const mine = and(eq(profileItems.id, id), eq(profileItems.userId, auth.userId), eq(profileItems.kind, type));
      const [row] = await deps.db.select().from(profileItems).where(mine).limit(1);
      if (!row) throw notFound('Item');
      if (row.preferred) throw new HttpError(409, 'Set another item as preferred before deleting this one.');
      await deps.db.delete(profileItems).where(mine);
      return ok(reply, { deleted: true as const });
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
      const auth = requireAuth(request);
      const { type, id } = request.params;
      const kind = and(eq(profileItems.userId, auth.userId), eq(profileItems.kind, type));
      const row = await deps.db.transaction(async (tx) => {
        const [target] = await tx
          .select()
          .from(profileItems)
          .where(and(kind, eq(profileItems.id, id)))
          .limit(1);
        if (!target) throw notFound('Item');
        // Two statements: the partial unique index is checked row by row, so clear first.
        await tx
          .update(profileItems)
          .set({ preferred: false })
          .where(and(kind, eq(profileItems.preferred, true)));
        const [updated] = await tx
          .update(profileItems)
          .set({ preferred: true })
          .where(eq(profileItems.id, id))
          .returning();
        return updated!;
      });
      return ok(reply, toApiItem(row));
    },
  );

  app.get(
    profileLocationsPath,
    {
      ...hooks,
      schema: { response: { 200: locationsResponseSchema } },
      config: { tags, summary: 'Country → region → city for address pickers' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const rows = await deps.db.select().from(locations).orderBy(asc(locations.country), asc(locations.sortOrder));
      const tree: LocationTree = [];
      for (const row of rows) {
        let country = tree.find((c) => c.country === row.country);
        if (!country) tree.push((country = { country: row.country, regions: [] }));
        let region = country.regions.find((r) => r.region === row.region);
        if (!region) country.regions.push((region = { region: row.region, cities: [] }));
        region.cities.push(row.city);
      }
      tree.sort((a, b) => Number(b.country === auth.tenant.country) - Number(a.country === auth.tenant.country));
      return ok(reply, tree);
    },
  );
}
