/** Links under the login form (access spec §2 "Login screen"): register, forgot login, browser requirements and FAQ. */
import { Link } from 'react-router';
import { useSettings } from '@/settings/use-settings';

/** The login screen's links. */
export function LoginLinks() {
  const settings = useSettings();
  const browserUrl = settings.text('loginPage.browserRequirementsUrl').trim();
  return (
    <ul className="login-page__links">
      <li>
        <Link to="/home/register">{settings.text('loginPage.createAccountLink')}</Link>
      </li>
      <li>
        <Link to="/home/recovery">{settings.text('loginPage.cantSignInLink')}</Link>
      </li>
      {browserUrl ? (
        <li>
          <a href={browserUrl} target="_blank" rel="noopener noreferrer">
            {settings.text('loginPage.browserRequirementsLink')}
          </a>
        </li>
      ) : null}
      {settings.flag('portal.useFAQOption') ? (
        <li>
          <Link to="/home/faq">{settings.text('loginPage.faqLink')}</Link>
        </li>
      ) : null}
    </ul>
  );
}
