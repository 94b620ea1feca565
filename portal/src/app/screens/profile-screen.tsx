/**
 * The profile route's screen: the profile page with the Documents area's upload widget in its
 * profile-documents section (files become the customer's own documents). Composed here because
 * features do not import each other (decision 130).
 */
import { UploadWidget } from '@/features/documents/upload/upload-widget';
import { ProfilePage } from '@/features/profile/profile-page';

const upload = (onUploaded: () => void) => <UploadWidget owner={{ kind: 'customer' }} onRoundDone={onUploaded} />;

/** The profile with uploads. */
export function ProfileScreen() {
  return <ProfilePage upload={upload} />;
}
