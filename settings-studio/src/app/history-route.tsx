import { HistoryPage } from '@studio/features/history/history-page';

/** #/history: published versions and rollback (features/history). */
export default function HistoryRoute() {
  return <HistoryPage />;
}
