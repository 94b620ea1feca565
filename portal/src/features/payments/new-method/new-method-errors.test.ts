import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-failure';
import { AchValidationRefused } from '@/api/payments/validate-ach-payment-method';
import { achValidationErrorKey, addMethodErrorKey } from './new-method-errors';

const flag = (code: string) => new ApiError({ kind: 'flag', flag: code, status: 400 });

describe('add method errors (spec §8: AlreadyExists, any other add error or call failure)', () => {
  it('when the answer has no errors then there is no message', () =>
    expect(addMethodErrorKey({ HasNoErrors: true, Errors: [] }, null)).toBeUndefined());
  it('when the answer says AlreadyExists then "Payment method already exists."', () => {
    expect(addMethodErrorKey({ HasNoErrors: false, Errors: [{ ErrorMessage: 'AlreadyExists' }] }, null)).toBe(
      'paymentMethod.alreadyExists',
    );
  });
  it('when the call fails with AlreadyExists then the same text', () =>
    expect(addMethodErrorKey(undefined, flag('AlreadyExists'))).toBe('paymentMethod.alreadyExists'));
  it.each([
    ['another code', { HasNoErrors: false, Errors: [{ ErrorMessage: 'CardNumberInvalid' }] }, null],
    ['no error entries', { HasNoErrors: false, Errors: [] }, null],
    ['a failed call', undefined, new ApiError({ kind: 'http', status: 500 })],
    ['no answer', undefined, new ApiError({ kind: 'network' })],
  ])('when the add fails with %s then "An error occurred."', (_why, answer, error) => {
    expect(addMethodErrorKey(answer, error)).toBe('paymentMethod.addError');
  });
});

describe('ACH validation errors (spec §8)', () => {
  it.each([
    ['RoutingNumberInvalid', 'paymentMethod.routingNumberInvalid'],
    ['RoutingNumberAchNotAllowed', 'paymentMethod.routingNumberInvalid'],
    ['RoutingAccountInvalidThirdParty', 'paymentMethod.accountInvalidThirdParty'],
    ['RoutingAccountInvalidInternal', 'paymentMethod.accountInvalidInternal'],
  ])('when the host answers %s then the text is %s', (code, key) => {
    expect(achValidationErrorKey(flag(code))).toBe(key);
    expect(achValidationErrorKey(new AchValidationRefused(code))).toBe(key);
  });
  it('when the failure has no error entries then "An error occurred."', () => {
    expect(achValidationErrorKey(new ApiError({ kind: 'http', status: 400 }))).toBe('paymentMethod.addError');
    expect(achValidationErrorKey(new AchValidationRefused(undefined))).toBe('paymentMethod.addError');
  });
});
