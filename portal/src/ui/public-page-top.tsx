/**
 * The top of a page that also works logged out (messages, branch locator, FAQ; accounts spec §2: "The
 * logged-out pages show a logo and a Back to Login link"). Logged in it renders nothing: the shell's
 * header is there already.
 */
import { Link } from 'react-router';
import { InstitutionLogo } from './institution-logo';
import './public-page-top.css';

/** Props of {@link PublicPageTop}. */
export interface PublicPageTopProps {
  loggedOut: boolean;
  /** The link text (shell.backToLoginText, or a page's own key such as locations.loginLink). */
  backLabel: string;
}

/** Logo and 'Back to Login' on logged-out pages. */
export function PublicPageTop({ loggedOut, backLabel }: PublicPageTopProps) {
  if (!loggedOut) return null;
  return (
    <div className="public-page-top">
      <div className="page__logo">
        <InstitutionLogo variant="full" />
      </div>
      <Link className="public-page-top__back" to="/home/login">
        {backLabel}
      </Link>
    </div>
  );
}
