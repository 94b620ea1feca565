import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../listen.ts';
import { createLogger } from '../logging/logger.ts';
import { errorMiddleware, notFound } from './error-middleware.ts';
import { isWholeCents } from '../../schemas/src/rules/money.ts';
import { MAX_UPLOAD_BYTES } from '../../schemas/src/rules/upload-limits.ts';
import { centsAsFormat, openApiValidation } from './openapi-validation.ts';

// A small app with the real validation, the real error middleware and stand-in handlers, so the
// validation's own behaviour is tested apart from the store and the area handlers.
let answer: unknown = { IsLoggedIn: true, UserToken: 't' };
let quote: unknown = { HasNoErrors: true, Errors: [] };
let uploaded: { fields: unknown; files: { fieldname: string; size: number }[] } | undefined;

async function start(validateResponses: boolean): Promise<RunningServer> {
  const app = express();
  app.use(openApiValidation({ bodyLimit: '100kb', validateResponses }));
  // Like an injected fault: a middleware answering before any route, with a status the operation does not declare.
  app.use(
    '/api/MaintenanceMode',
    (_req, res) => void res.status(418).json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Teapot' }] }),
  );
  app.post('/api/login/userlogin', (_req, res) => void res.json(answer));
  app.get('/api/PaymentInformation/GetPayOffQuote', (_req, res) => void res.json(quote));
  app.post('/api/file/UploadByCustomerID', (req, res) => {
    const files = (req as Request & { files?: { fieldname: string; size: number }[] }).files ?? [];
    uploaded = {
      fields: { ...(req.body as object) },
      files: files.map((f) => ({ fieldname: f.fieldname, size: f.size })),
    };
    res.json({ HasNoErrors: true, Errors: [] });
  });
  app.get('/assets/x.js', (_req, res) => void res.type('js').send('ok'));
  app.use('/api', notFound);
  app.use(errorMiddleware(createLogger({ level: 'silent' })));
  return listen(app, 0);
}

let checked: RunningServer;
let unchecked: RunningServer;
beforeAll(async () => {
  [checked, unchecked] = await Promise.all([start(true), start(false)]);
});
afterAll(async () => Promise.all([checked.close(), unchecked.close()]));

const post = (server: RunningServer, path: string, body: string, type = 'application/json') =>
  fetch(server.url + path, { method: 'POST', headers: { 'content-type': type }, body });
const login = (body: unknown) => post(checked, '/api/login/userlogin', JSON.stringify(body));
const form = (fields: Record<string, string>, file?: Blob) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  if (file) data.set('file', file, 'statement.pdf');
  return fetch(`${checked.url}/api/file/UploadByCustomerID`, {
    method: 'POST',
    headers: { UserToken: 't' },
    body: data,
  });
};

describe('request validation', () => {
  it('when a required field is missing then it answers 400 BadRequest naming the field', async () => {
    const res = await login({ username: 'ann.lee' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      HasNoErrors: false,
      Errors: [
        { ErrorMessage: 'BadRequest', Field: 'body.password', Detail: "must have required property 'password'" },
      ],
    });
  });

  it('when a field has the wrong type or an extra field is sent then it answers 400 naming it', async () => {
    expect(JSON.stringify(await (await login({ username: 5, password: 'p' })).json())).toContain(
      '"Field":"body.username"',
    );
    const extra = await login({ username: 'ann', password: 'p', admin: true });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(await extra.json())).toContain('admin');
  });

  it('when the path is unknown under /api then it answers 404 NotFound, and a wrong method 405', async () => {
    const unknown = await fetch(`${checked.url}/api/NoSuch/Call`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'NotFound' }] });
    const wrongMethod = await fetch(`${checked.url}/api/login/userlogin`);
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'MethodNotAllowed' }] });
  });

  it('when a query parameter is unknown or missing then it answers 400 naming it', async () => {
    const res = await fetch(
      `${checked.url}/api/PaymentInformation/GetPayOffQuote?AccountNumber=1-2-3&PayOffDate=2024-05-01&x=1`,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('"Field":"query.x"');
    const missing = await fetch(`${checked.url}/api/PaymentInformation/GetPayOffQuote?AccountNumber=1-2-3`);
    expect(JSON.stringify(await missing.json())).toContain('"Field":"query.PayOffDate"');
  });

  it('when the JSON is malformed, too large or not JSON then it answers 400, 413 and 415', async () => {
    expect(await (await post(checked, '/api/login/userlogin', '{"username":')).json()).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'MalformedJson' }],
    });
    expect(
      (await post(checked, '/api/login/userlogin', JSON.stringify({ username: 'x'.repeat(110_000) }))).status,
    ).toBe(413);
    expect(
      (await post(checked, '/api/login/userlogin', 'username=a', 'application/x-www-form-urlencoded')).status,
    ).toBe(415);
  });

  it('when a path is outside /api and /__mock then it is not validated', async () => {
    expect((await fetch(`${checked.url}/assets/x.js?v=1`)).status).toBe(200);
  });
});

