import { describe, expect, it } from 'vitest';
import type { BuiltSubmit } from './submit-body';
import { paymentFingerprint, walletFingerprint } from './payment-fingerprint';
import { SHARED_KEY_TTL_MS, sharedKeyStore } from './shared-payment-key';

/** localStorage as one browser's tabs share it. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(name: string) {
    return this.items.get(name) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(name: string) {
    this.items.delete(name);
  }
  setItem(name: string, value: string) {
    this.items.set(name, value);
  }
  dump() {
    return [...this.items].join(' ');
  }
}

let counter = 0;
const keys = () => `key-${++counter}`;
const NOW = Date.parse('2026-11-24T15:00:00Z');

function built(
  amount: number,
  extra: { encrypted?: string; draftToken?: string | null; singleUse?: boolean } = {},
): BuiltSubmit {
  const Method = extra.singleUse
    ? { IsCard: true, SingleUseCard: { CardNumber: '4111111111111111' } }
    : { IsCard: false, AchInfo: { AccountType: 'Checking', AccountNumber: '4321', ProfileId: 'p-1' } };
  return {
    timing: 'recurring',
    isCard: false,
    body: {
      EncryptedData: extra.encrypted ?? 'enc-1',
      Payment: {
        LogonName: 'basic.user',
        Details: {
          PaymentDate: '2026-12-09',
          LoanAccountNumber: '0001-734140-5',
          PaymentAmount: amount,
          FirstPartyFee: 0,
          ThirdPartyFee: 0,
          AdditionalPrincipalAmount: 0,
          CurrentWithFeesDue: false,
        },
        AccountType: 0,
        IsPayoff: false,
        Method,
        AchDraftAgreementToken: extra.draftToken ?? null,
        RecurringDetails: { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 3 },
      },
    },
  } as unknown as BuiltSubmit;
}

describe('shared Idempotency-Key across tabs (decision 240)', () => {
  it("when a second tab confirms the same payment then it gets the first tab's key; another payment gets its own", () => {
    const storage = new MemoryStorage();
    const first = sharedKeyStore(storage, keys);
    const second = sharedKeyStore(storage, keys);
    const payment = paymentFingerprint(built(410.25))!;
    const key = first.claim(payment, NOW);
    expect(second.claim(payment, NOW + 60_000)).toBe(key);
    expect(second.claim(paymentFingerprint(built(410.26))!, NOW)).not.toBe(key);
  });

  it('when the key has expired then the same payment gets a new key and the old entry is gone', () => {
    const storage = new MemoryStorage();
    const store = sharedKeyStore(storage, keys);
    const payment = paymentFingerprint(built(100))!;
    const key = store.claim(payment, NOW);
    expect(store.claim(payment, NOW + SHARED_KEY_TTL_MS - 1)).toBe(key);
    const later = store.claim(payment, NOW + SHARED_KEY_TTL_MS);
    expect(later).not.toBe(key);
    expect(storage.length).toBe(1);
    expect(storage.dump()).not.toContain(key);
  });

  it('when the server refused the payment then the key is released in every tab', () => {
    const storage = new MemoryStorage();
    const first = sharedKeyStore(storage, keys);
    const payment = paymentFingerprint(built(100))!;
    const key = first.claim(payment, NOW);
    first.release(payment);
    expect(sharedKeyStore(storage, keys).claim(payment, NOW)).not.toBe(key);
  });

  it('storage holds only a hash and the key: no loan number, amount or borrower', () => {
    const storage = new MemoryStorage();
    sharedKeyStore(storage, keys).claim(paymentFingerprint(built(410.25))!, NOW);
    expect(storage.dump()).not.toMatch(/734140|410\.25|basic\.user/);
  });

  it('when storage refuses writes then the tab still reuses its own key', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = sharedKeyStore(storage, keys);
    const payment = paymentFingerprint(built(100))!;
    expect(store.claim(payment, NOW)).toBe(store.claim(payment, NOW + 1000));
  });
});

describe('payment fingerprint', () => {
  it('the same payment in two tabs has one fingerprint though its EncryptedData and draft agreement token differ', () => {
    expect(paymentFingerprint(built(100, { encrypted: 'a', draftToken: 't1' }))).toBe(
      paymentFingerprint(built(100, { encrypted: 'b', draftToken: 't2' })),
    );
    expect(paymentFingerprint(built(100))).not.toBe(paymentFingerprint(built(100.01)));
  });

  it('a single-use method has none (its whole number would be hashed), and wallets are told apart by wallet and amount', () => {
    expect(paymentFingerprint(built(100, { singleUse: true }))).toBeNull();
    const wallet = {
      AmountPaid: 25,
      WalletTypePayment: 'PayPal',
      LoanAccountNumber: '0001-734140-5',
      Fees: 0,
    } as const;
    expect(walletFingerprint(wallet)).toBe(walletFingerprint({ ...wallet }));
    expect(walletFingerprint(wallet)).not.toBe(walletFingerprint({ ...wallet, WalletTypePayment: 'Venmo' }));
  });
});

describe('shared key release', () => {
  it('when another tab released the key then this tab does not reuse it (a refused payment is not replayed)', () => {
    const storage = new MemoryStorage();
    const first = sharedKeyStore(storage, keys);
    const payment = paymentFingerprint(built(100))!;
    const key = first.claim(payment, NOW);
    sharedKeyStore(storage, keys).release(payment);
    expect(first.claim(payment, NOW)).not.toBe(key);
  });
});
