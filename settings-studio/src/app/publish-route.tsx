import { PublishPage } from '@studio/features/publish/publish-page';

/** #/publish: the diff of draft against published and the publish form (features/publish). */
export default function PublishRoute() {
  return <PublishPage />;
}
