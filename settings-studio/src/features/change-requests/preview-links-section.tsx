/**
 * Shared preview links of a change request (decision 390): editors and publishers make a link to the
 * request's preview (page, width, scenario borrower, 1 to 7 days) for a colleague without a studio
 * session, and revoke it; everyone sees who made each link, when, and until when.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { PreviewLinkMade, PreviewLinkWidth } from '@schemas/studio/preview-links';
import { useScenarioUsers } from '@studio/api/get-scenario-users';
import { previewLinksKey, previewLinksQuery } from '@studio/api/get-preview-links';
import { makePreviewLinkMutation } from '@studio/api/make-preview-link';
import { revokePreviewLinkMutation } from '@studio/api/revoke-preview-link';
import { previewRoutes, START_PATH } from '@studio/features/preview/preview-routes';
import { formatWhen } from '@studio/ui/format-when';

/** Longest life of a link in days (the server's bound too). */
const MAX_DAYS = 7;

function MakeLinkForm({ requestId, onMade }: { requestId: number; onMade(made: PreviewLinkMade): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const users = useScenarioUsers();
  const [route, setRoute] = useState(START_PATH);
  const [width, setWidth] = useState<PreviewLinkWidth>('desktop');
  const [borrower, setBorrower] = useState('');
  const [days, setDays] = useState(MAX_DAYS);
  const make = useMutation({
    ...makePreviewLinkMutation(),
    onSuccess: (made) => {
      onMade(made);
      void queryClient.invalidateQueries({ queryKey: previewLinksKey(requestId) });
    },
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    make.mutate({ requestId, link: { route, width, borrower: borrower || null, days } });
  };
  return (
    <form onSubmit={send} className="cr-share-form">
      <label htmlFor={`${id}-page`}>Page</label>
      <select id={`${id}-page`} value={route} onChange={(e) => setRoute(e.target.value)}>
        {previewRoutes.map((r) => (
          <option key={r.id} value={r.path}>
            {r.title} ({r.path})
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-width`}>Width</label>
      <select id={`${id}-width`} value={width} onChange={(e) => setWidth(e.target.value as PreviewLinkWidth)}>
        <option value="desktop">Desktop (1280 px)</option>
        <option value="phone">Phone (390 px)</option>
      </select>
      <label htmlFor={`${id}-borrower`}>Scenario borrower</label>
      <select id={`${id}-borrower`} value={borrower} onChange={(e) => setBorrower(e.target.value)}>
        <option value="">Nobody (signed out)</option>
        {(users.data ?? []).map((u) => (
          <option key={u.username} value={u.username}>
            {u.username}: {u.description}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-days`}>Valid for (days, at most {MAX_DAYS})</label>
      <input
        id={`${id}-days`}
        type="number"
        min={1}
        max={MAX_DAYS}
        value={days}
        onChange={(e) => setDays(Number(e.target.value))}
        required
      />
      <button type="submit">Make preview link</button>
      {make.isError ? <ErrorBanner>{make.error.message}</ErrorBanner> : null}
    </form>
  );
}

/** The links of request `requestId`; `canWrite`: editors and publishers make and revoke. */
export function PreviewLinksSection({ requestId, canWrite }: { requestId: number; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const links = useQuery(previewLinksQuery(requestId));
  const [made, setMade] = useState<PreviewLinkMade | null>(null);
  const revoke = useMutation({
    ...revokePreviewLinkMutation(),
    onSuccess: (next) => queryClient.setQueryData(previewLinksKey(requestId), next),
  });
  return (
    <section aria-labelledby="cr-share-title" className="cr-share">
      <h3 id="cr-share-title">Shared preview links</h3>
      <p>A link opens this request's preview for a colleague without a studio sign-in, read-only, until it expires.</p>
      {canWrite ? <MakeLinkForm requestId={requestId} onMade={setMade} /> : null}
      {made ? (
        <div role="status" className="cr-share-made">
          <label>
            Link to share (shown once)
            <input readOnly value={`${window.location.origin}${made.url}`} onFocus={(e) => e.target.select()} />
          </label>
        </div>
      ) : null}
      {links.isError ? <ErrorBanner>The preview links could not be loaded: {links.error.message}</ErrorBanner> : null}
      {revoke.isError ? <ErrorBanner>{revoke.error.message}</ErrorBanner> : null}
      {(links.data ?? []).length > 0 ? (
        <table className="cr-share-links">
          <caption>Links made for this request</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Borrower</th>
              <th scope="col">Made by</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {(links.data ?? []).map((link) => (
              <tr key={link.id}>
                <td>
                  {link.route} ({link.width})
                </td>
                <td>{link.borrower ?? 'signed out'}</td>
                <td>
                  {link.createdBy}, {formatWhen(link.createdAt)}
                </td>
                <td>{formatWhen(link.expiresAt)}</td>
                <td>
                  {link.revokedAt ? (
                    `Revoked by ${link.revokedBy}, ${formatWhen(link.revokedAt)}`
                  ) : link.expired ? (
                    'Expired'
                  ) : canWrite ? (
                    <button
                      type="button"
                      onClick={() => revoke.mutate({ requestId, linkId: link.id })}
                      aria-label={`Revoke link ${link.id} made by ${link.createdBy}`}
                    >
                      Revoke
                    </button>
                  ) : (
                    'Active'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
