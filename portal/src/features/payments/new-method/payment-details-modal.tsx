/**
 * The Payment Details modal: new card or new ACH form, 'Save Payment Profile', Cancel and Continue, a
 * spinner and error lines (payments spec §2, §4 "New method"). A saved ACH account passes the ACH terms
 * modal first.
 */
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Modal } from '@/ui/modal';
import { Spinner } from '@/ui/spinner';
import { useId, useState } from 'react';
import type { SelectedLoan } from '../make-payment/payment-steps';
import { AchTermsModal } from './ach-terms-modal';
import { NewAchForm } from './new-ach-form';
import { NewCardForm } from './new-card-form';
import { useAddAch } from './use-add-ach';
import type { AddedMethod } from './added-method';
import { useAddCard } from './use-add-card';
import { DialogButton } from '@/ui/dialog-button';
import './new-method.css';

/** Props of the modal. */
export interface PaymentDetailsModalProps {
  readonly kind: 'card' | 'ach';
  readonly loan: SelectedLoan;
  /** 'Save Payment Profile' offered (card or ACH profiles allowed for this user). */
  readonly saveAllowed: boolean;
  /** Saving allowed but single use not: the method is saved without asking. */
  readonly saveForced: boolean;
  readonly onClose: () => void;
  readonly onAdded: (added: AddedMethod) => void;
}

/**
 * The modal (400 px). Continue submits the form; a checked method is saved (when forced or ticked) or handed
 * on for single use. Esc and Cancel close it unless a call is running; focus returns to the opener.
 */
export function PaymentDetailsModal({
  kind,
  loan,
  saveAllowed,
  saveForced,
  onClose,
  onAdded,
}: PaymentDetailsModalProps) {
  const settings = useSettings();
  const formId = useId();
  const saveBoxId = useId();
  const [saveTicked, setSaveTicked] = useState(false);
  const save = saveForced || (saveAllowed && saveTicked);
  const card = useAddCard(onAdded);
  const ach = useAddAch(loan.accountNumber, onAdded);
  const flow = kind === 'card' ? card : ach;
  const busy = flow.busy;

  // The terms modal is a sibling, not a child: a nested dialog's Tab and Esc would also reach this one's handlers.
  return (
    <>
      <Modal
        title={settings.text('paymentMethod.detailsHeading')}
        width={400}
        dismissable={!busy}
        onDismiss={onClose}
        actions={
          <>
            <DialogButton disabled={busy} onClick={onClose}>
              {settings.text('paymentMethod.cancelButton')}
            </DialogButton>
            <DialogButton primary type="submit" form={formId} disabled={busy}>
              {settings.text('paymentMethod.continueButton')}
            </DialogButton>
          </>
        }
      >
        <div className="payment-details">
          {kind === 'card' ? (
            <NewCardForm
              formId={formId}
              loanAccountNumber={loan.accountNumber}
              disabled={busy}
              onPayload={(payload) => card.submit(payload, save)}
            />
          ) : (
            <NewAchForm formId={formId} disabled={busy} onPayload={(payload) => ach.submit(payload, save)} />
          )}
          {saveAllowed && !saveForced ? (
            <p className="payment-details__save">
              <input
                id={saveBoxId}
                type="checkbox"
                checked={saveTicked}
                disabled={busy}
                onChange={(e) => setSaveTicked(e.target.checked)}
              />
              <label htmlFor={saveBoxId}>{settings.text('paymentMethod.saveProfileLabel')}</label>
            </p>
          ) : null}
          {busy ? <Spinner variant="large" label={settings.text('shell.loadingText')} /> : null}
          {flow.errorKey ? (
            <ErrorBanner className="payment-details__error">{settings.text(flow.errorKey)}</ErrorBanner>
          ) : null}
        </div>
      </Modal>
      {ach.terms ? (
        <AchTermsModal
          agreements={ach.terms.agreements}
          busy={ach.terms.busy}
          saveFailed={ach.terms.saveFailed}
          onAgree={ach.terms.agree}
          onDisagree={ach.terms.disagree}
        />
      ) : null}
    </>
  );
}
