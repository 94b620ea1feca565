/**
 * The documents route's screen (accounts spec §2 "Documents", "ACH authorizations screen"): the File
 * Management section with, below it, the ACH authorizations list from the profile work. Composed
 * here because features do not import each other (decision 130).
 */
import { DocumentsPage } from '@/features/documents/documents-page';
import { AchAuthorizationsList } from '@/features/profile/ach-authorizations/ach-authorizations-list';

/** Documents with the ACH authorizations. */
export function DocumentsScreen() {
  return <DocumentsPage achAuthorizations={<AchAuthorizationsList />} />;
}
