/**
 * Trusted-device tokens (access spec §4: "kept locally, keyed by customer id"). They are device
 * credentials, so never in localStorage (docs/decisions/096-trusted-devices.md):
 * - in the mobile app: the bridge's secure storage (Keychain / Keystore);
 * - in a browser: IndexedDB, each token encrypted with an AES-GCM key that WebCrypto created as
 *   non-extractable (the key's bytes can never be read by script, copied out of the profile as text,
 *   or sent anywhere; only this origin can use it to decrypt).
 */
import { getMobileBridge, type MobileBridge } from './mobile-bridge';

/** Where a device keeps its trusted-device tokens. */
export interface TrustedDeviceStore {
  /** Every token, keyed by customer id (the login call's `trustedDeviceTokens`). */
  all(): Promise<Record<string, string>>;
  save(customerId: string, token: string): Promise<void>;
  remove(customerId: string): Promise<void>;
}

/** Bridge storage key of the token map. */
export const TRUSTED_DEVICES_KEY = 'trustedDevices';

/** Store on the bridge's secure storage. */
export function bridgeTrustedDeviceStore(bridge: MobileBridge): TrustedDeviceStore {
  const read = async (): Promise<Record<string, string>> => {
    try {
      const parsed: unknown = JSON.parse((await bridge.getToken(TRUSTED_DEVICES_KEY)) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  return {
    all: read,
    save: async (customerId, token) =>
      bridge.setToken(TRUSTED_DEVICES_KEY, JSON.stringify({ ...(await read()), [customerId]: token })),
    remove: async (customerId) => {
      const { [customerId]: _gone, ...rest } = await read();
      await bridge.setToken(TRUSTED_DEVICES_KEY, JSON.stringify(rest));
    },
  };
}

/** Store in memory (tests, and browsers without IndexedDB or WebCrypto: trust then lasts for the page). */
export function memoryTrustedDeviceStore(): TrustedDeviceStore {
  const tokens = new Map<string, string>();
  return {
    all: () => Promise.resolve(Object.fromEntries(tokens)),
    save: (customerId, token) => Promise.resolve(void tokens.set(customerId, token)),
    remove: (customerId) => Promise.resolve(void tokens.delete(customerId)),
  };
}

const DB_NAME = 'portal-device';
const STORE = 'trustedDevices';
const KEY_ID = '__key';

interface Sealed {
  iv: Uint8Array;
  data: ArrayBuffer;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

async function deviceKey(): Promise<CryptoKey> {
  const known = await withStore<CryptoKey | undefined>(
    'readonly',
    (s) => s.get(KEY_ID) as IDBRequest<CryptoKey | undefined>,
  );
  if (known) return known;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await withStore('readwrite', (s) => s.put(key, KEY_ID));
  return key;
}

/** Store in IndexedDB with tokens sealed by a non-extractable AES-GCM key. */
export function webTrustedDeviceStore(): TrustedDeviceStore {
  return {
    async all() {
      const key = await deviceKey();
      const keys = (await withStore('readonly', (s) => s.getAllKeys())).filter(
        (k): k is string => typeof k === 'string' && k !== KEY_ID,
      );
      const out: Record<string, string> = {};
      for (const customerId of keys) {
        const sealed = await withStore<Sealed | undefined>(
          'readonly',
          (s) => s.get(customerId) as IDBRequest<Sealed | undefined>,
        );
        if (!sealed) continue;
        try {
          const iv = new Uint8Array(sealed.iv);
          out[customerId] = new TextDecoder().decode(
            await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed.data),
          );
        } catch {
          // sealed by a key that no longer exists: the trust is simply gone
        }
      }
      return out;
    },
    async save(customerId, token) {
      const key = await deviceKey();
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(token));
      await withStore('readwrite', (s) => s.put({ iv, data } satisfies Sealed, customerId));
    },
    async remove(customerId) {
      await withStore('readwrite', (s) => s.delete(customerId));
    },
  };
}

let fallback: TrustedDeviceStore | null = null;
let override: TrustedDeviceStore | null = null;

/** Replaces the store (component tests); null restores the default. */
export function setTrustedDeviceStore(store: TrustedDeviceStore | null): void {
  override = store;
}

/** The store of this device: the bridge in the app, IndexedDB in a browser, memory as the last resort. */
export function trustedDeviceStore(): TrustedDeviceStore {
  if (override) return override;
  const bridge = getMobileBridge();
  if (bridge.isNative) return bridgeTrustedDeviceStore(bridge);
  if (typeof indexedDB !== 'undefined' && typeof crypto !== 'undefined' && crypto.subtle)
    return webTrustedDeviceStore();
  fallback ??= memoryTrustedDeviceStore();
  return fallback;
}

/** All tokens, or none when the storage fails (the login then simply asks for the code). */
export async function readTrustedDeviceTokens(): Promise<Record<string, string>> {
  try {
    return await trustedDeviceStore().all();
  } catch {
    return {};
  }
}
