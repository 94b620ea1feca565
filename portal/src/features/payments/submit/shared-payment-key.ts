/**
 * The Idempotency-Key of a payment shared by every tab of the browser (decision 240). A key is stored in localStorage
 * under a hash of what makes the
 * payment the same payment (borrower, loan, date, amount and fees, payoff, method, frequency), so a second
 * tab confirming the very same payment sends the same key and the server replays the first answer instead
 * of paying again. The entry expires after {@link SHARED_KEY_TTL_MS}; it is removed at once when the server
 * refused the payment (nothing was paid, so the next confirm is a new payment). The key is not a secret
 * (it only names a request), and the hash keeps loan numbers and amounts out of storage.
 */
import { newIdempotencyKey } from './idempotency-key';

/**
 * How long a confirmed payment's key is shared: long enough for a second tab, short enough for a real second payment.
 */
export const SHARED_KEY_TTL_MS = 5 * 60_000;

const PREFIX = 'payment-key:';

interface Entry {
  key: string;
  expires: number;
}

/** A 53-bit string hash (cyrb53) as hex: names the entry without putting the payment's fields in storage. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** Reads, claims and releases shared keys. */
export interface SharedKeyStore {
  /** The key of the payment `fingerprint`: the stored one while it lives, else a new one (stored). */
  claim(fingerprint: string, now: number): string;
  /** Forgets the payment's key (the server refused it). */
  release(fingerprint: string): void;
}

function parseEntry(raw: string | null): Entry | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Entry>;
    return typeof value.key === 'string' && typeof value.expires === 'number'
      ? { key: value.key, expires: value.expires }
      : null;
  } catch {
    return null;
  }
}

/**
 * A store over `storage` (the browser's localStorage). Storage can be missing or refuse writes (private
 * modes, quota): the store then keeps entries in memory, which still covers this tab.
 */
export function sharedKeyStore(storage: Storage | null, makeKey: () => string = newIdempotencyKey): SharedKeyStore {
  const memory = new Map<string, string>();
  const read = (name: string): string | null => {
    try {
      // Another tab's entry wins; memory holds this tab's entry when storage refused the write.
      return storage?.getItem(name) ?? memory.get(name) ?? null;
    } catch {
      return memory.get(name) ?? null;
    }
  };
  const write = (name: string, value: string | null) => {
    try {
      if (!storage) throw new Error('no storage');
      if (value === null) storage.removeItem(name);
      else storage.setItem(name, value);
      // Stored for every tab: a copy here could outlive another tab's release.
      memory.delete(name);
    } catch {
      // This tab still sends one key per payment.
      if (value === null) memory.delete(name);
      else memory.set(name, value);
    }
  };
  const pruneExpired = (now: number) => {
    if (!storage) return;
    try {
      for (let i = storage.length - 1; i >= 0; i--) {
        const name = storage.key(i);
        if (name?.startsWith(PREFIX) && (parseEntry(storage.getItem(name))?.expires ?? 0) <= now)
          storage.removeItem(name);
      }
    } catch {
      // Nothing to clean when storage cannot be read.
    }
  };
  return {
    claim(fingerprint, now) {
      const name = PREFIX + hashText(fingerprint);
      const stored = parseEntry(read(name));
      if (stored && stored.expires > now) return stored.key;
      pruneExpired(now);
      const entry: Entry = { key: makeKey(), expires: now + SHARED_KEY_TTL_MS };
      write(name, JSON.stringify(entry));
      return entry.key;
    },
    release(fingerprint) {
      write(PREFIX + hashText(fingerprint), null);
    },
  };
}

/** The browser's localStorage, or null where reading it throws (storage disabled). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
