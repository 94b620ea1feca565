import { Link } from 'react-router';
import { InstitutionLogo } from '@/ui/institution-logo';
import { PageHeading } from '@/ui/page-heading';

/** Props of {@link PlaceholderPage}. */
export interface PlaceholderPageProps {
  /** The page title; it names the screen. */
  title: string;
  /** The sentence saying the screen is coming (shell.notBuiltText). */
  text: string;
  /** Where the back link goes; no link when undefined. */
  backTo?: string;
  backLabel: string;
  /** Logged-out pages show the institution logo (accounts spec §2). */
  showLogo?: boolean;
}

/** Page of a route whose screen is not built yet: it names the screen, so no route is ever blank. */
export function PlaceholderPage({ title, text, backTo, backLabel, showLogo = false }: PlaceholderPageProps) {
  return (
    <section className={showLogo ? 'page page--narrow card' : 'page card'}>
      {showLogo ? (
        <div className="page__logo">
          <InstitutionLogo variant="full" />
        </div>
      ) : null}
      <PageHeading>{title}</PageHeading>
      <p className="placeholder__text">{text}</p>
      {backTo ? (
        <p>
          <Link className="button button--secondary" to={backTo}>
            {backLabel}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
