/**
 * The mobile bridge (access spec §4 "Mobile biometrics"): the interface the native app wrapper
 * injects as `window.PortalMobileBridge`, at API version 2. In a plain browser the web
 * implementation answers "not available" everywhere. See docs/decisions/098-mobile-bridge.md.
 */

/** The bridge API version this portal speaks. */
export const MOBILE_BRIDGE_API_VERSION = 2;

/** What the device reports about itself. */
export interface MobileDeviceInfo {
  /** Stable id of the installation (sent as deviceId / DeviceID). */
  deviceId: string;
  platform: 'android' | 'ios' | 'web';
  /** Version of the installed app; null or empty for an app too old to report it. */
  appVersion: string | null;
  /** ISO date of installation, for the in-app review rules. */
  installedAt?: string;
  /** How often the app was opened, for the in-app review rules. */
  appLoads?: number;
}

/**
 * The bridge's functions (API version 2). Every call is async because the native side answers over a message channel.
 */
export interface MobileBridge {
  readonly apiVersion: number;
  /** True inside the native app wrapper. */
  readonly isNative: boolean;
  /** The device has usable biometrics (fingerprint or face). */
  biometricsAvailable(): Promise<boolean>;
  /** Shows the device's biometric prompt; resolves true when the user passed it. */
  authenticate(reason: string): Promise<boolean>;
  /** Secure token storage (Keychain / Keystore on the device). */
  getToken(key: string): Promise<string | null>;
  setToken(key: string, value: string): Promise<void>;
  removeToken(key: string): Promise<void>;
  deviceInfo(): Promise<MobileDeviceInfo>;
  /** Asks the store for an in-app review. */
  requestReview(): Promise<void>;
}

declare global {
  interface Window {
    /** Injected by the native app wrapper before the portal starts. */
    PortalMobileBridge?: Partial<MobileBridge>;
  }
}

/** The bridge of a plain browser: every capability reports "not available" (docs/decisions/098-mobile-bridge.md). */
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

let override: MobileBridge | null = null;

/** Replaces the bridge (component tests use the test double; null restores detection). */
export function setMobileBridge(bridge: MobileBridge | null): void {
  override = bridge;
}

/** The functions a wrapper at API version 2 injects. */
const BRIDGE_FUNCTIONS = [
  'biometricsAvailable',
  'authenticate',
  'getToken',
  'setToken',
  'removeToken',
  'deviceInfo',
  'requestReview',
] as const;

/** An object the wrapper's script made (`{...}`), not a DOM element, a collection or any other class's instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The native wrapper's object, whatever its version. Page content can make `window.PortalMobileBridge` answer
 * an element (a browser exposes every element with that `id` or `name` there, through the window's prototype),
 * so only an own property of window that is a plain object counts: one with every version 2 function, or an
 * older wrapper that reports a version below 2 (it then gets the Update Now dialog).
 */
function nativeBridgeObject(): Partial<MobileBridge> | undefined {
  if (typeof window === 'undefined' || !Object.prototype.hasOwnProperty.call(window, 'PortalMobileBridge'))
    return undefined;
  const candidate: unknown = window.PortalMobileBridge;
  if (!isPlainObject(candidate) || typeof candidate.apiVersion !== 'number') return undefined;
  if (candidate.apiVersion < MOBILE_BRIDGE_API_VERSION) return candidate as Partial<MobileBridge>;
  return BRIDGE_FUNCTIONS.every((name) => typeof candidate[name] === 'function')
    ? (candidate as Partial<MobileBridge>)
    : undefined;
}

/** True inside the native app, whatever its version. */
export function isMobileApp(): boolean {
  return override ? override.isNative : nativeBridgeObject() !== undefined;
}

/** The bridge to use: the test override, the native wrapper at API version 2, else the web implementation. */
export function getMobileBridge(): MobileBridge {
  if (override) return override;
  const native = nativeBridgeObject();
  if (native && native.apiVersion === MOBILE_BRIDGE_API_VERSION)
    return { ...webMobileBridge, ...native, isNative: true } as MobileBridge;
  return webMobileBridge;
}

/** Spec: a 50 ms wait precedes reading mobile device info (the wrapper finishes its start-up meanwhile). */
export const DEVICE_INFO_DELAY_MS = 50;

/** Reads the device info after the spec's 50 ms wait. */
export async function readDeviceInfo(bridge: MobileBridge = getMobileBridge()): Promise<MobileDeviceInfo> {
  await new Promise((resolve) => setTimeout(resolve, DEVICE_INFO_DELAY_MS));
  return bridge.deviceInfo();
}

/**
 * True in a native app that reports no app version (an old app): the login screen then shows the
 * non-dismissable Update Now dialog. A wrapper older than API version 2 cannot report one at all.
 */
export async function needsAppUpdate(): Promise<boolean> {
  if (!isMobileApp()) return false;
  const bridge = getMobileBridge();
  if (!bridge.isNative) return true;
  const info = await readDeviceInfo(bridge).catch(() => null);
  return !info?.appVersion;
}
