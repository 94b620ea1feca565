import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSessionHeaders, api, rejectAsApiError, setSessionHeadersProvider, setUnauthorizedHandler } from './api-client';
import { ApiError, toApiFailure } from './api-failure';

const config = (extra: Partial<InternalAxiosRequestConfig> = {}): InternalAxiosRequestConfig => ({ headers: new AxiosHeaders(), ...extra });
const errorWith = (status: number, data: unknown, cfg = config()) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', cfg, undefined, { status, data, statusText: '', headers: {}, config: cfg });

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

afterEach(() => {
  setSessionHeadersProvider(() => ({}));
  setUnauthorizedHandler(() => {});
});

describe('request headers (access spec §6)', () => {
  it('when a session exists, then UserToken and ServicingBranch are sent', () => {
    setSessionHeadersProvider(() => ({ userToken: 'tok-1', servicingBranch: '12' }));
    const headers = addSessionHeaders(config()).headers;
    expect(headers.get('UserToken')).toBe('tok-1');
    expect(headers.get('ServicingBranch')).toBe('12');
  });
  it('when there is no session, then neither header is sent', () => {
    const headers = addSessionHeaders(config()).headers;
    expect(headers.has('UserToken')).toBe(false);
    expect(headers.has('ServicingBranch')).toBe(false);
  });
  it('the one client is rooted at /api/', () => {
    expect(api.defaults.baseURL).toMatch(/\/api\/$/);
  });
});

describe('response errors', () => {
  it('when the server says Unauthorized, then the logout handler runs once and the failure is unauthorized', () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const thrown = thrownBy(() => rejectAsApiError(errorWith(500, { Message: 'Unauthorized' })));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(toApiFailure(thrown).kind).toBe('unauthorized');
  });
  it('when the call opted out (logout itself), then Unauthorized does not start another logout', () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    expect(() => rejectAsApiError(errorWith(401, '', config({ skipUnauthorizedLogout: true })))).toThrow(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('when the server sends another message, then no logout happens and the flag is typed', () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    expect(toApiFailure(thrownBy(() => rejectAsApiError(errorWith(403, { Errors: [{ ErrorMessage: 'Invalid' }] }))))).toEqual({
      kind: 'flag',
      flag: 'Invalid',
      status: 403,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
