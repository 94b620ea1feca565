/**
 * myaccount/deposits: the spec names the route only as the parent of deposit details (accounts
 * spec §2), with no page of its own, so it goes to the dashboard, where the deposits are listed.
 */
import { Navigate } from 'react-router';
import { DASHBOARD_PATH } from '@/ui/route-paths';

/** Sends myaccount/deposits to the dashboard. */
export function DepositsRedirect() {
  return <Navigate to={DASHBOARD_PATH} replace />;
}

export default DepositsRedirect;
