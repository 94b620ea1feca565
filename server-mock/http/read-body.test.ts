import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { contractBody, requiredString } from './read-body.ts';

const requestWith = (body: unknown) => ({ body }) as Request;

describe('contractBody (decision 376)', () => {
  it('when the body is an object then it comes back typed as the contract body of the route', () => {
    const body = contractBody<'/api/Recovery/AnswerSecretQuestion'>(
      requestWith({ LogonName: 'jsmith', SecretAnswer: 'blue' }),
    );
    const answer: string = body.SecretAnswer;
    expect(answer).toBe('blue');
    // @ts-expect-error: the contract's RecoveryUser has no such field
    expect(body.Password).toBeUndefined();
  });

  it('when there is no body then it is the empty object, and a body that is no object is a 400', () => {
    expect(contractBody<'/api/Recovery/GetSecretQuestion'>(requestWith(undefined))).toEqual({});
    expect(() => contractBody<'/api/Recovery/GetSecretQuestion'>(requestWith([1]))).toThrow(
      'Body must be a JSON object',
    );
  });

  it('takes only contract paths whose POST has a JSON body (checked by npm run typecheck)', () => {
    // @ts-expect-error: not a path of the contract
    expect(contractBody<'/api/NoSuchPath'>(requestWith({}))).toEqual({});
  });
});

describe('field readers on a contract body', () => {
  it('read a field the contract declares; a name it lacks does not compile', () => {
    const body = contractBody<'/api/Login/ResetPassword'>(requestWith({ Enc: 'e', Password: 'p' }));
    expect(requiredString(body, 'Password')).toBe('p');
    // @ts-expect-error: ResetPasswordRequest has no field Pasword
    expect(() => requiredString(body, 'Pasword')).toThrow('Pasword must be a string');
  });
});
