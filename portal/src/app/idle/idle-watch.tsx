/**
 * `<IdleWatch/>`: mounted by the logged-in layout (mount = start, unmount = stop). After
 * `session.idleMilliseconds` (180000) without mouse move, key, scroll, mouse down or touch it opens
 * the time-out dialog; at the end of the countdown it logs out with error code `timeout`.
 */
import { useEffect, useRef } from 'react';
import { useSettings } from '@/settings/use-settings';
import { closeDialog, openDialog } from '@/session/dialog-store';
import { useLogout } from '@/session/use-logout';
import { setSecondsLeft } from './idle-store';
import { createIdleTimer } from './idle-timer';

/** The user events that count as activity (access spec §4). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'mousedown', 'touchstart'] as const;

/** Error code passed to the login screen after an idle time-out. */
export const TIMEOUT_ERROR_CODE = 'timeout';

/** Watches for inactivity while mounted; renders nothing. */
export function IdleWatch() {
  const settings = useSettings();
  const idleMs = settings.number('session.idleMilliseconds');
  const countdownSeconds = settings.number('session.countdownSeconds');
  const logout = useLogout();
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  useEffect(() => {
    let dialogId: number | null = null;
    const closeWarning = () => {
      if (dialogId !== null) closeDialog(dialogId);
      dialogId = null;
      setSecondsLeft(null);
    };
    const timer = createIdleTimer({
      idleMs,
      countdownSeconds,
      onWarn(secondsLeft) {
        setSecondsLeft(secondsLeft);
        dialogId = openDialog({
          kind: 'sessionTimeout',
          onResume: () => {
            dialogId = null;
            setSecondsLeft(null);
            timer.resume();
          },
        });
      },
      onTick: setSecondsLeft,
      onExpire() {
        closeWarning();
        logoutRef.current({ errorCode: TIMEOUT_ERROR_CODE });
      },
    });
    const onActivity = () => timer.activity();
    // Capture phase: scroll on inner elements does not bubble, and handlers that stop propagation must not hide
    // activity.
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    timer.start();
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      timer.stop();
      closeWarning();
    };
  }, [idleMs, countdownSeconds]);

  return null;
}
