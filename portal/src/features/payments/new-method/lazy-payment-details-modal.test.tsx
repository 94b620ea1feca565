import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings } from '@/settings/settings-store';
import { renderDetailsModal } from './testing/render-details-modal';

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

describe('Payment Details modal loaded when it opens (decision 265)', () => {
  it('when the lazily loaded modal opens then focus moves into it, and Esc returns focus to the button that opened it', async () => {
    const r = renderDetailsModal({ kind: 'ach', lazy: true });
    restore = r.restore;
    await r.user.click(screen.getByRole('button', { name: 'New payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(within(dialog).getByLabelText('Routing Number')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await r.user.keyboard('{Escape}');
    expect(r.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New payment method' })).toHaveFocus());
  });
});
