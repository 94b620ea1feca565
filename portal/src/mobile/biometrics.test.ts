import { describe, expect, it } from 'vitest';
import {
  biometricAction,
  biometricsCapable,
  rememberBiometricToken,
  setOptIn,
  shouldOfferOnFirstRun,
  storedBiometricToken,
  BIOMETRIC_KEYS,
} from './biometrics';
import { createFakeMobileBridge } from './fake-mobile-bridge';
import { webMobileBridge } from './mobile-bridge';

const now = new Date('2026-03-01T12:00:00Z');

describe('mobile biometrics (access spec §4)', () => {
  it('the web bridge reports biometrics as not available', async () => {
    expect(await biometricsCapable(webMobileBridge, true)).toBe(false);
  });
  it('a native device with biometrics is capable only when the institution option is on', async () => {
    const bridge = createFakeMobileBridge({ biometrics: true });
    expect(await biometricsCapable(bridge, true)).toBe(true);
    expect(await biometricsCapable(bridge, false)).toBe(false);
  });
  it('not opted in: pressing the fingerprint area prompts to enable', async () => {
    expect(await biometricAction(createFakeMobileBridge({ biometrics: true }), now)).toBe('offerEnable');
  });
  it('opted in without a token: a standard login is needed', async () => {
    const bridge = createFakeMobileBridge({ biometrics: true, tokens: { [BIOMETRIC_KEYS.optIn]: 'true' } });
    expect(await biometricAction(bridge, now)).toBe('needsStandardLogin');
  });
  it('opted in with a live token: token login; an expired token counts as none', async () => {
    const bridge = createFakeMobileBridge({
      biometrics: true,
      tokens: {
        [BIOMETRIC_KEYS.optIn]: 'true',
        [BIOMETRIC_KEYS.token]: 'tok',
        [BIOMETRIC_KEYS.expiration]: '2026-04-01T00:00:00Z',
      },
    });
    expect(await biometricAction(bridge, now)).toBe('tokenLogin');
    expect(await storedBiometricToken(bridge, new Date('2026-05-01T00:00:00Z'))).toBeNull();
  });
  it('offers on the first run only, and after login stores the token only for opted-in devices', async () => {
    const bridge = createFakeMobileBridge({ biometrics: true });
    expect(await shouldOfferOnFirstRun(bridge)).toBe(true);
    await rememberBiometricToken(bridge, 'tok', '2026-04-01T00:00:00Z');
    expect(bridge.tokens.has(BIOMETRIC_KEYS.token)).toBe(false);
    await setOptIn(bridge, true);
    expect(await shouldOfferOnFirstRun(bridge)).toBe(false);
    await rememberBiometricToken(bridge, 'tok', '2026-04-01T00:00:00Z');
    expect(bridge.tokens.get(BIOMETRIC_KEYS.token)).toBe('tok');
    expect(bridge.tokens.get(BIOMETRIC_KEYS.expiration)).toBe('2026-04-01T00:00:00Z');
  });
});
