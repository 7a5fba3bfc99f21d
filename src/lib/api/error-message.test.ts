import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorMessageKey, isRetryableApiError } from './error-message';

describe('apiErrorMessageKey', () => {
  it('names the causes every page shares', () => {
    expect(apiErrorMessageKey(new ApiError('network', 0, '', {}, 'timeout'))).toBe('apiErrors.timeout');
    expect(apiErrorMessageKey(new ApiError('network', 0, ''))).toBe('apiErrors.offline');
    expect(apiErrorMessageKey(new ApiError('network', 200, '', {}, 'malformed'))).toBe('apiErrors.malformed');
    expect(apiErrorMessageKey(new ApiError('http', 503, 'The service is temporarily unavailable.'))).toBe(
      'apiErrors.unavailable',
    );
    expect(apiErrorMessageKey(new ApiError('http', 502, ''))).toBe('apiErrors.server');
    expect(apiErrorMessageKey(new ApiError('http', 500, ''))).toBe('apiErrors.server');
    expect(apiErrorMessageKey(new ApiError('schema', 200, ''))).toBe('apiErrors.unexpected');
  });

  it("leaves the page's or server's own words for 4xx, a lost session and non-API errors", () => {
    expect(apiErrorMessageKey(new ApiError('http', 409, 'Slot taken.'))).toBeNull();
    expect(apiErrorMessageKey(new ApiError('session', 401, ''))).toBeNull();
    expect(apiErrorMessageKey(new Error('boom'))).toBeNull();
  });

  it('offers a retry only where trying again can help', () => {
    expect(isRetryableApiError(new ApiError('network', 0, '', {}, 'timeout'))).toBe(true);
    expect(isRetryableApiError(new ApiError('http', 502, ''))).toBe(true);
    expect(isRetryableApiError(new ApiError('http', 400, ''))).toBe(false);
    expect(isRetryableApiError(new ApiError('schema', 200, ''))).toBe(false);
  });
});
