import { Outlet } from 'react-router';
import { LazyDialogHost } from './lazy-dialog-host';
import { PageSync } from './page-sync';

/**
 * Frame of every page once settings are loaded: title and analytics sync, the routed layout, and
 * the dialog host (inside the router so dialogs can navigate, e.g. logout to home/login; loaded
 * on first use).
 */
export function RootFrame() {
  return (
    <>
      <PageSync />
      <Outlet />
      <LazyDialogHost />
    </>
  );
}
