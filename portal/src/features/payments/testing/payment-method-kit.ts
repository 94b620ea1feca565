/** Test-only: the payment screen with one loan, for the tests of its Payment Type and Payment Method section. */
import { screen, within } from '@testing-library/react';
import { resetShellState } from '@/testing/render-shell';
import { bothTypes, loanEntry, renderPaymentScreen } from './payment-screen-harness';

let restore = () => {};

/** For `afterEach`: the real API transport and a clean shell again. */
export function cleanUpSection(): void {
  restore();
  resetShellState();
}

/** The methods listing answer. */
type Methods = ReturnType<NonNullable<Parameters<typeof renderPaymentScreen>[0]['methods']>>;
/** The listing's default method (or null). */
export type DefaultMethod = Methods['DefaultPaymentMethod'];
/** A listing answer of `PaymentMethods` with its default. */
export const listing = (
  PaymentMethods: Methods['PaymentMethods'],
  DefaultPaymentMethod: DefaultMethod = null,
): Methods => ({
  HasNoErrors: true,
  Errors: [],
  PaymentMethods,
  DefaultPaymentMethod,
});

/** Renders the screen (settings: both types by default); {@link cleanUpSection} undoes it. */
export function renderSection(
  data: Partial<Parameters<typeof renderPaymentScreen>[0]> = {},
  settings: Record<string, string> = bothTypes,
) {
  const r = renderPaymentScreen({ accounts: [loanEntry('0001-100-5')], ...data }, settings);
  restore = r.restore;
  return r;
}

/** The Payment Type buttons. */
export const typeButtons = async () =>
  within(await screen.findByRole('group', { name: 'Payment Type' })).getAllByRole('button');
/** The Payment Frequency heading, once frequency is revealed. */
export const frequencyHeading = () => screen.queryByRole('heading', { name: 'Payment Frequency' });
