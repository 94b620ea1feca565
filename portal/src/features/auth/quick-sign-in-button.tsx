/**
 * Quick Sign In (access spec §2: only in non-production builds). Rendered behind `import.meta.env.DEV`,
 * so the production bundle drops it together with the sandbox demo credentials.
 */
import type { LoginInput } from '@/api/auth/login-types';

/** The sandbox's basic scenario user (server-mock/scenarios/scenario-users.ts); overridable per developer. */
const quickSignInCredentials: LoginInput = {
  username: import.meta.env.VITE_QUICK_SIGN_IN_USER ?? 'basic.user',
  password: import.meta.env.VITE_QUICK_SIGN_IN_PASSWORD ?? 'Password1!',
};

/** Signs in as the demo user with one click. */
export function QuickSignInButton({
  onSignIn,
  disabled,
}: {
  onSignIn: (input: LoginInput) => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className="login-page__quick"
      disabled={disabled}
      onClick={() => onSignIn(quickSignInCredentials)}
    >
      Quick Sign In
    </button>
  );
}
