/** getAmount step (payments spec §2 "Payment amount section"). Seam: replaced by the amount work (issue 12). */
import type { StepProps } from '../make-payment/payment-steps';

/** The payment amount section. */
export function AmountStep({ headingRef }: StepProps<'getAmount'>) {
  return (
    <section aria-labelledby="payment-amount-heading">
      <h2 id="payment-amount-heading" ref={headingRef} tabIndex={-1}>
        Payment Amount
      </h2>
    </section>
  );
}
