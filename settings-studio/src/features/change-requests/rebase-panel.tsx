/**
 * The 409 answer to publishing a request written over values that are no longer live: the three values per key, and
 * Rebase.
 */
import type { RebaseConflict } from '@schemas/studio/change-requests';
import { ErrorBanner } from '@studio/ui/error-banner';

/** Props of the panel. */
export interface RebasePanelProps {
  conflicts: RebaseConflict[];
  onRebase(): void;
}

const shown = (value: string) => (value === '' ? <span className="value-empty">empty</span> : value);

/** A table of live, base and proposed values with the Rebase button. */
export function RebasePanel({ conflicts, onRebase }: RebasePanelProps) {
  return (
    <ErrorBanner as="div" className="cr-rebase">
      <p>Published since this request was written: rebase it on what is live now, then it is reviewed again.</p>
      <table>
        <caption>Values to rebase</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Live now</th>
            <th scope="col">Written over</th>
            <th scope="col">Proposed</th>
          </tr>
        </thead>
        <tbody>
          {conflicts.map((c) => (
            <tr key={`${c.scope}:${c.key}`}>
              <th scope="row">{c.key}</th>
              <td>{shown(c.live)}</td>
              <td>{shown(c.base)}</td>
              <td>{shown(c.proposed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={onRebase}>
        Rebase on live values
      </button>
    </ErrorBanner>
  );
}
