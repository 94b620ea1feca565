/**
 * Find and replace across texts (decision 372): the server lists every English and Spanish text value that
 * holds the string where a borrower reads it (a rich text's words, never its markup), each with the string
 * marked and a checkbox; the checked ones are replaced into a change request after a confirm dialog.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { languageName } from '@schemas/settings/languages';
import type { TextMatch } from '@schemas/studio/bulk-changes';
import { findTextsMutation } from '@studio/api/find-texts';
import { ErrorBanner } from '@studio/ui/error-banner';
import { KeyLabel } from '@studio/ui/key-label';
import { BulkConfirmDialog } from './bulk-confirm-dialog';

/** The match's text with each place of the string in a `<mark>`, or replaced by `replacement` when given. */
function MarkedText({ match, replacement }: { match: TextMatch; replacement?: string }) {
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const [start, end] of match.ranges) {
    parts.push(match.text.slice(from, start));
    parts.push(<mark key={start}>{replacement ?? match.text.slice(start, end)}</mark>);
    from = end;
  }
  parts.push(match.text.slice(from));
  return <span className="bulk-text">{parts}</span>;
}

/** The find and replace form, its list of matches and its confirm dialog. */
export function FindReplaceSection() {
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [searched, setSearched] = useState('');
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const findRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const search = useMutation(findTextsMutation());
  const matches = search.data?.matches ?? [];
  const checked = matches.filter((m) => !left.has(m.key));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (find.trim() === '') {
      setProblem('Type the text to find.');
      findRef.current?.focus();
      return;
    }
    setProblem(null);
    search.mutate(find, { onSuccess: () => (setSearched(find), setLeft(new Set())) });
  };
  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="bulk-find-title" className="bulk-section">
      <h2 id="bulk-find-title">Find and replace in texts</h2>
      <form onSubmit={send} noValidate className="bulk-find-form">
        <label>
          Find
          <input ref={findRef} value={find} onChange={(e) => setFind(e.target.value)} />
        </label>
        <label>
          Replace with
          <input value={replace} onChange={(e) => setReplace(e.target.value)} />
        </label>
        <button type="submit" disabled={search.isPending}>
          Find
        </button>
      </form>
      {problem ? <ErrorBanner>{problem}</ErrorBanner> : null}
      {search.isError ? <ErrorBanner>The texts could not be searched: {search.error.message}</ErrorBanner> : null}
      <p role="status">
        {search.isSuccess
          ? matches.length === 0
            ? `No text holds “${searched}”. The search is case-sensitive and reads only what borrowers read.`
            : `${matches.length === 1 ? '1 value holds' : `${matches.length} values hold`} “${searched}”.`
          : ''}
      </p>
      {matches.length > 0 ? (
        <>
          <fieldset>
            <legend>Values to change ({checked.length} checked)</legend>
            <ul className="bulk-matches">
              {matches.map((match) => (
                <li key={match.key}>
                  <label>
                    <input
                      type="checkbox"
                      checked={!left.has(match.key)}
                      onChange={(e) => {
                        const next = new Set(left);
                        if (e.target.checked) next.delete(match.key);
                        else next.add(match.key);
                        setLeft(next);
                      }}
                    />
                    <span className="bulk-match-key">
                      <KeyLabel storedKey={match.key} />
                      {match.language === 'en' ? ` ${languageName('en')}` : ''}
                    </span>
                    <MarkedText match={match} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button
            type="button"
            ref={openerRef}
            onClick={() =>
              checked.length > 0 ? (setProblem(null), setOpen(true)) : setProblem('Check at least one value.')
            }
          >
            Replace in the checked values…
          </button>
        </>
      ) : null}
      {open ? (
        <BulkConfirmDialog
          title={`${replace === '' ? `Remove “${searched}” from` : `Replace “${searched}” with “${replace}” in`} ${checked.length === 1 ? '1 value' : `${checked.length} values`}?`}
          operation={{ kind: 'replace', find: searched, replace, keys: checked.map((m) => m.key) }}
          confirm="Replace into the change request"
          onClose={close}
        >
          <ul className="bulk-matches">
            {checked.map((match) => (
              <li key={match.key}>
                <span className="bulk-match-key">
                  <KeyLabel storedKey={match.key} />
                </span>
                <dl className="bulk-before-after">
                  <dt>Now</dt>
                  <dd>
                    <MarkedText match={match} />
                  </dd>
                  <dt>After</dt>
                  <dd>
                    <MarkedText match={match} replacement={replace} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </BulkConfirmDialog>
      ) : null}
    </section>
  );
}
