/** Session time-out modal (350 px): 'Your session is about to expire!', the countdown, Resume. */
import { useSettings } from '@/settings/use-settings';
import { DialogButton } from '@/ui/dialog-button';
import { closeDialog, type DialogRequest } from '@/session/dialog-store';
import { Modal } from '@/ui/modal';
import { formatCountdown } from './format-countdown';
import { useIdleStore } from './idle-store';

/** Props: the dialog id and its request. */
export interface SessionTimeoutDialogProps {
  id: number;
  request: Extract<DialogRequest, { kind: 'sessionTimeout' }>;
}

/** The time-out dialog. Esc counts as Resume: a key press proves someone is there. */
export function SessionTimeoutDialog({ id, request }: SessionTimeoutDialogProps) {
  const settings = useSettings();
  const secondsLeft = useIdleStore((s) => s.secondsLeft) ?? settings.number('session.countdownSeconds');
  const resume = () => {
    closeDialog(id);
    request.onResume();
  };
  return (
    <Modal
      title={settings.text('session.timeoutTitle')}
      width={350}
      onDismiss={resume}
      actions={
        <DialogButton primary onClick={resume} autoFocusFirst>
          {settings.text('session.resumeButton')}
        </DialogButton>
      }
    >
      {/* Not a live region: announcing every second would drown a screen reader; the text is read on open. */}
      <p>{settings.text('session.timeoutText', { time: formatCountdown(secondsLeft) })}</p>
    </Modal>
  );
}
