import * as loginScreen from 'virtual:screen-validator/login';
import { SchemaForm } from '@/forms/schema-form';
import type { ErrorSchema } from '@rjsf/utils';

/** What the login form submits. */
export interface LoginValues {
  username: string;
  password: string;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called with the entered credentials once both fields pass the spec's login rules. */
  onSubmit: (values: LoginValues) => void;
  /** True while a login is in progress. */
  disabled?: boolean;
  /** Server-side errors to show under the fields. */
  extraErrors?: ErrorSchema;
}

/**
 * The login form (spec 2 "Login screen", 5 "Login"), rendered from `schemas/screens/login.json`: User Name,
 * Password with a reveal toggle and the Login button; labels, messages and limits follow the settings.
 */
export function LoginForm({ onSubmit, disabled = false, extraErrors }: LoginFormProps) {
  return (
    <SchemaForm
      id="login-form"
      screen={loginScreen}
      disabled={disabled}
      extraErrors={extraErrors}
      onSubmit={(data) => onSubmit({ username: String(data.username ?? ''), password: String(data.password ?? '') })}
    />
  );
}
