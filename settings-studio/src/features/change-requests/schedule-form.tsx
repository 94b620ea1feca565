/**
 * Scheduling an approved change request at a date and time in the lender's time zone, or cancelling it (decision 341).
 */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import { changeRequestsKey } from '@studio/api/get-change-requests';
import { scheduleChangeRequestMutation } from '@studio/api/schedule-change-request';
import { formatWhen } from '@studio/ui/format-when';

/** The schedule of `request`, for a publisher. */
export function ScheduleForm({ request }: { request: ChangeRequestDetail }) {
  const queryClient = useQueryClient();
  const [at, setAt] = useState('');
  const schedule = useMutation({
    ...scheduleChangeRequestMutation(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: changeRequestsKey }),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    schedule.mutate({ requestId: request.id, at });
  };
  return (
    <div className="cr-schedule">
      {request.scheduledAt ? (
        <p>
          Publishes by itself at {formatWhen(request.scheduledAt)} (your time), scheduled by {request.scheduledBy}.{' '}
          <button type="button" onClick={() => schedule.mutate({ requestId: request.id, at: null })}>
            Cancel schedule
          </button>
        </p>
      ) : (
        <form onSubmit={send}>
          <label>
            Publish at ({request.timeZone})
            <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} required />
          </label>
          <button type="submit">Schedule</button>
        </form>
      )}
      {schedule.isError ? <ErrorBanner>{schedule.error.message}</ErrorBanner> : null}
    </div>
  );
}
