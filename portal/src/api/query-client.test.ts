import { describe, expect, it } from 'vitest';
import { ApiError } from './api-failure';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a network failure or a 5xx once, then stops', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 503 }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ kind: 'network' }))).toBe(false);
  });
  it('never retries an answer with a server message or Unauthorized', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'flag', flag: 'Invalid', status: 403 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'unauthorized', status: 401 }))).toBe(false);
  });
});
