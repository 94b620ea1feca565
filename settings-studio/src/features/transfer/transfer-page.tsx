/**
 * #/transfer: the sample institution the sandbox serves, export of the institution as a zip, and
 * import of one (decision 259).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { exportInstitutionUrl } from '@studio/api/export-institution';
import { sessionQuery } from '@studio/api/get-session';
import { studioStateQuery } from '@studio/api/get-studio-state';
import { ImportForm } from './import-form';
import { SampleChooser } from './sample-chooser';
import '@studio/ui/studio-page.css';
import './transfer.css';

/** The transfer page. */
export function TransferPage() {
  const exportId = useId();
  const session = useQuery(sessionQuery());
  const state = useQuery(studioStateQuery());
  const role = session.data?.user.role;
  return (
    <section className="studio-page transfer-page" aria-labelledby="transfer-title">
      <h1 id="transfer-title" tabIndex={-1}>
        Samples and transfer
      </h1>
      {state.isError ? <ErrorBanner>The studio state could not be loaded: {state.error.message}</ErrorBanner> : null}
      {state.data ? <SampleChooser currentSampleId={state.data.sampleId} canSwitch={role === 'publisher'} /> : null}
      <section aria-labelledby={exportId} className="transfer-section">
        <h2 id={exportId}>Export</h2>
        <p>
          The published settings of this institution as a zip of a settings-samples folder, ready to import elsewhere or
          to start a new lender from.
        </p>
        <a className="transfer-download" href={exportInstitutionUrl} download>
          Download the institution as a zip
        </a>
      </section>
      {role === 'editor' || role === 'publisher' ? <ImportForm /> : <p>Only editors and publishers can import.</p>}
    </section>
  );
}
