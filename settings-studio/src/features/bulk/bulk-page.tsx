/**
 * #/bulk: bulk work on settings (decisions 371, 372), for editors and publishers. Both tools write into a
 * change request, never live; the server checks the role and every value again.
 */
import { useQuery } from '@tanstack/react-query';
import { catalogueQuery } from '@studio/api/get-catalogue';
import { sessionQuery } from '@studio/api/get-session';
import { ErrorBanner } from '@studio/ui/error-banner';
import { FindReplaceSection } from './find-replace-section';
import { ResetSection } from './reset-section';
import '@studio/ui/studio-page.css';
import './bulk.css';

/** The bulk page. */
export function BulkPage() {
  const session = useQuery(sessionQuery());
  const catalogue = useQuery(catalogueQuery());
  const role = session.data?.user.role;
  return (
    <section className="studio-page bulk-page" aria-labelledby="bulk-page-title">
      <h1 id="bulk-page-title" tabIndex={-1}>
        Bulk changes
      </h1>
      <p>
        Changes made here go into a change request as drafts: borrowers see them once the request is reviewed and
        published.
      </p>
      {role === 'viewer' ? <p>Your role (viewer) does not make changes; editors and publishers do.</p> : null}
      {catalogue.isError ? (
        <ErrorBanner>The settings catalogue could not be loaded: {catalogue.error.message}</ErrorBanner>
      ) : null}
      {catalogue.data && role && role !== 'viewer' ? (
        <>
          <ResetSection catalogue={catalogue.data} />
          <FindReplaceSection />
        </>
      ) : null}
    </section>
  );
}
