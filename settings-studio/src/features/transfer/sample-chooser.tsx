/**
 * Which sample institution the sandbox serves (publishers switch it; everyone sees it). Radio buttons
 * with each sample's description, because the samples differ a lot and the name alone does not say how.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studioHistoryKey } from '@studio/api/get-history';
import { samplesQuery } from '@studio/api/get-samples';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { putSampleMutation } from '@studio/api/put-sample';
import { hasStatus } from '@studio/api/studio-client';

/** Props: the sample served now and whether the signed-in staff member may switch. */
export interface SampleChooserProps {
  currentSampleId: string;
  canSwitch: boolean;
}

/** Renders the chooser. */
export function SampleChooser({ currentSampleId, canSwitch }: SampleChooserProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const samples = useQuery(samplesQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? currentSampleId;
  const save = useMutation({
    ...putSampleMutation(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioStateQueryKey }),
        queryClient.invalidateQueries({ queryKey: studioHistoryKey }),
      ]),
  });
  const nameOf = (id: string) => samples.data?.find((s) => s.id === id)?.name ?? id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(selected);
  };

  return (
    <section aria-labelledby={headingId} className="transfer-section">
      <h2 id={headingId}>Sample institution</h2>
      <p>The portal serves {nameOf(currentSampleId)}.</p>
      {samples.isError ? <ErrorBanner>The samples could not be loaded: {samples.error.message}</ErrorBanner> : null}
      {canSwitch && samples.data ? (
        <form onSubmit={submit}>
          <fieldset className="sample-list">
            <legend>Choose the sample institution</legend>
            {samples.data.map((sample) => (
              <div key={sample.id} className="sample-option">
                <label>
                  <input
                    type="radio"
                    name="sample"
                    value={sample.id}
                    checked={selected === sample.id}
                    aria-describedby={`${headingId}-${sample.id}`}
                    onChange={() => setChosen(sample.id)}
                  />{' '}
                  {sample.name}
                </label>
                <p id={`${headingId}-${sample.id}`} className="sample-description">
                  {sample.description}
                </p>
              </div>
            ))}
          </fieldset>
          <button type="submit" disabled={save.isPending || selected === currentSampleId}>
            {save.isPending ? 'Switching…' : 'Switch to this sample'}
          </button>
        </form>
      ) : null}
      {!canSwitch ? <p>Only publishers can switch the sample institution.</p> : null}
      {save.isSuccess ? (
        <p role="status" className="studio-success">
          {save.data ? save.data.message : `Switched: the portal now serves ${nameOf(save.variables)}.`}
        </p>
      ) : null}
      {save.isError ? (
        <ErrorBanner>
          {hasStatus(save.error, 403)
            ? 'Not switched: only publishers can switch the sample institution.'
            : `Not switched: ${save.error.message}`}
        </ErrorBanner>
      ) : null}
    </section>
  );
}
