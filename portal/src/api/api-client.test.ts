import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addSessionHeaders,
  api,
  baseURL,
  setApiTransport,
  setSessionHeadersProvider,
  setUnauthorizedHandler,
} from './api-client';
import { ApiError, toApiFailure } from './api-failure';
import { installFakeApi } from './testing/fake-api-adapter';

let restore: () => void = () => {};

afterEach(() => {
  restore();
  restore = () => {};
  setSessionHeadersProvider(() => ({}));
  setUnauthorizedHandler(() => {});
});

function fake(...args: Parameters<typeof installFakeApi>) {
  const installed = installFakeApi(...args);
  restore = installed.restore;
  return installed.calls;
}

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return toApiFailure(error);
}

describe('request headers (access spec §6)', () => {
  it('when a session exists, then UserToken and ServicingBranch are sent', () => {
    setSessionHeadersProvider(() => ({ userToken: 'tok-1', servicingBranch: '12' }));
    const headers = addSessionHeaders({ headers: new Headers() }).headers;
    expect(headers.get('UserToken')).toBe('tok-1');
    expect(headers.get('ServicingBranch')).toBe('12');
  });
  it('when there is no session, then neither header is sent', () => {
    const headers = addSessionHeaders({ headers: new Headers() }).headers;
    expect(headers.has('UserToken')).toBe(false);
    expect(headers.has('ServicingBranch')).toBe(false);
  });
  it('the one client is rooted at /api/', () => {
    expect(baseURL).toMatch(/\/api\/$/);
  });
  it('reads the session when the call is made, and a header the caller sets wins over it', async () => {
    const calls = fake({ 'POST Login/Logout': () => ({ status: 200 }) });
    setSessionHeadersProvider(() => ({ userToken: 'session-token', servicingBranch: '7' }));
    const pending = api.post('Login/Logout', { UserToken: 'old-token' }, { headers: { UserToken: 'old-token' } });
    setSessionHeadersProvider(() => ({}));
    await pending;
    expect(calls[0]?.headers.UserToken).toBe('old-token');
    expect(calls[0]?.headers.ServicingBranch).toBe('7');
  });
  it('leaves out a header the caller passes without a value, so the session value is used', async () => {
    const calls = fake({ 'GET accountList': () => ({ status: 200, data: [] }) });
    setSessionHeadersProvider(() => ({ userToken: 'session-token' }));
    await api.get('accountList', { headers: { UserToken: undefined } });
    expect(calls[0]?.headers.UserToken).toBe('session-token');
  });
});

describe('requests and answers', () => {
  it('sends a JSON body with its content type and returns the parsed body and status', async () => {
    const calls = fake({ 'POST login/userlogin': ({ body }) => ({ status: 200, data: { echoed: body } }) });
    const answer = await api.post('login/userlogin', { username: 'jsmith', password: 'secret' });
    expect(answer).toMatchObject({ status: 200, data: { echoed: { username: 'jsmith', password: 'secret' } } });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.headers.Accept).toBe('application/json');
  });
  it('puts params in the query string, leaving out empty ones', async () => {
    const calls = fake({
      'GET AgreementLogging/GetNeededAgreements': () => ({ status: 200, data: { Agreements: [] } }),
    });
    await api.get('AgreementLogging/GetNeededAgreements', { params: { whenToAgree: 0, skipped: undefined } });
    expect(calls[0]?.params).toEqual({ whenToAgree: '0' });
  });
  it('gives a plain-text body as text and an empty body as an empty string', async () => {
    fake({
      'GET PassableToken/GetPassableToken': () => ({ status: 200, data: 'plain words' }),
      'DELETE PaymentMethod/RemoveDefaultPaymentMethod': () => ({ status: 204 }),
    });
    expect((await api.get('PassableToken/GetPassableToken')).data).toBe('plain words');
    expect(await api.delete('PaymentMethod/RemoveDefaultPaymentMethod')).toMatchObject({ status: 204, data: '' });
  });
});

describe('typed by the contract (decision 375)', () => {
  it('takes only paths, bodies and answers the contract declares (checked by npm run typecheck)', async () => {
    fake({
      'GET Profile': () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } }),
      'POST Login/Logout': () => ({ status: 200, data: '' }),
    });
    const { data } = await api.get('Profile');
    const fine: boolean = data.HasNoErrors;
    expect(fine).toBe(true);
    // @ts-expect-error: a path the contract does not declare
    await api.get('NoSuchPath').catch(() => undefined);
    // @ts-expect-error: Profile is read with GET, there is no POST
    await api.post('Profile', {}).catch(() => undefined);
    // @ts-expect-error: the logout body needs its UserToken
    await api.post('Login/Logout', { Token: 'x' });
  });
});

describe('failures (access spec §6, decision 040)', () => {
  it('when the server says Unauthorized, then the logout handler runs once and the failure is unauthorized', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fake({ 'GET accountList': () => ({ status: 500, data: { Message: 'Unauthorized' } }) });
    expect(await failureOf(api.get('accountList'))).toEqual({ kind: 'unauthorized', status: 500 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('when a 2xx body says Unauthorized, then it is the same failure and logout', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fake({
      'GET accountList': () => ({
        status: 200,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] },
      }),
    });
    expect(await failureOf(api.get('accountList'))).toEqual({ kind: 'unauthorized', status: 200 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('when the call opted out (logout itself), then Unauthorized does not start another logout', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fake({ 'POST Login/Logout': () => ({ status: 401 }) });
    expect(await failureOf(api.post('Login/Logout', { UserToken: 't' }, { skipUnauthorizedLogout: true }))).toEqual({
      kind: 'unauthorized',
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('when the server sends another message, then no logout happens and the flag is typed', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fake({ 'POST login/userlogin': () => ({ status: 403, data: { Errors: [{ ErrorMessage: 'Invalid' }] } }) });
    expect(await failureOf(api.post('login/userlogin', { username: 'jsmith', password: 'wrong' }))).toEqual({
      kind: 'flag',
      flag: 'Invalid',
      status: 403,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('when a 5xx answers an HTML page, then it is a bare http failure', async () => {
    fake({ 'GET MaintenanceMode': () => ({ status: 502, data: '<html><body>Bad gateway</body></html>' }) });
    expect(await failureOf(api.get('MaintenanceMode'))).toEqual({ kind: 'http', status: 502 });
  });
  it('when there is no answer (offline), then the failure is network', async () => {
    restore = setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(api.get('setup/ApplicationOptions'))).toEqual({ kind: 'network' });
  });
  it('when the caller aborts, then the failure is cancelled and no logout happens', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    restore = setApiTransport(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = api.get('setup/ApplicationOptions', { signal: controller.signal });
    controller.abort();
    expect(await failureOf(pending)).toEqual({ kind: 'cancelled' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('when the call times out, then the failure is network', async () => {
    restore = setApiTransport(() => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    expect(await failureOf(api.get('setup/ApplicationOptions'))).toEqual({ kind: 'network' });
  });
});
