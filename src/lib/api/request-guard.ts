import type { AxiosRequestConfig } from 'axios';
import { describeBody, forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-keys';

/** docs/product/common.md#api-conventions: a call gets 30 s to answer. */
export const requestTimeoutMs = 30_000;
export const idempotencyHeaderName = 'Idempotency-Key';

const unsafeMethods = new Set(['post', 'put', 'patch', 'delete']);

/** What request() needs around one call: its config, whether the clock ran out, and how to finish. */
export interface RequestGuard {
  config: AxiosRequestConfig;
  timedOut: () => boolean;
  /** `answered`: the server's answer arrived (any status), so the outcome is known. */
  finish: (answered: boolean) => void;
}

/**
 * Adds the 30 s limit and, on state-changing calls, an Idempotency-Key.
 * The limit is a timer aborting the call rather than XMLHttpRequest's own
 * timeout: same limit, but on the page's clock, so a test can move that
 * clock past 30 s and exercise this very path without waiting.
 */
export function guardRequest(config: AxiosRequestConfig): RequestGuard {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, requestTimeoutMs);
  const outer = config.signal;
  if (outer?.aborted) controller.abort();
  outer?.addEventListener?.('abort', () => controller.abort());

  const method = (config.method ?? 'get').toLowerCase();
  const fingerprint = unsafeMethods.has(method) ? `${method} ${config.url ?? ''} ${describeBody(config.data)}` : null;
  const headers = fingerprint
    ? {
        ...(config.headers as Record<string, string> | undefined),
        [idempotencyHeaderName]: idempotencyKeyFor(fingerprint),
      }
    : config.headers;

  return {
    config: { ...config, headers, timeout: 0, signal: controller.signal },
    timedOut: () => expired,
    finish: (answered) => {
      clearTimeout(timer);
      if (fingerprint && answered) forgetIdempotencyKey(fingerprint);
    },
  };
}
