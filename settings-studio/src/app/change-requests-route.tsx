import { ChangeRequestsPage } from '@studio/features/change-requests/change-requests-page';

/** #/changes and #/changes/:id: change requests with review (features/change-requests). */
export default function ChangeRequestsRoute() {
  return <ChangeRequestsPage />;
}
