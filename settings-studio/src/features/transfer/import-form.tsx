/**
 * Import an institution zip (a `settings-samples/<name>/` folder). The server checks it against the
 * catalogue: either every problem comes back with its key and file and nothing changes, or the keys
 * that became draft are listed, to review on the publish page (decision 259).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioProblems } from '@schemas/studio/studio-api';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { importInstitutionMutation } from '@studio/api/import-institution';
import { hasStatus } from '@studio/api/studio-client';
import { KeyLabel } from '@studio/ui/key-label';

function problemsOf(error: unknown): StudioProblems | null {
  if (!hasStatus(error, 422)) return null;
  const body = error.body as Partial<StudioProblems> | undefined;
  return Array.isArray(body?.problems) ? (body as StudioProblems) : null;
}

/** Renders the upload and its outcome. */
export function ImportForm() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const upload = useMutation({
    ...importInstitutionMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioStateQueryKey }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setMissing(!file);
    if (file) upload.mutate(file);
  };
  const problems = problemsOf(upload.error);

  return (
    <section aria-labelledby={headingId} className="transfer-section">
      <h2 id={headingId}>Import</h2>
      <p>
        Upload a zip of an institution folder. Its values become drafts; nothing is published until a publisher
        publishes them.
      </p>
      <form onSubmit={submit} className="import-form" noValidate>
        <label htmlFor={fileId}>Institution zip</label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept=".zip,application/zip"
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${fileId}-error` : undefined}
        />
        {missing ? (
          <p id={`${fileId}-error`} className="field-error">
            Choose a zip file to import.
          </p>
        ) : null}
        <button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import'}
        </button>
      </form>
      {problems ? (
        <ErrorBanner as="div" className="import-problems">
          <p>
            Nothing was imported: {problems.problems.length} {problems.problems.length === 1 ? 'problem' : 'problems'}.
          </p>
          <ul>
            {problems.problems.map((problem, index) => (
              <li key={index}>
                {problem.file ? <code>{problem.file}</code> : null}
                {problem.file ? ' · ' : null}
                <code>{problem.key}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </ErrorBanner>
      ) : upload.isError ? (
        <ErrorBanner>
          {hasStatus(upload.error, 403)
            ? 'Nothing was imported: viewers cannot change drafts.'
            : `Nothing was imported: ${upload.error.message}`}
        </ErrorBanner>
      ) : null}
      {upload.isSuccess ? (
        <div role="status" className="import-done">
          {upload.data.changedKeys.length === 0 ? (
            <p className="studio-success">
              Imported: every value already equals the published one, so no draft changed.
            </p>
          ) : (
            <>
              <p className="studio-success">
                Imported: {upload.data.changedKeys.length}{' '}
                {upload.data.changedKeys.length === 1 ? 'key became a draft' : 'keys became drafts'}.{' '}
                <a href="#/publish">Review them on the publish page</a>.
              </p>
              <ul>
                {upload.data.changedKeys.map((key) => (
                  <li key={key}>
                    <code>
                      <KeyLabel storedKey={key} />
                    </code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
