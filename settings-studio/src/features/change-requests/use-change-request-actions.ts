/**
 * The calls that change a change request, each refreshing the request and the list when it answers:
 * one place for the mutations the request's sections share.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentChangeRequestMutation } from '@studio/api/comment-change-request';
import { changeRequestsKey } from '@studio/api/get-change-requests';
import { studioHistoryKey } from '@studio/api/get-history';
import { studioStateQueryKey } from '@studio/api/get-studio-state';
import { changeRequestStepMutation } from '@studio/api/change-request-step';
import { saveChangeRequestValueMutation } from '@studio/api/save-change-request-value';

/** Save, step and comment mutations of change requests. */
export function useChangeRequestActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: changeRequestsKey });
  };
  const save = useMutation({ ...saveChangeRequestValueMutation(), onSuccess });
  const comment = useMutation({ ...commentChangeRequestMutation(), onSuccess });
  const step = useMutation({
    ...changeRequestStepMutation(),
    onSuccess: (_answer, variables) => {
      onSuccess();
      if (variables.step === 'publish') {
        void queryClient.invalidateQueries({ queryKey: studioHistoryKey });
        void queryClient.invalidateQueries({ queryKey: studioStateQueryKey });
      }
    },
  });
  return { save, comment, step };
}
