/**
 * The four-eyes rule (a publisher may not publish a draft in which they were the last editor of a key):
 * a switch for publishers, a sentence for everyone else. The server enforces it either way.
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { isAwaiting } from '@studio/api/awaiting-approval';
import { putStudioConfigMutation } from '@studio/api/put-config';

/** Props: the current value and whether the signed-in staff member may change it. */
export interface FourEyesSwitchProps {
  fourEyes: boolean;
  canChange: boolean;
}

const ruleText = 'Four eyes: a publisher may not publish a draft in which they were the last editor of a key.';

/** Renders the switch or the sentence. */
export function FourEyesSwitch({ fourEyes, canChange }: FourEyesSwitchProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    ...putStudioConfigMutation(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioStateQueryKey }),
  });
  if (!canChange) return <p className="four-eyes">{`${ruleText} It is ${fourEyes ? 'on' : 'off'}.`}</p>;
  return (
    <div className="four-eyes">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={fourEyes}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ fourEyes: event.target.checked })}
        />{' '}
        {ruleText}
      </label>
      {isAwaiting(save.data) ? (
        <p role="status" className="studio-success">
          {save.data.message}
        </p>
      ) : null}
      {save.isError ? <ErrorBanner>The four-eyes rule was not changed: {save.error.message}</ErrorBanner> : null}
    </div>
  );
}