// The routes read nested fields as the contract types them (contractBody, decision 404), with no reader of their own:
// the validation is what refuses a wrong nested field, naming it.
describe('nested fields the routes read typed', () => {
  it.each([
    [
      '/api/Login/VerifyNewUser',
      { Credentials: { UserName: 1, Password: 'p' }, SocialSecurityNumber: '1' },
      'body.Credentials.UserName',
    ],
    [
      '/api/login/userlogin',
      { username: 'a', password: 'p', trustedDeviceTokens: { d1: 1 } },
      'body.trustedDeviceTokens.d1',
    ],
    ['/api/AgreementLogging', { Agreements: ['x'], UserName: 'a' }, 'body.Agreements.0'],
    ['/api/AgreementLogging/LogAgreementRecords', { Records: [{ NameOfTerms: 'T' }] }, 'body.Records.0.AgreementType'],
    [
      '/api/Register/RegisterUser',
      {
        EmailAddress: 'a@b.co',
        LastName: 'L',
        Ssn: '1',
        LogonName: 'l',
        Password: 'p',
        Agreements: [{ AgreedTo: 'yes', AgreementType: 1 }],
      },
      'body.Agreements.0.AgreedTo',
    ],
    [
      '/api/PaymentScheduled/DeleteAch',
      { Token: 't', Payment: { EncryptedString: 'e' } },
      'body.Payment.LoanAccountNumber',
    ],
  ])('when %s gets a wrong nested field then it answers 400 naming %s', async (path, body, field) => {
    const res = await post(checked, path, JSON.stringify(body));
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as { Errors: { Field?: string }[] }).Errors.map((e) => e.Field);
    expect(fields).toContain(field);
  });

  it('when an upload field breaks its pattern then it answers 400 naming it', async () => {
    const res = await form({ FileTypeID: 'two' }, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('"Field":"body.FileTypeID"');
  });
});

describe('multipart uploads', () => {
  it('when an upload matches the contract then the handler gets the fields and the file in memory', async () => {
    const res = await form({ FileTypeID: '3' }, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(res.status).toBe(200);
    expect(uploaded?.files).toEqual([{ fieldname: 'file', size: 8 }]);
    expect(uploaded?.fields).toMatchObject({ FileTypeID: '3' });
  });

  it('when a field is missing or the stream is broken then it answers 400, never 500', async () => {
    const missing = await form({}, new Blob(['x']));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain('FileTypeID');
    const broken = await post(
      checked,
      '/api/file/UploadByCustomerID',
      '--b\r\nContent-Disposition: form-data; name="FileTypeID"\r\n\r\n3',
      'multipart/form-data; boundary=b',
    );
    expect(broken.status).toBe(400);
  });

  it('when the file is over the upload limit then it answers 413 with the code and the Message the portal shows', async () => {
    const res = await form({ FileTypeID: '3' }, new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'PayloadTooLarge' }],
      Message: 'The file is larger than 10 MB. Choose a smaller file.',
    });
  });
});

describe('response validation (tests only)', () => {
  it('when a handler answers outside the contract then tests get a 500 naming the field', async () => {
    answer = { IsLoggedIn: 'yes' };
    const res = await login({ username: 'ann', password: 'p' });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { Errors: { ErrorMessage: string; Field: string }[] };
    expect(body.Errors[0]).toMatchObject({ ErrorMessage: 'ResponseContractViolation', Field: 'response.IsLoggedIn' });
  });

  it('when responses are not checked (npm start) then the same answer goes out as it is', async () => {
    answer = { IsLoggedIn: 'yes' };
    const res = await post(unchecked, '/api/login/userlogin', JSON.stringify({ username: 'ann', password: 'p' }));
    expect(res.status).toBe(200);
  });

  it('when an amount is in whole cents then it passes even where binary floats are inexact', async () => {
    quote = { HasNoErrors: true, Errors: [], PayOffQuoteAmount: 2307.7 };
    const url = `${checked.url}/api/PaymentInformation/GetPayOffQuote?AccountNumber=1-2-3&PayOffDate=2024-05-01`;
    expect((await fetch(url)).status).toBe(200);
    quote = { HasNoErrors: true, Errors: [], PayOffQuoteAmount: 10.005 };
    expect((await fetch(url)).status).toBe(500);
  });

  it('when a middleware answers before any route (an injected fault) then its status is not held against the operation', async () => {
    const res = await fetch(`${checked.url}/api/MaintenanceMode`);
    expect(res.status).toBe(418);
  });
});

describe('whole cents', () => {
  it.each([
    [2307.7, true],
    [0.1 + 0.2, true],
    [19.99, true],
    [10.005, false],
    [1e-3, false],
  ])('when %d is checked then whole cents is %s', (value, expected) => {
    expect(isWholeCents(value)).toBe(expected);
  });

  it('when the contract is prepared then multipleOf 0.01 becomes the cents format', () => {
    const doc = { a: { type: 'number', multipleOf: 0.01 }, b: [{ multipleOf: 0.5 }] };
    centsAsFormat(doc);
    expect(doc).toEqual({ a: { type: 'number', format: 'sandbox-whole-cents' }, b: [{ multipleOf: 0.5 }] });
  });
});

describe('empty bodies', () => {
  it('when a call whose contract requires a body sends none then it answers 400 naming the body', async () => {
    const res = await post(checked, '/api/login/userlogin', '');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'BadRequest', Field: 'body' }],
    });
  });

  it('when a call whose contract makes the body optional sends none then validation lets it through', async () => {
    const res = await post(checked, '/api/CredentialValidationRules/GetLogonValidationRules', '');
    // No stand-in handler here: passing validation means reaching the 404 of the test app, not a 400.
    expect(res.status).toBe(404);
  });
});

describe('unknown query parameters', () => {
  it('when a call carries a query parameter its contract does not declare then it answers 400 naming it', async () => {
    const res = await fetch(`${checked.url}/__mock/outbox?to=a%40example.com&x_o%3A%3D=1`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ Errors: [{ ErrorMessage: 'BadRequest', Field: 'query.x_o:=' }] });
  });
});
