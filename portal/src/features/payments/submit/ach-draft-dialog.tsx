/**
 * The ACH draft agreement dialog (payments spec §4 "Submit": with requireAchDraftAgreementOption on, a
 * recurring ACH payment "needs the agreement dialog; the user must open the agreement link (a preview)
 * before Confirm enables"). Opening the link prepares the preview (PrepareAchDraftAgreementPreview) and
 * shows it in a new window; the preview's token goes with the submit as AchDraftAgreementToken.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  achDraftPreviewAddress,
  prepareAchDraftPreviewMutation,
  type AchDraftPreviewRequest,
} from '@/api/payments/prepare-ach-draft-preview';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Modal } from '@/ui/modal';
import { openInNewTab } from './new-tab';
import { DialogButton } from '@/ui/dialog-button';

/** Props of {@link AchDraftDialog}. */
export interface AchDraftDialogProps {
  /** What the preview is prepared for (the loan, the bank account, the amounts). */
  request: AchDraftPreviewRequest;
  /** Confirm, with the token of the preview the borrower opened. */
  onConfirm: (token: string) => void;
  onCancel: () => void;
}

/** The dialog; Confirm stays disabled until the preview was opened. */
export function AchDraftDialog({ request, onConfirm, onCancel }: AchDraftDialogProps) {
  const settings = useSettings();
  const prepare = useMutation(prepareAchDraftPreviewMutation());
  const [token, setToken] = useState<string | null>(null);

  const openPreview = () => {
    // The tab is opened within the click, before the call, so popup blockers let it through.
    const tab = openInNewTab();
    prepare.mutateAsync(request).then(
      (prepared) => {
        tab.go(achDraftPreviewAddress(prepared));
        setToken(prepared);
      },
      () => tab.close(),
    );
  };

  return (
    <Modal
      title={settings.text('payment.achDraftHeading')}
      width={400}
      onDismiss={onCancel}
      actions={
        <>
          <DialogButton onClick={onCancel}>{settings.text('payment.submitConfirmNo')}</DialogButton>
          <DialogButton primary disabled={token === null} onClick={() => token && onConfirm(token)}>
            {settings.text('payment.achDraftConfirm')}
          </DialogButton>
        </>
      }
    >
      <p>{settings.text('payment.achDraftText')}</p>
      <p>
        <button
          type="button"
          className="payment-submit__link"
          onClick={openPreview}
          disabled={prepare.isPending}
          data-autofocus
        >
          {settings.text('payment.achDraftLink')}
        </button>
      </p>
      {prepare.isError ? <ErrorBanner>{settings.text('paymentSubmitErrors.generic')}</ErrorBanner> : null}
    </Modal>
  );
}
