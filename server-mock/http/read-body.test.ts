import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { contractBody, contractForm, requiredString } from './read-body.ts';

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

  it('takes only contract paths with a JSON body (checked by npm run typecheck)', () => {
    // @ts-expect-error: not a path of the contract
    expect(contractBody<'/api/NoSuchPath'>(requestWith({}))).toEqual({});
    // @ts-expect-error: POST /__mock/reset takes no body
    expect(contractBody<'/__mock/reset'>(requestWith({}))).toEqual({});
  });
});

describe('contractBody on PUT and /__mock paths, and on several paths (decision 404)', () => {
  it('when a test control takes a PUT body then its nested fields come typed', () => {
    const body = contractBody<'/__mock/settings'>(requestWith({ settings: { 'portal.x': 'y' } }));
    const value: string | undefined = body.settings?.['portal.x'];
    expect(value).toBe('y');
    // @ts-expect-error: MockSettingsOverride has no field overrides
    expect(body.overrides).toBeUndefined();
  });

  it('when a route serves several paths then the body is the union of theirs', () => {
    const body = contractBody<'/api/PaymentScheduled/DeleteAch' | '/api/PaymentRecurring/DeleteCard'>(
      requestWith({ Token: 't', Payment: { EncryptedString: 'e', LoanAccountNumber: '1' } }),
    );
    const account: string = body.Payment.LoanAccountNumber;
    expect(account).toBe('1');
  });
});

describe('contractForm (uploads)', () => {
  it("when an upload's fields are read then they are typed from the contract, without the file part", () => {
    const form = contractForm<'/api/file/UploadFileWithLoanNumber'>(requestWith({ LoanNumber: '7', FileTypeID: '2' }));
    const loan: string = form.LoanNumber;
    expect([loan, form.FileTypeID]).toEqual(['7', '2']);
    // @ts-expect-error: the file is in req.files, not in the body
    expect(form.file).toBeUndefined();
    // @ts-expect-error: a JSON-body path has no multipart form
    expect(contractForm<'/api/Login/Logout'>(requestWith({}))).toEqual({});
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
