import { PendingPage } from './pending-page';

/** #/history: published versions and rollback (features/history). */
export default function HistoryRoute() {
  return <PendingPage title="History">The history of published versions and rollback are not part of this build yet.</PendingPage>;
}
