// @vitest-environment jsdom
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiClient, configureApiTenant, request, setApiNavigator } from './api-client';
import { ApiError } from './api-error';
import { setErrorReporter, type ErrorReporter } from './error-reporter';
import { peekReturnPath, clearReturnPath } from '../auth/return-path';

interface Reply {
  status?: number;
  body?: unknown;
  /** The URL the browser ended on (XMLHttpRequest.responseURL). */
  finalUrl?: string;
  /** No response at all (server unreachable). */
  network?: boolean;
}

const calls: InternalAxiosRequestConfig[] = [];

/** A tiny adapter: answers each call with the next reply, as axios' xhr adapter would. */
function adapterFor(...replies: Reply[]): AxiosAdapter {
  return (config) => {
    calls.push(config);
    const reply = replies.shift() ?? { body: { code: true, data: null, status: 200 } };
    if (reply.network) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: '',
      headers: {},
      config,
      request: { responseURL: reply.finalUrl ?? `${window.location.origin}${config.url}` },
    };
    if (status >= 400) {
      return Promise.reject(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, response.request, response));
    }
    return Promise.resolve(response);
  };
}

const nameSchema = z.object({ firstname: z.string() });
const navigate = vi.fn<(url: string) => void>();
const reporter = vi.fn<ErrorReporter>();

beforeEach(() => {
  calls.length = 0;
  navigate.mockReset();
  reporter.mockReset();
  setApiNavigator(navigate);
  setErrorReporter(reporter);
  configureApiTenant({ authorization: 'Basic dGVzdA==', loginPath: '/app/ava-sg/login' });
  window.history.replaceState(null, '', '/app/patient?tab=2');
  document.cookie = 'XSRF-TOKEN=0123456789abcdef0123';
});

afterEach(() => clearReturnPath());

describe('request', () => {
  it('unwraps the envelope and parses data with the caller schema', async () => {
    apiClient.defaults.adapter = adapterFor({ body: { code: true, data: { firstname: 'Ana' }, status: 200 } });
    await expect(request(nameSchema, { url: '/api/v1/x' })).resolves.toEqual({ firstname: 'Ana' });
    expect(calls[0]?.headers.Authorization).toBe('Basic dGVzdA==');
    // The 30 s limit is request-guard's timer aborting through this signal (request-guard.test.ts).
    expect(calls[0]?.signal).toBeDefined();
    expect(calls[0]?.withCredentials).toBe(true);
  });

  it('asks for data in the UI language, and names none before i18next has one of ours', async () => {
    apiClient.defaults.adapter = adapterFor();
    await request(z.null(), { url: '/api/v1/x' });
    expect(calls[0]?.headers['Accept-Language']).toBeUndefined();
    await i18next.init({ lng: 'zh-HK', resources: {} });
    await request(z.null(), { url: '/api/v1/x' });
    expect(calls[1]?.headers['Accept-Language']).toBe('zh-HK');
  });

  it('turns an error envelope into an ApiError with status, message and fields, reported then re-raised', async () => {
    apiClient.defaults.adapter = adapterFor({
      status: 409,
      body: { code: false, status: 409, error: { message: 'Taken.', fields: { email: 'Taken.' } } },
    });
    const error = await request(nameSchema, {
      url: '/api/v1/signup',
      method: 'post',
      data: { email: 'a@b.c' },
      isPublic: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 409, message: 'Taken.', fields: { email: 'Taken.' } });
    expect(reporter).toHaveBeenCalledTimes(1);
    const report = reporter.mock.calls[0]![0];
    expect(report.message).toBe('POST /api/v1/signup failed: http 409');
    // No personal data: no body, no query string.
    expect(JSON.stringify(report)).not.toContain('a@b.c');
    expect(report.url).toBe('/app/patient');
  });

  it('treats code:false on a 200 as a failure', async () => {
    apiClient.defaults.adapter = adapterFor({ body: { code: false, status: 200, error: { message: 'No.' } } });
    await expect(request(nameSchema, { url: '/api/v1/x' })).rejects.toMatchObject({ kind: 'http', message: 'No.' });
  });

  it('rejects an answer that does not match the schema, and reports it', async () => {
    apiClient.defaults.adapter = adapterFor({ body: { code: true, data: { firstname: 42 }, status: 200 } });
    await expect(request(nameSchema, { url: '/api/v1/x' })).rejects.toMatchObject({ kind: 'schema' });
    apiClient.defaults.adapter = adapterFor({ body: '<html>not json</html>' });
    await expect(request(nameSchema, { url: '/api/v1/x' })).rejects.toMatchObject({ kind: 'schema' });
    expect(reporter).toHaveBeenCalledTimes(2);
  });

  it('reports no response as a network error', async () => {
    apiClient.defaults.adapter = adapterFor({ network: true });
    await expect(request(nameSchema, { url: '/api/v1/x' })).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(reporter).toHaveBeenCalledOnce();
  });

  it('sends the user to login, remembering the page, when the answer came from another URL', async () => {
    apiClient.defaults.adapter = adapterFor({
      body: '<html>login</html>',
      finalUrl: `${window.location.origin}/app/ava-sg/login`,
    });
    await expect(request(nameSchema, { url: '/api/v1/user/menu' })).rejects.toMatchObject({ kind: 'session' });
    expect(navigate).toHaveBeenCalledWith('/app/ava-sg/login');
    expect(peekReturnPath()).toBe('/app/patient?tab=2');
    expect(reporter).not.toHaveBeenCalled();
  });

  it('treats a 401 on a signed-in call as a lost session, but not on a public one', async () => {
    const unauthorised = { status: 401, body: { code: false, status: 401, error: { message: 'Please sign in.' } } };
    apiClient.defaults.adapter = adapterFor(unauthorised, unauthorised);
    await expect(request(nameSchema, { url: '/api/v1/x' })).rejects.toMatchObject({ kind: 'session' });
    expect(navigate).toHaveBeenCalledTimes(1);
    setApiNavigator(navigate);
    navigate.mockReset();
    await expect(
      request(nameSchema, { url: '/api/v1/access/authenticate', method: 'post', isPublic: true }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Please sign in.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fetches the XSRF cookie once before the first POST when there is none', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    apiClient.defaults.adapter = adapterFor(
      { body: { code: true, data: { token: 't' }, status: 200 } },
      { body: { code: true, data: { firstname: 'A' }, status: 200 } },
    );
    await request(nameSchema, { url: '/api/v1/x', method: 'post' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['get /api/v1/xsrf', 'post /api/v1/x']);
    expect(calls[1]?.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(calls[1]?.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });
});
