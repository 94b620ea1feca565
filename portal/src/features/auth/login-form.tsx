import * as loginScreen from 'virtual:screen-validator/login';
import { PlainScreenForm } from '@/forms/plain-screen-form';

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
}

/**
 * The login form (access §2 "Login screen", §5 "Login"), drawn from `schemas/screens/login.json` without rjsf
 * (forms/plain-screen-form.tsx), so the login route loads no form library: User Name, Password with a reveal
 * toggle and the Login button; labels, messages and limits follow the settings.
 */
export function LoginForm({ onSubmit, disabled = false }: LoginFormProps) {
  return (
    <PlainScreenForm
      id="login-form"
      screen={loginScreen}
      disabled={disabled}
      onSubmit={(data) => onSubmit({ username: String(data.username ?? ''), password: String(data.password ?? '') })}
    />
  );
}
