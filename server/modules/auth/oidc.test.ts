import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPath, sessionResponseSchema } from '../../../src/lib/api/contract/auth';
import { oidcStartPath } from '../../../src/lib/api/contract/sso-paths';
import { startTestOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider';
import { Browser, createTestApp, parse, type TestApp } from '../../testing/test-app';

const origin = 'https://portal.test';
const redirectUri = `${origin}/sso/meridian-sg/callback`;
const patient = 'patient@meridian-sg.demo';
const envKeys = [
  'PUBLIC_ORIGIN',
  'OIDC_ISSUER_MERIDIAN_SG',
  'OIDC_CLIENT_ID_MERIDIAN_SG',
  'OIDC_CLIENT_SECRET_MERIDIAN_SG',
];
const savedEnv = Object.fromEntries(envKeys.map((k) => [k, process.env[k]]));

let t: TestApp;
let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await startTestOidcProvider({ redirectUri });
  Object.assign(process.env, {
    PUBLIC_ORIGIN: origin,
    OIDC_ISSUER_MERIDIAN_SG: idp.issuer,
    OIDC_CLIENT_ID_MERIDIAN_SG: idp.clientId,
    OIDC_CLIENT_SECRET_MERIDIAN_SG: idp.clientSecret,
  });
  t = await createTestApp();
});
afterAll(async () => {
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await t?.close();
  await idp?.close();
});

