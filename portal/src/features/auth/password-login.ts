/**
 * The password login call as the login screen makes it: the device's trusted-device tokens (keyed
 * by customer id) go along so a trusted device skips the security code, and on a capable, opted-in
 * mobile device the device id too, so the server grants a biometric token.
 */
import { login } from '@/api/auth/login';
import type { LoginResponse } from '@/api/auth/login-types';
import { biometricsCapable, isOptedIn } from '@/mobile/biometrics';
import { getMobileBridge, readDeviceInfo } from '@/mobile/mobile-bridge';
import { readTrustedDeviceTokens } from '@/mobile/trusted-devices';

/** Signs in with user name and password. */
export async function passwordLogin(
  username: string,
  password: string,
  biometricsOption: boolean,
): Promise<LoginResponse> {
  const trustedDeviceTokens = await readTrustedDeviceTokens();
  const bridge = getMobileBridge();
  let deviceId = '';
  if ((await biometricsCapable(bridge, biometricsOption)) && (await isOptedIn(bridge))) {
    deviceId = (await readDeviceInfo(bridge).catch(() => ({ deviceId: '' }))).deviceId;
  }
  return login({
    username,
    password,
    ...(Object.keys(trustedDeviceTokens).length > 0 ? { trustedDeviceTokens } : {}),
    ...(deviceId ? { deviceId } : {}),
  });
}
