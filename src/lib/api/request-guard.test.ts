// @vitest-environment jsdom
import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiClient, configureApiTenant, request, setApiNavigator } from './api-client';
import { setErrorReporter } from './error-reporter';
import { idempotencyHeaderName, requestTimeoutMs } from './request-guard';

type Step = 'hang' | 'ok' | 'http500' | 'truncated';
const calls: InternalAxiosRequestConfig[] = [];

/** Answers each call per the next step; 'hang' never answers, like a server past 30 s, until aborted. */
function adapterFor(...steps: Step[]): AxiosAdapter {
  return (config) => {
    calls.push(config);
    const step = steps.shift() ?? 'ok';
    const answer = (status: number, data: unknown, contentType = 'application/json') => ({
      data,
      status,
      statusText: '',
      headers: { 'content-type': contentType },
      config,
      request: {},
    });
    if (step === 'hang') {
      return new Promise((_resolve, reject) => {
        config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
      });
    }
    if (step === 'http500') {
      const response = answer(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
      return Promise.reject(new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response));
    }
    if (step === 'truncated') return Promise.resolve(answer(200, '{"code":true,"data":{"firstna'));
    return Promise.resolve(answer(200, { code: true, data: { firstname: 'A' }, status: 200 }));
  };
}

const schema = z.object({ firstname: z.string() });
const keyOf = (config: InternalAxiosRequestConfig | undefined) =>
  (config?.headers as Record<string, string> | undefined)?.[idempotencyHeaderName];

beforeEach(() => {
  calls.length = 0;
  vi.useFakeTimers();
  setApiNavigator(() => {});
  setErrorReporter(() => {});
  configureApiTenant({ authorization: 'Basic dGVzdA==', loginPath: '/app/ava-sg/login' });
  document.cookie = 'XSRF-TOKEN=0123456789abcdef0123';
});
afterEach(() => vi.useRealTimers());

describe('request guard', () => {
  it('gives up after 30 s with a timeout error, not before', async () => {
    apiClient.defaults.adapter = adapterFor('hang');
    const call = request(schema, { url: '/api/v1/x' });
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'network', status: 0, detail: 'timeout' });
  });

  it('retries a timed-out POST with the same Idempotency-Key; an answered one gets a new key', async () => {
    apiClient.defaults.adapter = adapterFor('hang', 'ok', 'ok');
    const body = { street: 'Jalan Ampang' };
    const first = request(schema, { url: '/api/v1/items', method: 'post', data: body }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    await first;
    await request(schema, { url: '/api/v1/items', method: 'post', data: body });
    await request(schema, { url: '/api/v1/items', method: 'post', data: body });
    const [timedOut, retry, later] = calls.map(keyOf);
    expect(timedOut).toMatch(/^[\w-]{8,}$/);
    expect(retry).toBe(timedOut);
    expect(later).not.toBe(retry);
  });

  it('gives a different call (other body) its own key, and GETs none', async () => {
    apiClient.defaults.adapter = adapterFor('hang', 'ok', 'ok');
    const first = request(schema, { url: '/api/v1/items', method: 'post', data: { a: 1 } }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    await first;
    await request(schema, { url: '/api/v1/items', method: 'post', data: { a: 2 } });
    await request(schema, { url: '/api/v1/items' });
    expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
    expect(keyOf(calls[2])).toBeUndefined();
  });

  it('keeps the key after a gateway 5xx or a truncated JSON answer (the server may have acted)', async () => {
    apiClient.defaults.adapter = adapterFor('http500', 'truncated', 'ok');
    const data = { n: 1 };
    await expect(request(schema, { url: '/api/v1/y', method: 'post', data })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: '',
    });
    await expect(request(schema, { url: '/api/v1/y', method: 'post', data })).rejects.toMatchObject({
      kind: 'network',
      detail: 'malformed',
    });
    await request(schema, { url: '/api/v1/y', method: 'post', data });
    expect(new Set(calls.map(keyOf)).size).toBe(1);
  });
});
