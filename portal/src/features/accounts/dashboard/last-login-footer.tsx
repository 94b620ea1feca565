/** The dashboard footer (accounts spec §2): the previous login date (MM/dd/yyyy) and IP, linking to the login history. */
import { Link } from 'react-router';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { usDate } from '../account-format';

/** The previous-login line; nothing when the session has no previous login. */
export function LastLoginFooter() {
  const settings = useSettings();
  const user = useSessionStore((s) => s.user);
  const date = usDate(user?.lastLoggedIn);
  if (!user || date === '') return null;
  return (
    <p className="dashboard__last-login">
      {settings.text('dashboard.lastLoginText', { date, ip: user.lastLoggedInIP })}{' '}
      <Link to="/myaccount/loginHistory">{settings.text('dashboard.loginHistoryLink')}</Link>
    </p>
  );
}
