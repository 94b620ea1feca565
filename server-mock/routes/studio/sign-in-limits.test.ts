import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/start-test-app.ts';
import { STAFF_SIGN_IN_LIMITS } from '../../use-cases/limits/sign-in-limits.ts';
import { studioRouteApp } from './studio-test-kit.ts';

/** A sign-in from `address` (the test app trusts the loopback proxy, so X-Forwarded-For names the caller). */
async function signInFrom(app: TestApp, address: string, userName: string, password: string) {
  const res = await app.call('/studio/api/session', {
    json: { userName, password },
    headers: { 'x-forwarded-for': address },
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('staff sign-in limits', { timeout: 120_000 }, () => {
  const app = studioRouteApp({ trustProxy: 'loopback' });

  it('when a name is unknown, the password wrong or the account throttled elsewhere then the answers are byte-identical', async () => {
    for (let i = 0; i < STAFF_SIGN_IN_LIMITS.failuresPerAccountAndAddress; i += 1) {
      await signInFrom(app, '203.0.113.9', 'staff.publisher', 'wrong');
    }
    const unknown = await signInFrom(app, '198.51.100.1', 'nobody.here', 'wrong');
    const wrong = await signInFrom(app, '198.51.100.2', 'staff.editor', 'wrong');
    const throttledElsewhere = await signInFrom(app, '198.51.100.3', 'staff.publisher', 'wrong');
    expect(unknown.status).toBe(401);
    expect(wrong).toEqual(unknown);
    expect(throttledElsewhere).toEqual(unknown);
  });

  it('when one address fails too often for an account then it gets 429 with Retry-After, the same for an unknown name, and the owner still signs in from elsewhere', async () => {
    const { failuresPerAccountAndAddress, blockMinutes } = STAFF_SIGN_IN_LIMITS;
    for (const name of ['staff.publisher', 'nobody.here']) {
      for (let i = 0; i < failuresPerAccountAndAddress; i += 1)
        expect((await signInFrom(app, '203.0.113.7', name, 'wrong')).status).toBe(401);
    }
    const known = await signInFrom(app, '203.0.113.7', 'staff.publisher', 'Staff-pass1!');
    const unknown = await signInFrom(app, '203.0.113.7', 'nobody.here', 'wrong');
    expect(known.status).toBe(429);
    expect(Number(known.retryAfter)).toBeGreaterThan(blockMinutes * 60 - 60);
    expect(Number(known.retryAfter)).toBeLessThanOrEqual(blockMinutes * 60);
    expect(JSON.parse(known.body)).toEqual({
      message: expect.stringMatching(/^Too many sign-in attempts; try again in \d+ minutes?\.$/),
    });
    // The same answer; only the seconds to wait follow each pair's own first failure.
    expect({ ...unknown, retryAfter: 'n' }).toEqual({ ...known, retryAfter: 'n' });
    expect(Number(unknown.retryAfter)).toBeGreaterThan(blockMinutes * 60 - 60);
    expect((await signInFrom(app, '198.51.100.4', 'staff.publisher', 'Staff-pass1!')).status).toBe(200);
  });

  it('when a sign-in succeeds then the failures of that account from that address start again', async () => {
    const { failuresPerAccountAndAddress } = STAFF_SIGN_IN_LIMITS;
    for (let i = 0; i < failuresPerAccountAndAddress - 1; i += 1)
      await signInFrom(app, '203.0.113.8', 'staff.viewer', 'wrong');
    expect((await signInFrom(app, '203.0.113.8', 'staff.viewer', 'Staff-pass1!')).status).toBe(200);
    for (let i = 0; i < failuresPerAccountAndAddress - 1; i += 1)
      expect((await signInFrom(app, '203.0.113.8', 'staff.viewer', 'wrong')).status).toBe(401);
  });

  it('when one address tries more names than its limit per minute then it gets 429', async () => {
    const { attemptsPerAddressPerMinute } = STAFF_SIGN_IN_LIMITS;
    for (let i = 0; i < attemptsPerAddressPerMinute; i += 1) {
      expect((await signInFrom(app, '203.0.113.20', `name.${i}`, 'wrong')).status).toBe(401);
    }
    const over = await signInFrom(app, '203.0.113.20', 'staff.editor', 'Staff-pass1!');
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    expect((await signInFrom(app, '203.0.113.21', 'staff.editor', 'Staff-pass1!')).status).toBe(200);
  });

  it('when the name is unknown then the answer takes about as long as for a wrong password (the hash work is done too)', async () => {
    const time = async (userName: string, address: string) => {
      const start = performance.now();
      await signInFrom(app, address, userName, 'wrong');
      return performance.now() - start;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      unknown.push(await time('nobody.here', `192.0.2.${i}`));
      wrong.push(await time('staff.editor', `192.0.2.${i + 10}`));
    }
    // bcrypt dominates both; without it an unknown name would answer many times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(wrong)).toBeGreaterThan(median(unknown) * 0.5);
  });
});
