/** makePayment step: total, confirm and submit (payments spec §4 "Submit"). Seam: replaced by the submit work (issue 12). */
import type { StepProps } from '../make-payment/payment-steps';

/** The submit area. `onStartOver` returns the screen to its first step (after a delete, for example). */
export function SubmitStep({ headingRef }: StepProps<'makePayment'> & { onStartOver: () => void }) {
  return (
    <section aria-labelledby="payment-submit-heading">
      <h2 id="payment-submit-heading" ref={headingRef} tabIndex={-1}>
        Review and Submit
      </h2>
    </section>
  );
}
