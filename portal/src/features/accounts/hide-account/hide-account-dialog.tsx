import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountListQuery } from '@/api/accounts/get-account-list';
import { useHideAccount } from '@/api/accounts/hide-account';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { Modal } from '@/ui/modal';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { Spinner } from '@/ui/spinner';
import { DialogButton } from '@/ui/dialog-button';

/** Spec §9: "hide-account success dialog closes after 4000 ms". */
export const HIDE_SUCCESS_MS = 4000;

/** Props of {@link HideAccountDialog}. */
export interface HideAccountDialogProps {
  accountNumber: string;
  onClose: () => void;
}

/**
 * The hide-account dialog (accounts spec §2, §4 Hide account, 400 px): on success the account list is
 * refreshed, the success text shows (contact the institution to see the account again) and after 4 seconds
 * the dialog closes and the dashboard opens; on failure the error text shows.
 */
export function HideAccountDialog({ accountNumber, onClose }: HideAccountDialogProps) {
  const settings = useSettings();
  const t = settings.text;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hide = useHideAccount();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      onClose();
      void navigate(DASHBOARD_PATH);
    }, HIDE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, onClose]);

  const confirm = () => {
    hide.mutateAsync(accountNumber).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: accountListQuery().queryKey });
        setDone(true);
      },
      () => undefined,
    );
  };

  return (
    <Modal
      title={t('hideAccount.heading')}
      width={400}
      dismissable={!hide.isPending && !done}
      onDismiss={onClose}
      actions={
        done ? null : (
          <>
            <DialogButton primary busy={hide.isPending} onClick={confirm}>
              {t('hideAccount.confirmButton')}
            </DialogButton>
            <DialogButton busy={hide.isPending} onClick={onClose} autoFocusFirst>
              {t('hideAccount.cancelButton')}
            </DialogButton>
          </>
        )
      }
    >
      <div aria-live="polite">
        {done ? <p role="status">{t('hideAccount.successText')}</p> : <p>{t('hideAccount.confirmText')}</p>}
        {hide.isPending ? <Spinner label={t('hideAccount.heading')} showLabel={false} /> : null}
        {hide.isError ? <ErrorBanner inRegion>{t('hideAccount.errorText')}</ErrorBanner> : null}
      </div>
    </Modal>
  );
}
