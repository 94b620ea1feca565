/** getFrequency step (payments spec §2 "Payment Frequency section"). Seam: replaced by the frequency work (issue 12). */
import type { StepProps } from '../make-payment/payment-steps';

/** The Payment Frequency section. */
export function FrequencyStep({ headingRef }: StepProps<'getFrequency'>) {
  return (
    <section aria-labelledby="payment-frequency-heading">
      <h2 id="payment-frequency-heading" ref={headingRef} tabIndex={-1}>
        Payment Frequency
      </h2>
    </section>
  );
}
