import { useCallback } from 'react';
import { openDialog } from '@/session/dialog-store';
import { useLogout } from '@/session/use-logout';
import type { MenuAction } from './menu-items';

/** Runs a menu item that is not a plain link: dialogs and logout (links render as NavLink). */
export function useMenuAction(): (action: Exclude<MenuAction, { kind: 'link' }>) => void {
  const logout = useLogout();
  return useCallback(
    (action) => {
      switch (action.kind) {
        case 'logout':
          logout({ confirm: true });
          return;
        case 'applyForLoan':
          openDialog({ kind: 'applyForLoan' });
          return;
        case 'remoteBranchLocator':
          openDialog({ kind: 'remoteBranchLocator' });
          return;
      }
    },
    [logout],
  );
}
