import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetryQuery, shouldThrowQueryError } from './retry-policy';

describe('shouldRetryQuery', () => {
  it('retries a missing answer or a server fault once', () => {
    expect(shouldRetryQuery(0, new ApiError('network', 0, ''))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('http', 503, ''))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError('http', 503, ''))).toBe(false);
  });

  it('never retries what would fail the same way', () => {
    expect(shouldRetryQuery(0, new ApiError('http', 404, 'Not found.'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('session', 401, ''))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('schema', 200, ''))).toBe(false);
  });
});

describe('shouldThrowQueryError', () => {
  it('sends only an answer that failed its schema to the error boundary', () => {
    expect(shouldThrowQueryError(new ApiError('schema', 200, ''))).toBe(true);
    expect(shouldThrowQueryError(new ApiError('http', 502, ''))).toBe(false);
    expect(shouldThrowQueryError(new ApiError('network', 0, '', {}, 'timeout'))).toBe(false);
  });
});
