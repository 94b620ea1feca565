import { PageHeading } from '@/ui/page-heading';

/** Props of {@link Error500Page}. */
export interface Error500PageProps {
  heading: string;
  text: string;
  retryLabel: string;
  /** Link that starts the portal again (the settings load is retried). */
  retryHref: string;
}

/** Error500: shown when the institution settings could not be loaded (access spec §2, §8). */
export function Error500Page({ heading, text, retryLabel, retryHref }: Error500PageProps) {
  return (
    <main id="main-content" className="error-screen">
      <div className="card page--narrow error-screen__card">
        <p className="error-screen__code" aria-hidden="true">
          500
        </p>
        <PageHeading>{heading}</PageHeading>
        <p>{text}</p>
        <p>
          <a className="button" href={retryHref}>
            {retryLabel}
          </a>
        </p>
      </div>
    </main>
  );
}
