/**
 * Gateway mode in-process: a stand-in host records what reaches it; the gateway (the real app in
 * gateway mode, its own store) forwards to it. What passes unchanged, what the gateway answers itself,
 * and what the borrower gets when the host is down or slow.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A host that records each request and answers by path. */
async function standInHost(): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url!.startsWith('/api/slow')) return void setTimeout(() => res.end('{}'), 2_000);
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-host-says': 'hello',
        'keep-alive': 'timeout=5',
        'proxy-authenticate': 'Basic',
      });
      res.end(JSON.stringify({ HasNoErrors: true, echoed: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

/** A raw request, so hop-by-hop headers are sent as given (fetch refuses some of them). */
function rawCall(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('gateway mode: the portal in front of the lender host', () => {
  let host: Awaited<ReturnType<typeof standInHost>>;
  let gateway: TestApp;

  beforeAll(async () => {
    host = await standInHost();
    gateway = await startTestApp({
      gateway: { upstreamUrl: host.url, contract: 'off', answerTimeoutMs: 500 },
      validateResponses: false,
    });
  });
  afterAll(async () => {
    await gateway.close();
    host.server.closeAllConnections();
    await new Promise((resolve) => host.server.close(resolve));
  });

  it('when a borrower calls the API then the host gets method, path, query, body and end-to-end headers unchanged, without hop-by-hop ones, with X-Forwarded-*', async () => {
    const body = JSON.stringify({ AccountNumber: '0001', Amount: 12.5 });
    const answer = await rawCall(
      `${gateway.url}/api/Payment/SubmitPayment?accountNumber=0001&x=%20y`,
      'POST',
      {
        'content-type': 'application/json',
        UserToken: 'token-abc',
        'Idempotency-Key': 'key-123',
        ServicingBranch: '7',
        Connection: 'keep-alive, X-Hop',
        'X-Hop': 'drop me',
        'Keep-Alive': 'timeout=5',
        'Proxy-Authorization': 'Basic c2VjcmV0',
        TE: 'trailers',
        Host: 'portal.lender.example',
      },
      body,
    );
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ HasNoErrors: true, echoed: body });
    expect(answer.headers['x-host-says']).toBe('hello');
    expect(answer.headers['proxy-authenticate']).toBeUndefined();
    expect(answer.headers['keep-alive']).not.toBe('timeout=5');
    const seen = host.seen.at(-1)!;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/Payment/SubmitPayment?accountNumber=0001&x=%20y', body });
    expect(seen.headers).toMatchObject({
      usertoken: 'token-abc',
      'idempotency-key': 'key-123',
      servicingbranch: '7',
      'content-type': 'application/json',
    });
    for (const hop of ['x-hop', 'keep-alive', 'proxy-authorization', 'te']) expect(seen.headers[hop]).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('portal.lender.example');
    expect(seen.headers.host).toBe(new URL(host.url).host);
  });

  it('when the portal loads ApplicationOptions then the gateway answers from the published settings, with ETag and 304, and the host never sees it', async () => {
    const before = host.seen.length;
    const first = await gateway.call('/api/setup/ApplicationOptions', { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"v1"');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await first.json()) as object).toHaveProperty('gassySettings');
    const again = await gateway.call('/api/setup/ApplicationOptions', { headers: { 'if-none-match': '"v1"' } });
    expect(again.status).toBe(304);
    expect(host.seen.length).toBe(before);
  });

  it('when a Spanish reader loads ApplicationOptions then the gateway adds the spanish set under its own ETag', async () => {
    const spanish = await gateway.call('/api/setup/ApplicationOptions?language=es', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('etag')).toBe('"v1-es"');
    expect(((await spanish.json()) as { gassySettings: object }).gassySettings).toHaveProperty('spanish');
    const again = await gateway.call('/api/setup/ApplicationOptions?language=es', {
      headers: { 'if-none-match': '"v1-es"' },
    });
    expect(again.status).toBe(304);
    const english = await gateway.call('/api/setup/ApplicationOptions', { headers: { 'if-none-match': '"v1-es"' } });
    expect(english.status).toBe(200);
    expect((await gateway.call('/api/setup/ApplicationOptions?language=xx')).status).toBe(400);
  });

  it('when anyone asks for the test controls then there are none, and nothing is forwarded', async () => {
    const before = host.seen.length;
    expect((await gateway.call('/__mock/scenarios')).status).toBe(404);
    expect(host.seen.length).toBe(before);
  });

  it('when the host is slow then the borrower gets 504 in the error body and the gateway still answers', async () => {
    const slow = await gateway.call('/api/slow');
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'UpstreamTimeout' }] });
    expect((await gateway.call('/healthz')).status).toBe(200);
  });

  it('when the host is down then calls answer 502 in the error body, /healthz stays up and /readyz names the host', async () => {
    const ready = await gateway.call('/readyz');
    expect(await ready.json()).toEqual({ status: 'ready', store: 'reachable', upstream: 'reachable' });
    host.server.closeAllConnections();
    await new Promise((resolve) => host.server.close(resolve));
    const down = await gateway.call('/api/login/userlogin', { json: { username: 'a', password: 'b' } });
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'UpstreamUnreachable' }] });
    expect((await gateway.call('/healthz')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the probe's kept result expires
    const readyDown = await gateway.call('/readyz');
    expect(readyDown.status).toBe(200);
    expect(await readyDown.json()).toEqual({ status: 'degraded', store: 'reachable', upstream: 'unreachable' });
    expect((await gateway.call('/api/setup/ApplicationOptions')).status).toBe(200);
  });
});
