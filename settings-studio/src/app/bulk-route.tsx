import { BulkPage } from '@studio/features/bulk/bulk-page';

/** #/bulk: reset to defaults and find and replace, into a change request (features/bulk). */
export default function BulkRoute() {
  return <BulkPage />;
}
