/** Test harness: the Payment Details modal on the fake API, with an opener button to check focus return. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderWithSettings } from '@/testing/render-with-settings';
import type { SettingValues } from '@schemas/settings/types';
import type { PaymentInfo, SelectedLoan } from '../../make-payment/payment-steps';
import { LazyPaymentDetailsModal } from '../lazy-payment-details-modal';
import { PaymentDetailsModal, type PaymentDetailsModalProps } from '../payment-details-modal';

/** The loan the tests pay (sandbox basic.user's first loan shape). */
export const testLoan: SelectedLoan = {
  accountNumber: '0101-100234-7',
  accountType: 0,
  cardBlocked: false,
  achBlocked: false,
  info: {} as PaymentInfo,
};

/** Every card brand allowed, as most institutions do. */
export const allBrands: SettingValues = {
  'generalPaymentOptions.allowVisaOption': 'true',
  'generalPaymentOptions.allowMasterCardOption': 'true',
  'generalPaymentOptions.allowAmexOption': 'true',
  'generalPaymentOptions.allowDiscoverOption': 'true',
};

/** Options of one render. */
export interface DetailsModalSetup {
  kind: 'card' | 'ach';
  routes?: FakeRoutes;
  settings?: SettingValues;
  saveAllowed?: boolean;
  saveForced?: boolean;
  /** Render the lazily loaded wrapper the Payment Type section uses (lazy-payment-details-modal.tsx). */
  lazy?: boolean;
}

/** Renders an "open" button and the modal (opened at once); returns the spies, the calls and the query client. */
export function renderDetailsModal({
  kind,
  routes = {},
  settings = {},
  saveAllowed = true,
  saveForced = false,
  lazy = false,
}: DetailsModalSetup) {
  const Modal = lazy ? LazyPaymentDetailsModal : PaymentDetailsModal;
  const fake = installFakeApi(routes);
  const onAdded = vi.fn<PaymentDetailsModalProps['onAdded']>();
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          New payment method
        </button>
        {open ? (
          <Modal
            kind={kind}
            loan={testLoan}
            saveAllowed={saveAllowed}
            saveForced={saveForced}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            onAdded={(added) => {
              onAdded(added);
              setOpen(false);
            }}
          />
        ) : null}
      </>
    );
  }
  renderWithSettings(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
    { settings: { ...allBrands, ...settings } },
  );
  return { user: userEvent.setup(), onAdded, onClose, calls: fake.calls, restore: fake.restore, queryClient };
}
