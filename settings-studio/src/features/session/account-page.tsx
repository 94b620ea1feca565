import type { StudioSession } from '@schemas/studio/studio-api';
import { ChangePasswordForm } from './change-password-form';
import { SecondFactorSection } from './second-factor-section';
import '@studio/ui/studio-page.css';
import './sign-in-page.css';
import './account-page.css';

/** #/account: the signed-in staff member's own password and second factor. */
export default function AccountPage({ session }: { session: StudioSession }) {
  return (
    <div className="studio-page account">
      <h1 tabIndex={-1}>Your account</h1>
      <p>
        Signed in as <strong>{session.user.userName}</strong>. Roles and accounts are managed on the server (
        <code>npm run staff</code>).
      </p>
      <ChangePasswordForm />
      <SecondFactorSection />
    </div>
  );
}
