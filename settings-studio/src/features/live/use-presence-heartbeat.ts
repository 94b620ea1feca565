/**
 * Tells colleagues this tab has a key open (decision 365): a heartbeat at once and every
 * `presenceHeartbeatSeconds` while the key is open, and a leave when another key opens, the page unmounts or the
 * tab closes (sent with keepalive; if it is lost, the server forgets the tab after `presenceWindowSeconds`).
 * Presence is a courtesy: a failed call is not shown.
 */
import { useEffect } from 'react';
import { presenceHeartbeatSeconds } from '@schemas/studio/live-colleagues';
import { reportAbsence, reportPresence } from '@studio/api/report-presence';
import type { DraftScope } from '@studio/api/save-draft-value';

/** Reports the open key (`null`: none, or a viewer, who only looks). */
export function usePresenceHeartbeat(open: { scope: DraftScope; key: string } | null): void {
  const scope = open?.scope;
  const key = open?.key;
  useEffect(() => {
    if (scope === undefined || key === undefined) return;
    const beat = () => void reportPresence(scope, key).catch(() => undefined);
    const leave = () => void reportAbsence(scope, key, { keepalive: true }).catch(() => undefined);
    beat();
    const timer = setInterval(beat, presenceHeartbeatSeconds * 1000);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [scope, key]);
}
