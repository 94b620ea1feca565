import { describe, expect, it } from 'vitest';
import { handOverCredentials, takeHandedOverCredentials } from './auto-login';

describe('auto-login hand-over (access spec §4 "Registration sections")', () => {
  it('when registration hands over credentials then the login screen takes them exactly once', () => {
    handOverCredentials({ username: 'emily.chen', password: 'Garden2026' });
    expect(takeHandedOverCredentials()).toEqual({ username: 'emily.chen', password: 'Garden2026' });
    expect(takeHandedOverCredentials()).toBeNull();
  });

  it('when nothing was handed over then there is nothing to take', () => {
    expect(takeHandedOverCredentials()).toBeNull();
  });
});
