import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';

/** Props of {@link RouteErrorView}. */
export interface RouteErrorViewProps {
  heading: string;
  /** The page-error banner text: 'An error occurred while trying to load that page.' by default. */
  text: string;
  retryLabel: string;
  onRetry: () => void;
  /** When no layout surrounds the view it provides the main landmark itself. */
  standalone?: boolean;
}

/** The error view shown in place of a page that failed to load (access spec §2, Layouts). */
export function RouteErrorView({ heading, text, retryLabel, onRetry, standalone = false }: RouteErrorViewProps) {
  const content = (
    <section className="page page--narrow">
      <PageHeading>{heading}</PageHeading>
      <ErrorBanner as="div">{text}</ErrorBanner>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      </p>
    </section>
  );
  return standalone ? (
    <main id="main-content" className="error-screen">
      {content}
    </main>
  ) : (
    content
  );
}
