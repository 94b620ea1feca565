/**
 * UPSTREAM_CONTRACT: the host's answers checked against the contract, each deviation logged once, the borrower never
 * blocked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

/** The answer a host that drifted from the contract gives: a number where text belongs, a required list missing. */
const DRIFTED = JSON.stringify({ HasNoErrors: true, Errors: [], Accounts: [{ Number: 7 }] });

describe('the host answers watched against the contract', () => {
  let host: Server;
  let hostUrl = '';
  let observing: TestApp;
  let blind: TestApp;
  const deviations = (app: TestApp) =>
    app.logs
      .map((line) => JSON.parse(line) as { msg: string; operation?: string; pointer?: string })
      .filter((l) => l.msg === 'host answer deviates from the contract');

  beforeAll(async () => {
    host = createServer((req, res) => {
      if (req.url!.startsWith('/api/accountList')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return void res.end(gzipSync(DRIFTED));
      }
      res.writeHead(418, { 'content-type': 'application/json' }).end('{"HasNoErrors":false}');
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    observing = await startTestApp({
      gateway: { upstreamUrl: hostUrl, contract: 'observe' },
      collectLogs: true,
      validateResponses: false,
    });
    blind = await startTestApp({
      gateway: { upstreamUrl: hostUrl, contract: 'off' },
      collectLogs: true,
      validateResponses: false,
    });
  }, 60_000);
  afterAll(async () => {
    await observing?.close();
    await blind?.close();
    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
  });

  it('when the host drifts from the contract then each operation and pointer is logged once, and the borrower still gets the answer as sent', async () => {
    const app = observing;
    for (let i = 0; i < 3; i++) {
      const res = await app.call('/api/accountList', { headers: { UserToken: 't' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(DRIFTED);
    }
    expect((await app.call('/api/MaintenanceMode')).status).toBe(418);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = deviations(app);
    const pointers = lines.filter((l) => l.operation === 'getAccountList').map((l) => l.pointer);
    expect(pointers).toContain('/Accounts/0/Number');
    expect(new Set(pointers).size).toBe(pointers.length);
    expect(lines.filter((l) => l.operation !== 'getAccountList').map((l) => l.pointer)).toEqual(['']);
    expect(app.logs.join('\n')).not.toContain('"Number":7');
  });

  it('when UPSTREAM_CONTRACT is off then nothing is checked or logged', async () => {
    const app = blind;
    expect(await (await app.call('/api/accountList', { headers: { UserToken: 't' } })).text()).toBe(DRIFTED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deviations(app)).toEqual([]);
  });
});
