/** The bridge of a plain browser: every capability reports "not available" (docs/decisions/098-mobile-bridge.md). */
import type { MobileBridge } from './mobile-bridge';

/** The web implementation of the mobile bridge. */
export const webMobileBridge: MobileBridge = {
  apiVersion: 2,
  isNative: false,
  biometricsAvailable: () => Promise.resolve(false),
  authenticate: () => Promise.resolve(false),
  // No secure storage in a browser: nothing is kept, nothing is found.
  getToken: () => Promise.resolve(null),
  setToken: () => Promise.resolve(),
  removeToken: () => Promise.resolve(),
  deviceInfo: () => Promise.resolve({ deviceId: '', platform: 'web', appVersion: null }),
  requestReview: () => Promise.resolve(),
};
