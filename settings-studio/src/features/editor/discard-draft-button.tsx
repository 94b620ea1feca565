import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation } from '@tanstack/react-query';
import type { DraftSaved } from '@schemas/studio/studio-api';
import { resetDraftValue } from '@studio/api/reset-draft-value';
import type { DraftScope } from '@studio/api/save-draft-value';
import { applyServerEntry } from '@studio/features/drafts/autosave';

/** Props of the discard button. */
export interface DiscardDraftButtonProps {
  scope: DraftScope;
  keyName: string;
  /** The revision of the key's server draft (sent as If-Match). */
  revision: number;
}

/**
 * Drops the key's draft (DELETE with If-Match): the key goes back to its published value and the editor
 * restarts with it. A refusal (someone saved since, or the role) is said next to the button.
 */
export function DiscardDraftButton({ scope, keyName, revision }: DiscardDraftButtonProps) {
  const mutation = useMutation({
    mutationFn: () => resetDraftValue(scope, keyName, revision),
    onSuccess: (saved: DraftSaved) => applyServerEntry(scope, saved),
  });
  return (
    <div className="discard-draft">
      <button type="button" className="secondary" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        Discard the draft change
      </button>
      {mutation.isError ? (
        <ErrorBanner className="field__problem">Not discarded: {mutation.error.message}</ErrorBanner>
      ) : null}
    </div>
  );
}
