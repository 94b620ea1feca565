/**
 * The Payment Details modal loaded when it first opens (decision 265): the card and ACH forms
 * bring the rjsf renderer, about 50 KB gzip, which a borrower paying with a saved method never needs.
 */
import { lazy, Suspense } from 'react';
import { useSettings } from '@/settings/use-settings';
import { Spinner } from '@/ui/spinner';
import type { PaymentDetailsModalProps } from './payment-details-modal';

/**
 * Starts loading the modal's chunk. The Payment Type section calls it when a user points at or chooses a
 * card or ACH type, so the chunk is usually there before the modal opens; a second call reuses the first load.
 */
export const preloadPaymentDetailsModal = () =>
  (loading ??= import('./payment-details-modal').catch((error: unknown) => {
    // A failed load (the network) is tried again by the next call.
    loading = undefined;
    throw error;
  }));
let loading: Promise<typeof import('./payment-details-modal')> | undefined;

/** The chunk's load, once started: component tests wait for it before their test environment goes away. */
export const paymentDetailsModalLoad = () => loading;

const PaymentDetailsModal = lazy(() => preloadPaymentDetailsModal().then((m) => ({ default: m.PaymentDetailsModal })));

/**
 * {@link PaymentDetailsModal} behind Suspense. While the chunk loads, focus stays on the button that opened it
 * (the modal takes its opener from the focused element when it mounts, and gives focus back on close) and a
 * status line says it is loading.
 */
export function LazyPaymentDetailsModal(props: PaymentDetailsModalProps) {
  const settings = useSettings();
  return (
    <Suspense fallback={<Spinner variant="large" label={settings.text('shell.loadingText')} />}>
      <PaymentDetailsModal {...props} />
    </Suspense>
  );
}
