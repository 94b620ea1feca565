import { useEffect } from 'react';
import { useSettings } from '@/settings/use-settings';

/**
 * The optional leave-page warning (access spec §2): with shell.useLeavePageWarningOption on, the
 * browser asks before a reload or close ends the logged-in session. Browsers show their own
 * wording; the setting's text is passed for the few that still display it.
 */
export function useLeavePageWarning(): void {
  const settings = useSettings();
  const enabled = settings.flag('shell.useLeavePageWarningOption');
  const text = settings.text('shell.leavePageWarningText');
  useEffect(() => {
    if (!enabled) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Legacy browsers read the message from returnValue.
      event.returnValue = text;
      return text;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled, text]);
}
