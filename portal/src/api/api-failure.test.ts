import { describe, expect, it } from 'vitest';
import {
  ApiError,
  classifyError,
  classifyResponse,
  noAnswerFailure,
  serverMessages,
  toApiFailure,
} from './api-failure';

describe('classifyResponse (access spec §6)', () => {
  it('when the body Message is Unauthorized, then the failure is unauthorized', () => {
    expect(classifyResponse(500, { Message: 'Unauthorized' })).toEqual({ kind: 'unauthorized', status: 500 });
  });
  it('when Errors[0].ErrorMessage is Unauthorized, then the failure is unauthorized', () => {
    expect(classifyResponse(403, { HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }).kind).toBe(
      'unauthorized',
    );
  });
  it('when the answer is HTTP 401 without a body, then the failure is unauthorized', () => {
    expect(classifyResponse(401, '')).toEqual({ kind: 'unauthorized', status: 401 });
  });
  it('when the message is RegistrationNotAllowed, then it is the general failure flag', () => {
    expect(classifyResponse(400, { Errors: [{ ErrorMessage: 'RegistrationNotAllowed' }] })).toEqual({
      kind: 'general',
      status: 400,
    });
  });
  it('when the message is anything else, then it is a flag keyed by that message', () => {
    expect(classifyResponse(403, { Errors: [{ ErrorMessage: 'LockedOnBadPassword' }] })).toEqual({
      kind: 'flag',
      flag: 'LockedOnBadPassword',
      status: 403,
    });
  });
  it('when both Errors and Message exist, then the specific Errors code wins', () => {
    expect(classifyResponse(403, { Message: 'Forbidden', Errors: [{ ErrorMessage: 'Invalid' }] })).toMatchObject({
      flag: 'Invalid',
    });
  });
  it('when there is no message (or an HTML error page), then it is a bare http failure', () => {
    expect(classifyResponse(500, {})).toEqual({ kind: 'http', status: 500 });
    expect(classifyResponse(502, '<html><body>Bad gateway</body></html>')).toEqual({ kind: 'http', status: 502 });
  });
});

describe('serverMessages', () => {
  it('reads camelCase bodies and short plain-text bodies', () => {
    expect(serverMessages({ errors: [{ errorMessage: 'Restricted' }] })).toEqual(['Restricted']);
    expect(serverMessages(' Unauthorized ')).toEqual(['Unauthorized']);
  });
});

describe('classifyError / noAnswerFailure / toApiFailure', () => {
  it('when fetch got no answer, then the failure is network', () => {
    expect(noAnswerFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });
  it('when the request was aborted, then the failure is cancelled', () => {
    expect(classifyError(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'cancelled' });
    const controller = new AbortController();
    controller.abort('left the page');
    expect(noAnswerFailure('left the page', controller.signal)).toEqual({ kind: 'cancelled' });
  });
  it('when the request timed out, then the failure is network', () => {
    expect(classifyError(new DOMException('timed out', 'TimeoutError'))).toEqual({ kind: 'network' });
    const controller = new AbortController();
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    expect(noAnswerFailure(controller.signal.reason, controller.signal)).toEqual({ kind: 'network' });
  });
  it('when the error is an ApiError, then its failure is returned as is', () => {
    expect(toApiFailure(new ApiError({ kind: 'general', status: 400 }))).toEqual({ kind: 'general', status: 400 });
    expect(classifyError(new ApiError({ kind: 'flag', flag: 'Invalid', status: 403 }))).toEqual({
      kind: 'flag',
      flag: 'Invalid',
      status: 403,
    });
  });
  it('when the error is a plain bug, then it is unexpected', () => {
    expect(toApiFailure(new TypeError('x is undefined'))).toEqual({ kind: 'unexpected', message: 'x is undefined' });
  });
});
