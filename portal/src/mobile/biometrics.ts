/**
 * Biometric sign-in state on the device (access spec §4 "Mobile biometrics"): opt-in, the first-run
 * offer, and the stored token with its expiry. Everything lives in the bridge's secure storage.
 */
import type { MobileBridge } from './mobile-bridge';

/** Keys in the bridge's token storage. */
export const BIOMETRIC_KEYS = {
  optIn: 'biometrics.optIn',
  offered: 'biometrics.offered',
  token: 'biometrics.token',
  expiration: 'biometrics.expiration',
} as const;

/** What the fingerprint area does when pressed. */
export type BiometricAction = 'tokenLogin' | 'needsStandardLogin' | 'offerEnable';

/** The device is capable: native bridge with biometrics and the institution's option on. */
export async function biometricsCapable(bridge: MobileBridge, optionOn: boolean): Promise<boolean> {
  return optionOn && bridge.isNative && (await bridge.biometricsAvailable().catch(() => false));
}

/** True once the user opted in. */
export async function isOptedIn(bridge: MobileBridge): Promise<boolean> {
  return (await bridge.getToken(BIOMETRIC_KEYS.optIn)) === 'true';
}

/** Records the user's answer to the offer (and that the offer was made). */
export async function setOptIn(bridge: MobileBridge, optIn: boolean): Promise<void> {
  await bridge.setToken(BIOMETRIC_KEYS.optIn, optIn ? 'true' : 'false');
  await bridge.setToken(BIOMETRIC_KEYS.offered, 'true');
  if (!optIn) await forgetBiometricToken(bridge);
}

/** First run of a capable device: the offer has not been made yet. */
export async function shouldOfferOnFirstRun(bridge: MobileBridge): Promise<boolean> {
  return (await bridge.getToken(BIOMETRIC_KEYS.offered)) === null;
}

/** A stored token that has not expired, or null. */
export async function storedBiometricToken(bridge: MobileBridge, now: Date = new Date()): Promise<string | null> {
  const token = await bridge.getToken(BIOMETRIC_KEYS.token);
  const expiration = await bridge.getToken(BIOMETRIC_KEYS.expiration);
  if (!token) return null;
  if (expiration && Number.isFinite(Date.parse(expiration)) && Date.parse(expiration) <= now.getTime()) return null;
  return token;
}

/** What pressing the fingerprint area does: token login if opted in with a token, else why not. */
export async function biometricAction(bridge: MobileBridge, now: Date = new Date()): Promise<BiometricAction> {
  if (!(await isOptedIn(bridge))) return 'offerEnable';
  return (await storedBiometricToken(bridge, now)) ? 'tokenLogin' : 'needsStandardLogin';
}

/** After login: keeps the token and its expiry on a capable, opted-in device. */
export async function rememberBiometricToken(
  bridge: MobileBridge,
  token: string,
  expiration: string | null | undefined,
): Promise<void> {
  if (!token || !expiration) return;
  if (!(await isOptedIn(bridge))) return;
  await bridge.setToken(BIOMETRIC_KEYS.token, token);
  await bridge.setToken(BIOMETRIC_KEYS.expiration, expiration);
}

/** Drops the stored token (refused by the server, or opt-out). */
export async function forgetBiometricToken(bridge: MobileBridge): Promise<void> {
  await bridge.removeToken(BIOMETRIC_KEYS.token);
  await bridge.removeToken(BIOMETRIC_KEYS.expiration);
}
