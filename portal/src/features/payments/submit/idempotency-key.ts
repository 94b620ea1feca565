/**
 * A fresh `Idempotency-Key` for one confirmed payment (a payment is made once; the sandbox keeps a key's
 * first answer, decision 085). Random, so two tabs or two payments never share one. `crypto.randomUUID`
 * exists only in secure contexts; elsewhere (a sandbox reached over plain http on a LAN address) the key
 * is built from `crypto.getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
