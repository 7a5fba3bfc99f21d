import { describe, expect, it } from 'vitest';
import {
  deletedResponseSchema,
  locationsResponseSchema,
  preferredItemPath,
  profileItemIdPath,
  profileItemPath,
  profileItemResponseSchema,
  profileLocationsPath,
  profilePath,
  profileResponseSchema,
} from '../../../src/lib/api/contract/account';
import { Browser, errorOf, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

const t = testAppForFile({ seedDomain: true });

let address = 0;
async function signedIn(email: string, client = email.split('@')[1]!.replace('.demo', '')) {
  address += 1;
  const b = new Browser(t.app, client, `10.8.0.${address}`);
  expect((await b.login(email)).statusCode).toBe(200);
  return b;
}
const profileOf = async (b: Browser) =>
  parse(profileResponseSchema, await b.request({ method: 'GET', url: profilePath })).data;

describe('profile', () => {
  it('answers the seeded personal information and one preferred item of each kind', async () => {
    const b = await signedIn('patient@ava-sg.demo');
    const p = await profileOf(b);
    expect(p.firstname).not.toBe('');
    expect(p.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.email).toEqual([
      expect.objectContaining({ value: 'patient@ava-sg.demo', preferred: 'true', type: 'Personal' }),
    ]);
    expect(p.contact_number[0]?.value).toMatch(/^\+65\d{8}$/);
    expect(p.address[0]).toMatchObject({ country: 'singapore', preferred: 'true' });
  });

  it('PATCH validates like the client and saves', async () => {
    const b = await signedIn('agent@ava-sg.demo');
    const bad = await b.request({
      method: 'PATCH',
      url: profilePath,
      payload: { firstname: ' ', lastname: '', gender: 'Male', birthday: '1990-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      firstname: 'First name should be filled',
      lastname: 'Last name should be filled',
    });
    const future = await b.request({
      method: 'PATCH',
      url: profilePath,
      payload: { firstname: 'A', lastname: 'B', gender: 'Male', birthday: '2199-01-01' },
    });
    expect(future.statusCode).toBe(400);
    const res = await b.request({
      method: 'PATCH',
      url: profilePath,
      payload: { firstname: 'Ana', lastname: 'Lim', gender: 'Female', birthday: '1991-04-05' },
    });
    expect(parse(profileResponseSchema, res).data).toMatchObject({
      firstname: 'Ana',
      lastname: 'Lim',
      gender: 'Female',
      birthday: '1991-04-05',
    });
  });

  it('adds items with the same rules as the client; new ones are not preferred until chosen, then sort first', async () => {
    const b = await signedIn('patient@lumina-my.demo');
    const add = (type: 'email' | 'contact_number' | 'address', payload: object) =>
      b.request({ method: 'POST', url: profileItemPath(type), payload });
    expect(errorOf(await add('email', { value: '' })).fields?.value).toBe('E-mail address should be filled');
    expect(errorOf(await add('email', { value: 'not-an-email' })).fields?.value).toBe('E-mail address must be valid');
    expect(errorOf(await add('contact_number', { value: '+6012' })).fields?.value).toBe(
      'Please enter valid phone number',
    );
    expect(errorOf(await add('address', { street: '', block: '', postalCode: '' })).fields).toMatchObject({
      street: 'Street cannot be empty',
      block: 'Block cannot be empty',
      postalCode: 'Postal code cannot be empty',
    });

    const email = parse(profileItemResponseSchema, await add('email', { value: 'Second@Example.com' })).data;
    expect(email).toMatchObject({ value: 'second@example.com', preferred: 'false' });
    expect((await add('email', { value: 'second@example.com' })).statusCode).toBe(409);
    const number = parse(profileItemResponseSchema, await add('contact_number', { value: '+60 12-345 6789' })).data;
    expect(number).toMatchObject({ value: '+60123456789' });
    const addr = parse(
      profileItemResponseSchema,
      await add('address', {
        street: 'Jalan Ampang',
        block: '12',
        postalCode: '50450',
        level: '3',
        number: '7',
        region: 'Kuala Lumpur',
        city: 'Kuala Lumpur',
      }),
    ).data;
    expect(addr).toMatchObject({ unit: '3-7', country: 'malaysia', preferred: 'false' });

    const preferred = await b.request({ method: 'PUT', url: preferredItemPath('email', email.id) });
    expect(parse(profileItemResponseSchema, preferred).data.preferred).toBe('true');
    const p = await profileOf(b);
    expect(p.email.map((e) => [e.value, e.preferred])).toEqual([
      ['second@example.com', 'true'],
      ['patient@lumina-my.demo', 'false'],
    ]);
  });

  it('deletes a saved item, but never the preferred one', async () => {
    const b = await signedIn('doctor@lumina-my.demo');
    const extra = parse(
      profileItemResponseSchema,
      await b.request({ method: 'POST', url: profileItemPath('email'), payload: { value: 'x@example.com' } }),
    ).data;
    const p = await profileOf(b);
    const preferred = p.email.find((e) => e.preferred === 'true')!;
    expect((await b.request({ method: 'DELETE', url: profileItemIdPath('email', preferred.id) })).statusCode).toBe(409);
    const res = await b.request({ method: 'DELETE', url: profileItemIdPath('email', extra.id) });
    expect(parse(deletedResponseSchema, res).data.deleted).toBe(true);
    expect((await profileOf(b)).email).toHaveLength(1);
  });

  it('a session cannot change another user’s profile', async () => {
    const owner = await signedIn('clinic@lumina-my.demo');
    const item = parse(
      profileItemResponseSchema,
      await owner.request({ method: 'POST', url: profileItemPath('email'), payload: { value: 'mine@example.com' } }),
    ).data;
    const ownerProfile = await profileOf(owner);
    const other = await signedIn('agent@lumina-my.demo');
    expect((await other.request({ method: 'DELETE', url: profileItemIdPath('email', item.id) })).statusCode).toBe(404);
    expect((await other.request({ method: 'PUT', url: preferredItemPath('email', item.id) })).statusCode).toBe(404);
    const foreignTenant = await signedIn('patient@sehat-id.demo');
    expect(
      (
        await foreignTenant.request({
          method: 'DELETE',
          url: profileItemIdPath('address', ownerProfile.address[0]!.id),
        })
      ).statusCode,
    ).toBe(404);
    // PATCH has no user id to aim at: it only ever changes the caller.
    await other.request({
      method: 'PATCH',
      url: profilePath,
      payload: { firstname: 'Intruder', lastname: 'X', gender: null, birthday: null },
    });
    const after = await profileOf(owner);
    expect(after.firstname).toBe(ownerProfile.firstname);
    expect(after.email.map((e) => e.id)).toContain(item.id);
    expect((await new Browser(t.app).request({ method: 'GET', url: profilePath })).statusCode).toBe(401);
  });

  it('gives the location tree with the tenant’s country first', async () => {
    const b = await signedIn('patient@sehat-id.demo');
    const tree = parse(locationsResponseSchema, await b.request({ method: 'GET', url: profileLocationsPath })).data;
    expect(tree[0]?.country).toBe('indonesia');
    expect(tree[0]?.regions.find((r) => r.region === 'DKI Jakarta')?.cities).toContain('Jakarta Selatan');
  });
});
