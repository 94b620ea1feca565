/**
 * Test-only: a stand-in for the payment details modal (another piece of work), for tests of the section that opens
 * it: it shows what the section hands it and reports a method back. Use it for both the modal and its lazy wrapper:
 * `vi.mock('../new-method/payment-details-modal', () => import('../testing/payment-details-stand-in'))`, and the same
 * for `lazy-payment-details-modal` (vitest's mock does not reach the wrapper's dynamic import).
 */
import type { PaymentDetailsModalProps } from '../new-method/payment-details-modal';

/** The stand-in: its kind and save flags as text, Cancel, 'Use once' (a single-use card) and 'Save card 4444'. */
export function PaymentDetailsModal({ kind, saveAllowed, saveForced, onClose, onAdded }: PaymentDetailsModalProps) {
  return (
    <div role="dialog" aria-label="Payment Details">
      <p>{`kind ${kind}, save ${String(saveAllowed)}, forced ${String(saveForced)}`}</p>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        onClick={() =>
          onAdded({
            saved: false,
            method: {
              kind: 'card',
              source: 'singleUse',
              card: {
                BillingAddress: { ZipCode: '12345' },
                CardHolderFirstName: 'Jane',
                CardHolderLastName: 'Smith',
                CardNumber: '4111111111111111',
                ExpirationDate: '12/30',
                SecurityCode: '123',
                CardType: 'visa',
                DebitCreditType: 'DebitCard',
                LoanAccountNumber: '0001-100-5',
              },
            },
          })
        }
      >
        Use once
      </button>
      <button type="button" onClick={() => onAdded({ saved: true, kind: 'card', lastFour: '4444' })}>
        Save card 4444
      </button>
    </div>
  );
}

/** The lazy wrapper's name for the same stand-in. */
export const LazyPaymentDetailsModal = PaymentDetailsModal;

/** Nothing to load. */
export const preloadPaymentDetailsModal = () => Promise.resolve({ PaymentDetailsModal });
