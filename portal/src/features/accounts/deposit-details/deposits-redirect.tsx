/**
 * myaccount/deposits: the spec names the route only as the parent of deposit details (accounts
 * spec §2), with no page of its own, so it goes to the dashboard, where the deposits are listed.
 */
import { Navigate } from 'react-router';

/** Sends myaccount/deposits to the dashboard. */
export function DepositsRedirect() {
  return <Navigate to="/myaccount/dashboard" replace />;
}

export default DepositsRedirect;
