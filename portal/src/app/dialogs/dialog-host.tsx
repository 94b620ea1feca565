/** `<DialogHost/>`: renders every open shell dialog, in opening order (mounted once, inside the router). */
import { lazy, Suspense } from 'react';
import { useLogoutNavigator } from '@/session/use-logout';
import { SessionTimeoutDialog } from '../idle/session-timeout-dialog';
import { useDialogStore, type OpenDialog } from '@/session/dialog-store';
import { ApplyForLoanDialog, RemoteBranchLocatorDialog } from './external-link-dialog';
import { LogoutDialog } from './logout-dialogs';
import { AcknowledgeDialog, ConfirmDialog } from './message-dialogs';
import { UnsavedNavigationDialog } from './unsaved-navigation-dialog';

/** Only a studio preview frame opens these: their chunk stays out of every borrower's page. */
const PreviewScreenDialog = lazy(() => import('./preview-screen-dialog'));

function DialogFor({ dialog }: { dialog: OpenDialog }) {
  const { id, request } = dialog;
  switch (request.kind) {
    case 'logoutConfirm':
    case 'unsavedLogout':
      return <LogoutDialog id={id} kind={request.kind} />;
    case 'sessionTimeout':
      return <SessionTimeoutDialog id={id} request={request} />;
    case 'unsavedNavigation':
      return <UnsavedNavigationDialog id={id} request={request} />;
    case 'applyForLoan':
      return <ApplyForLoanDialog id={id} />;
    case 'remoteBranchLocator':
      return <RemoteBranchLocatorDialog id={id} />;
    case 'confirm':
      return <ConfirmDialog id={id} request={request} />;
    case 'acknowledge':
      return <AcknowledgeDialog id={id} request={request} />;
    case 'previewScreen':
      return (
        <Suspense fallback={null}>
          <PreviewScreenDialog id={id} screen={request.screen} />
        </Suspense>
      );
  }
}

/** Renders the dialog stack. Mount it once inside the router: it also gives logouts their navigation. */
export function DialogHost() {
  useLogoutNavigator();
  const dialogs = useDialogStore((s) => s.dialogs);
  return (
    <>
      {dialogs.map((dialog) => (
        <DialogFor key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}
