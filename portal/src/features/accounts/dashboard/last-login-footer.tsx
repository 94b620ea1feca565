/**
 * The dashboard footer (accounts spec §2): the previous login date (MM/dd/yyyy) and IP, linking to the login history.
 */
import { Link } from 'react-router';
import { dateText } from '@schemas/rules/host-format';
import { useSessionStore } from '@/session/session-store';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';

/**
 * The previous-login line and the login history link. A first-time user has no previous login: the
 * line is left out, the link stays (the history holds this very login).
 */
export function LastLoginFooter() {
  const settings = useSettings();
  const language = useLanguage();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const date = dateText(user.lastLoggedIn, language);
  return (
    <p className="dashboard__last-login">
      {date === '' ? null : <>{settings.text('dashboard.lastLoginText', { date, ip: user.lastLoggedInIP })} </>}
      <Link to="/myaccount/loginHistory">{settings.text('dashboard.loginHistoryLink')}</Link>
    </p>
  );
}
