import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadOpenApiDocument } from './openapi-document';

// A throwaway Express 5 app with the real validator: proves the document compiles and that requests and
// responses are checked against it. The sandbox's own app (server-mock) wires the same middleware.
let server: Server;
let base = '';
let loginAnswer: unknown = { IsLoggedIn: true, UserToken: 'token-1' };

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use(
    OpenApiValidator.middleware({
      apiSpec: loadOpenApiDocument() as unknown as string,
      validateRequests: true,
      validateResponses: true,
    }),
  );
  app.post('/api/login/userlogin', (_req, res) => {
    res.json(loginAnswer);
  });
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    res.status(err.status ?? 500).json({ message: err.message, errors: err.errors ?? [] });
  };
  app.use(onError);
  server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('express-openapi-validator on the contract', () => {
  it('lets a valid login through to the handler', async () => {
    loginAnswer = { IsLoggedIn: true, UserToken: 'token-1' };
    const res = await postJson('/api/login/userlogin', { username: 'ann.lee', password: 'secret1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ IsLoggedIn: true, UserToken: 'token-1' });
  }, 60_000); // the first request loads and compiles the document

  it('answers 400 naming the field when a request field is misspelt', async () => {
    const res = await postJson('/api/login/userlogin', { usernme: 'ann.lee', password: 'secret1' });
    expect(res.status).toBe(400);
    const body = JSON.stringify(await res.json());
    expect(body).toContain('username');
  });

  it('answers 400 when a value breaks the spec limits (user name over 128 characters)', async () => {
    const res = await postJson('/api/login/userlogin', { username: 'a'.repeat(129), password: 'secret1' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('username');
  });

  it('refuses a logged-in call without the UserToken header', async () => {
    const res = await fetch(`${base}/api/accountList`);
    expect(res.status).toBe(401);
  });

  it('checks responses too: a handler answering a wrong type fails', async () => {
    loginAnswer = { IsLoggedIn: 'yes' };
    const res = await postJson('/api/login/userlogin', { username: 'ann.lee', password: 'secret1' });
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).toContain('IsLoggedIn');
  });

  it('accepts a multipart upload with its fields and names a missing one', async () => {
    const form = (withType: boolean) => {
      const data = new FormData();
      data.set('LoanNumber', '12-3456-7');
      if (withType) data.set('FileTypeID', '3');
      data.set('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'statement.pdf');
      return data;
    };
    const headers = { UserToken: 'token-1', ServicingBranch: '12' };
    const url = `${base}/api/file/UploadFileWithLoanNumber`;
    // No handler is mounted here, so a request that passes validation ends in Express's 404.
    expect((await fetch(url, { method: 'POST', headers, body: form(true) })).status).toBe(404);
    const refused = await fetch(url, { method: 'POST', headers, body: form(false) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('FileTypeID');
  });

  it('compiles the request validation of every operation (no call ends in a server error)', async () => {
    const failures: string[] = [];
    for (const op of listOperations(loadOpenApiDocument())) {
      const url = base + op.path.replace(/\{[^}]+\}/g, 'x');
      const hasBody = !['GET', 'DELETE'].includes(op.method);
      const res = await fetch(url, {
        method: op.method,
        headers: { UserToken: 'token-1', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { body: '{}' } : {}),
      });
      if (res.status >= 500) failures.push(`${op.method} ${op.path}: ${res.status} ${await res.text()}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