/** Signs in at the provider's development login page as `login`, following its redirects with its own cookies. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const res = await go(url);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no provider form at ${url} (${res.status})`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const posted = await go(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    url = new URL(posted.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider never returned to the portal');
}

/** Starts a partner sign-on in `b`; the provider URL it was sent to. */
async function start(b: Browser, query = ''): Promise<string> {
  const res = await b.request({ method: 'GET', url: `${oidcStartPath('meridian-sg')}${query}`, auth: false });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const callback = (b: Browser, url: URL) =>
  b.request({ method: 'GET', url: `${url.pathname}${url.search}`, auth: false });

const refusedTo = (res: { statusCode: number; headers: Record<string, unknown> }, reason: string) => {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/app/meridian-sg/login?sso=${reason}`);
};

describe('partner sign-on over OpenID Connect', () => {
  it('runs the code flow with PKCE, state and nonce, and makes a normal session', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.27.9.1');
    const authorizationUrl = new URL(await start(b));
    expect(authorizationUrl.origin).toBe(idp.issuer);
    const params = authorizationUrl.searchParams;
    expect(params.get('redirect_uri')).toBe(redirectUri);
    expect(params.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(params.get(p)?.length).toBeGreaterThan(20);
    const flowCookie = b.cookies.get('oidc_flow')!;
    // The flow is sealed: neither the state nor the PKCE verifier can be read out of the cookie.
    expect(flowCookie).not.toContain(params.get('state'));
    expect(Buffer.from(flowCookie, 'base64url').toString('latin1')).not.toContain(params.get('state'));

    const res = await callback(b, await signInAtProvider(authorizationUrl.href, patient));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/patient');
    const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean }[];
    expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true });
    expect(cookies.find((c) => c.name === 'roleId')?.value).toBe('patient');
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBeTruthy();
    expect(b.cookies.has('oidc_flow')).toBe(false);
    const session = await b.request({ method: 'GET', url: sessionPath });
    expect(parse(sessionResponseSchema, session).data).toMatchObject({
      userId: 'u-meridian-sg-patient',
      client: 'meridian-sg',
      roleId: 'patient',
    });
  });

  it('sets the flow cookie HttpOnly, SameSite=Lax and only for the callback', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.27.9.2');
    const res = await b.request({ method: 'GET', url: oidcStartPath('meridian-sg'), auth: false });
    const setCookies = [res.headers['set-cookie'] ?? []].flat();
    const cookie = setCookies.find((c) => c.startsWith('oidc_flow=')) ?? '';
    expect(cookie).toMatch(/^oidc_flow=[\w-]+;/);
    expect(cookie).toContain('Path=/sso/meridian-sg/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('lands on a safe return path and ignores any other', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.27.9.3');
    const res = await callback(b, await signInAtProvider(await start(b, '?returnTo=/app/patient/inbox'), patient));
    expect(res.headers.location).toBe('/app/patient/inbox');
    const c = new Browser(t.app, 'meridian-sg', '10.27.9.4');
    const evil = await callback(c, await signInAtProvider(await start(c, '?returnTo=//evil.example/app'), patient));
    expect(evil.headers.location).toBe('/app/patient');
  });

  it('refuses a wrong state, and a callback in a browser that did not start the flow', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.27.9.5');
    const answer = await signInAtProvider(await start(b), patient);
    const forged = new URL(answer);
    forged.searchParams.set('state', 'x'.repeat(43));
    refusedTo(await callback(b, forged), 'failed');
    expect(b.cookies.has('sid')).toBe(false);

    const other = new Browser(t.app, 'meridian-sg', '10.27.9.6');
    const victimAnswer = await signInAtProvider(await start(b), patient);
    refusedTo(await callback(other, victimAnswer), 'failed');
    expect(other.cookies.has('sid')).toBe(false);
  });

  it('refuses a replayed code, even with the flow cookie copied', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.27.9.7');
    await start(b);
    const flowCookie = b.cookies.get('oidc_flow')!;
    const authorizationUrl = await start(b);
    const secondFlow = b.cookies.get('oidc_flow')!;
    expect(secondFlow).not.toBe(flowCookie);
    const answer = await signInAtProvider(authorizationUrl, patient);
    expect((await callback(b, answer)).headers.location).toBe('/app/patient');
    // The same browser again: its flow cookie is spent.
    refusedTo(await callback(b, answer), 'failed');
    // An attacker holding both the callback URL and the flow cookie: the provider redeems a code once.
    const attacker = new Browser(t.app, 'meridian-sg', '10.27.9.8');
    attacker.cookies.set('oidc_flow', secondFlow);
    refusedTo(await callback(attacker, answer), 'failed');
    expect(attacker.cookies.has('sid')).toBe(false);
  });

  it('refuses an ID token whose nonce is not the flow’s, or that has none', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.27.9.9');
    const substituted = new URL(await start(b));
    substituted.searchParams.set('nonce', 'n'.repeat(43));
    refusedTo(await callback(b, await signInAtProvider(substituted.href, patient)), 'failed');
    const dropped = new URL(await start(b));
    dropped.searchParams.delete('nonce');
    refusedTo(await callback(b, await signInAtProvider(dropped.href, patient)), 'failed');
    expect(b.cookies.has('sid')).toBe(false);
  });

  it('refuses an e-mail without an account in the tenant, and one the provider has not verified', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.27.9.10');
    refusedTo(await callback(b, await signInAtProvider(await start(b), 'nobody@meridian-sg.demo')), 'noAccount');
    // The same person at another tenant has no account here either.
    refusedTo(await callback(b, await signInAtProvider(await start(b), 'patient@ava-sg.demo')), 'noAccount');
    idp.claimsFor.set(patient, { email_verified: false });
    try {
      refusedTo(await callback(b, await signInAtProvider(await start(b), patient)), 'failed');
    } finally {
      idp.claimsFor.delete(patient);
    }
    expect(b.cookies.has('sid')).toBe(false);
  });

  it('keeps the demo partner page in demo mode only while no provider is configured', async () => {
    const issuer = process.env.OIDC_ISSUER_MERIDIAN_SG;
    delete process.env.OIDC_ISSUER_MERIDIAN_SG;
    try {
      const b = new Browser(t.app, 'meridian-sg', '10.27.9.11');
      const res = await b.request({ method: 'GET', url: oidcStartPath('meridian-sg'), auth: false });
      expect(res.headers.location).toBe('/sso/meridian-sg/login');
    } finally {
      process.env.OIDC_ISSUER_MERIDIAN_SG = issuer;
    }
    expect((await t.app.inject({ method: 'GET', url: oidcStartPath('ava-sg') })).statusCode).toBe(404);
  });
});

describe('partner sign-on on a production start', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ demo: false });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('has no demo partner page, and sends an unconfigured sign-on back to the login page', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/sso/meridian-sg/login' })).statusCode).toBe(404);
    const secret = process.env.OIDC_CLIENT_SECRET_MERIDIAN_SG;
    delete process.env.OIDC_CLIENT_SECRET_MERIDIAN_SG;
    try {
      const res = await prod.app.inject({ method: 'GET', url: oidcStartPath('meridian-sg') });
      refusedTo(res, 'failed');
    } finally {
      process.env.OIDC_CLIENT_SECRET_MERIDIAN_SG = secret;
    }
  });
});
