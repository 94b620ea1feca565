/** Staff-facing date and time of a save or publish, in the browser's zone (e.g. "24 Nov 2026, 17:20"). */
import { format } from 'date-fns';

/** Formats an ISO instant; an unreadable one is shown as sent. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm');
}
