import { PendingPage } from './pending-page';

/** #/publish: the diff of draft against published and the publish form (features/publish). */
export default function PublishRoute() {
  return <PendingPage title="Publish">The diff of the draft against the published version and the publish form are not part of this build yet.</PendingPage>;
}
