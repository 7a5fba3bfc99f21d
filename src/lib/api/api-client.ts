import i18next from 'i18next';
import axios, {
  isAxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { z } from 'zod';
import { currentAppPath, rememberReturnPath } from '../auth/return-path';
import { readCookie, xsrfCookieInUse } from '../auth/session-cookies';
import { ApiError } from './api-error';
import { supportedLocales } from '../tenant/countries';
import { followApiTenant, type ApiTenantConfig } from './api-tenant';
import { errorEnvelopeSchema } from './contract/envelope';
import { errorReportPath, xsrfCookieName, xsrfHeaderName, xsrfPath } from './contract/platform';
import { buildErrorReport, createHttpErrorReporter, reportError, setErrorReporter } from './error-reporter';
import { guardRequest } from './request-guard';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Works signed out (login, sign-up, token exchange): a 401 is its answer, not a lost session. */
    isPublic?: boolean;
    /** false for the error report itself, so a failing report never reports itself. */
    reportErrors?: boolean;
  }
}

const unsafeMethods = new Set(['post', 'put', 'patch', 'delete']);

/** The one HTTP client (docs/product/common.md#api-conventions): same origin, 30 s, cookies, XSRF pair. */
export const apiClient = axios.create({
  baseURL: typeof window === 'undefined' ? undefined : window.location.origin,
  timeout: 30_000,
  withCredentials: true,
  xsrfCookieName,
  xsrfHeaderName,
  headers: { Accept: 'application/json' },
});

let tenantConfig: ApiTenantConfig | null = null;
let navigate: (url: string) => void = (url) => window.location.assign(url);
let leaving = false;

// The router sets the tenant in api-tenant (so first loads need no axios or zod); follow it.
followApiTenant((config) => {
  tenantConfig = config;
  apiClient.defaults.headers.common.Authorization = config.authorization;
});
export { configureApiTenant } from './api-tenant';

/** Replaces full-page navigation (tests); returns the previous one. */
export function setApiNavigator(next: (url: string) => void): (url: string) => void {
  const previous = navigate;
  navigate = next;
  leaving = false;
  return previous;
}

let xsrfPriming: Promise<unknown> | null = null;

/**
 * The server sets XSRF-TOKEN on any answer, but a page served by something
 * else (Vite in development) has none before its first POST: fetch it once.
 * The cookie's name is chosen per call, as it is `__Host-` prefixed over https.
 */
apiClient.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  const method = (config.method ?? 'get').toLowerCase();
  if (unsafeMethods.has(method) && config.url !== xsrfPath && !readCookie(xsrfCookieInUse())) {
    xsrfPriming ??= apiClient.get(xsrfPath, { isPublic: true }).catch(() => {
      xsrfPriming = null; // let the next call try again
    });
    await xsrfPriming;
  }
  config.xsrfCookieName = xsrfCookieInUse();
  // Data (package names, specialties) comes back in the language the page shows.
  const language = uiLanguage();
  if (language) config.headers.set('Accept-Language', language);
  return config;
});

/** The UI language, when i18next has one of ours (before it starts, the server's English stands). */
function uiLanguage(): string | undefined {
  const language = i18next.language;
  return supportedLocales.find((locale) => locale === language);
}

setErrorReporter(
  createHttpErrorReporter((report) => apiClient.post(errorReportPath, report, { isPublic: true, reportErrors: false })),
);

/** Sends the user to login, remembering this page; once, however many calls fail together. */
function leaveForLogin(): void {
  if (leaving || !tenantConfig) return;
  leaving = true;
  rememberReturnPath(currentAppPath());
  navigate(tenantConfig.loginPath);
}

const pathOf = (url: string) => new URL(url, window.location.origin).pathname;

/**
 * docs/product/auth.md#session-loss: an answer from another URL than the one asked means the server
 * redirected us (to its login), i.e. the session is gone. Paths are compared,
 * not full URLs, because query serialisation may differ harmlessly.
 */
function redirectedAway(response: AxiosResponse): boolean {
  const finalUrl = (response.request as { responseURL?: unknown } | undefined)?.responseURL;
  if (typeof finalUrl !== 'string' || finalUrl === '') return false;
  return pathOf(finalUrl) !== pathOf(apiClient.getUri(response.config));
}

const successEnvelope = z.object({ code: z.literal(true), data: z.unknown(), status: z.number() });

/** Retry-After in seconds (the server sends only the delay form, never a date). */
function retryAfterOf(header: unknown): number | undefined {
  const seconds = Number(header);
  return typeof header === 'string' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function toApiError(error: unknown, config: AxiosRequestConfig, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new ApiError('network', 0, '', {}, timedOut ? 'timeout' : undefined);
    const status = error.response.status;
    const data: unknown = error.response.data;
    const parsed = errorEnvelopeSchema.safeParse(data);
    if (status === 401 && !config.isPublic) {
      return new ApiError('session', 401, parsed.success ? parsed.data.error.message : '');
    }
    return parsed.success
      ? new ApiError(
          'http',
          status,
          parsed.data.error.message,
          parsed.data.error.fields,
          undefined,
          parsed.data.error.reason,
          retryAfterOf(error.response.headers['retry-after']),
        )
      : new ApiError('http', status, '');
  }
  return new ApiError('schema', 0, '');
}

function describe(error: ApiError, config: AxiosRequestConfig): string {
  const path = (config.url ?? '').split('?')[0];
  return `${(config.method ?? 'get').toUpperCase()} ${path} failed: ${error.kind} ${error.status}`;
}

/**
 * Makes one call and returns its `data`, parsed by `schema`. Failures become
 * an ApiError, are reported (without personal data) and re-raised.
 */
export async function request<S extends z.ZodType>(schema: S, config: AxiosRequestConfig): Promise<z.output<S>> {
  const guard = guardRequest(config);
  try {
    const response = await apiClient.request<unknown>(guard.config);
    // axios hands over JSON it cannot parse (e.g. cut short) as text: the server may have acted, so the key stays.
    const malformed =
      typeof response.data === 'string' && String(response.headers['content-type'] ?? '').includes('json');
    guard.finish(!malformed);
    if (redirectedAway(response)) throw new ApiError('session', response.status, '');
    if (malformed) throw new ApiError('network', response.status, '', {}, 'malformed');
    const envelope = successEnvelope.safeParse(response.data);
    if (!envelope.success) {
      const failure = errorEnvelopeSchema.safeParse(response.data);
      throw failure.success
        ? new ApiError(
            'http',
            failure.data.status,
            failure.data.error.message,
            failure.data.error.fields,
            undefined,
            failure.data.error.reason,
          )
        : new ApiError('schema', response.status, '');
    }
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) throw new ApiError('schema', response.status, '');
    return data.data;
  } catch (caught) {
    // A gateway's 5xx (502, 504) leaves the outcome unknown too: keep the key for the retry.
    guard.finish(isAxiosError(caught) && caught.response !== undefined && caught.response.status < 500);
    const error = toApiError(caught, config, guard.timedOut());
    if (error.kind === 'session') {
      leaveForLogin();
    } else if (config.reportErrors !== false) {
      reportError(buildErrorReport(describe(error, config)));
    }
    throw error;
  }
}
