import { afterEach, describe, expect, it } from 'vitest';
import { cookieOf } from '../routes/studio/studio-test-kit.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

/** What a TLS-terminating proxy in front of the sandbox adds to a browser's request to https://studio.example. */
const PROXIED = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'studio.example',
  'x-forwarded-for': '198.51.100.23',
  origin: 'https://studio.example',
};
const credentials = { userName: 'staff.publisher', password: 'Staff-pass1!' };

describe('behind a TLS proxy', { timeout: 60_000 }, () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('when TRUST_PROXY names the proxy then studio sign-in passes with a Secure cookie and a change passes the Origin check', async () => {
    app = await startTestApp({ trustProxy: 1 });
    const res = await app.call('/studio/api/session', { json: credentials, headers: PROXIED });
    expect(res.status).toBe(200);
    const flags = (res.headers.get('set-cookie') ?? '').split(';').map((p) => p.trim().toLowerCase());
    expect(flags).toContain('secure');
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const change = await app.call('/studio/api/config', {
      method: 'PUT',
      json: { fourEyes: true },
      headers: { ...PROXIED, cookie: cookieOf(res), 'x-csrf-token': csrfToken },
    });
    expect(change.status).toBe(200);
    await app.call('/api/login/userlogin', {
      json: { username: 'basic.user', password: 'Password1!' },
      headers: PROXIED,
    });
    const again = await app.call('/api/login/userlogin', {
      json: { username: 'basic.user', password: 'Password1!' },
      headers: PROXIED,
    });
    expect(((await again.json()) as { LastLoggedInIP: string }).LastLoggedInIP).toBe('198.51.100.23');
  });

  it("when TRUST_PROXY is not set then forwarded headers are not trusted: the https origin is refused and the address is the socket's", async () => {
    app = await startTestApp();
    const res = await app.call('/studio/api/session', { json: credentials, headers: PROXIED });
    expect(res.status).toBe(403);
    // The login answer reports the previous login's address: the socket's, not the forwarded one.
    await app.call('/api/login/userlogin', {
      json: { username: 'basic.user', password: 'Password1!' },
      headers: PROXIED,
    });
    const again = await app.call('/api/login/userlogin', {
      json: { username: 'basic.user', password: 'Password1!' },
      headers: PROXIED,
    });
    const { LastLoggedInIP } = (await again.json()) as { LastLoggedInIP: string };
    expect(LastLoggedInIP).not.toBe('');
    expect(LastLoggedInIP).not.toBe('198.51.100.23');
  });
});
