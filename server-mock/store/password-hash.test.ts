import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('when two people choose the same password then their hashes differ (a salt each), and each verifies', async () => {
    const [first, second] = await Promise.all([
      hashPassword('plum-Orbit-canvas-77'),
      hashPassword('plum-Orbit-canvas-77'),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('plum-Orbit-canvas-77', first)).toBe(true);
    expect(await verifyPassword('plum-Orbit-canvas-77', second)).toBe(true);
    expect(await verifyPassword('plum-Orbit-canvas-78', first)).toBe(false);
  });

  it('when there is no user then no password verifies, not even the dummy one', async () => {
    expect(await verifyPassword('not-a-user-password', undefined)).toBe(false);
  });
});
