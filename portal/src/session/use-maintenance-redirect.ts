/**
 * Recovery and registration (access §2: "If maintenance mode is on, the user is sent to login"): the page
 * checks when it opens, and registration again before each section change (§4). A failed check leaves the
 * page usable: the calls themselves report maintenance too.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { checkMaintenanceMode } from '@/api/auth/get-maintenance-mode';
import { DOWN_ERROR_CODE, loginPath } from './logout-service';

/** Where maintenance mode sends the visitor: login with the offline message. */
export const MAINTENANCE_LOGIN_PATH = loginPath(DOWN_ERROR_CODE);

/** What a page does about maintenance mode besides the check on open. */
export interface MaintenanceRedirect {
  /** Sends the visitor to login with the offline message (a call answered maintenanceModeEnabled). */
  toMaintenance(): void;
  /** Checks again; true (and the visitor is on the way to login) when maintenance mode is on. */
  checkMaintenance(): Promise<boolean>;
}

/** Checks maintenance mode when the page opens and sends the visitor to login while it is on. */
export function useMaintenanceRedirect(): MaintenanceRedirect {
  const navigate = useNavigate();
  const toMaintenance = () => void navigate(MAINTENANCE_LOGIN_PATH, { replace: true });

  // Once per visit: a data router's navigate is stable.
  useEffect(() => {
    let active = true;
    checkMaintenanceMode()
      .then((mode) => active && mode.isEnabled && void navigate(MAINTENANCE_LOGIN_PATH, { replace: true }))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [navigate]);

  return {
    toMaintenance,
    async checkMaintenance() {
      const mode = await checkMaintenanceMode().catch(() => ({ isEnabled: false }));
      if (mode.isEnabled) toMaintenance();
      return mode.isEnabled;
    },
  };
}
