/** Test double of the mobile bridge: an in-memory device whose answers tests choose. */
import type { MobileBridge, MobileDeviceInfo } from './mobile-bridge';

/** Options of the fake device. */
export interface FakeBridgeOptions {
  biometrics?: boolean;
  /** What the biometric prompt answers. */
  authenticates?: boolean;
  deviceInfo?: Partial<MobileDeviceInfo>;
  tokens?: Record<string, string>;
}

/** A fake bridge plus what it recorded. */
export interface FakeMobileBridge extends MobileBridge {
  readonly tokens: Map<string, string>;
  readonly calls: { authenticate: number; requestReview: number };
}

/** Creates a fake native bridge (isNative true). */
export function createFakeMobileBridge(options: FakeBridgeOptions = {}): FakeMobileBridge {
  const tokens = new Map(Object.entries(options.tokens ?? {}));
  const calls = { authenticate: 0, requestReview: 0 };
  return {
    apiVersion: 2,
    isNative: true,
    tokens,
    calls,
    biometricsAvailable: () => Promise.resolve(options.biometrics ?? false),
    authenticate: () => {
      calls.authenticate += 1;
      return Promise.resolve(options.authenticates ?? true);
    },
    getToken: (key) => Promise.resolve(tokens.get(key) ?? null),
    setToken: (key, value) => {
      tokens.set(key, value);
      return Promise.resolve();
    },
    removeToken: (key) => {
      tokens.delete(key);
      return Promise.resolve();
    },
    deviceInfo: () =>
      Promise.resolve({ deviceId: 'device-1', platform: 'android', appVersion: '5.0.0', ...options.deviceInfo }),
    requestReview: () => {
      calls.requestReview += 1;
      return Promise.resolve();
    },
  };
}
