import type { SettingsReader } from '@schemas/settings/reader';
import type { BoundScreen } from '@schemas/screens/bind-screen';
import type { PasswordValidationRule } from '@schemas/rules/password-rules';

/** Server-driven password rules for the `password-rules` widget. */
export interface PasswordRulesContext {
  rules: readonly PasswordValidationRule[];
  minimumLength: number;
  /** Field whose value the logon rules compare against. */
  usernameField?: string;
  /** A fixed user name for the logon rules when the form has no user name field (e.g. change-password step). */
  username?: string;
  /** Error keys from the async server check (matchesSSN, matchesEmail, passwordReused). */
  serverErrors?: readonly string[];
}

/** What the portal's templates and widgets read from rjsf's `formContext`. */
export interface PortalFormContext {
  reader: SettingsReader;
  bound: BoundScreen;
  formData: Record<string, unknown>;
  passwordRules?: PasswordRulesContext;
}

/** Narrows rjsf's untyped `formContext`. */
export function portalContext(formContext: unknown): PortalFormContext {
  return formContext as PortalFormContext;
}
