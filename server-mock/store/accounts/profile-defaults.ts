/** Default notification preferences of a profile (spec §2 notification items). */
import type { ProfileRecord } from './profile-repo.ts';

/** The notification items (designed PascalCase keys of the contract's UserAlertItems). */
export const USER_ALERT_ITEMS = [
  'UserRestricted',
  'RestrictedPasswordViolation',
  'UserLogsOn',
  'MoneyTransferOnWeb',
  'LogonNameChange',
  'PasswordGenerated',
  'PasswordChanged',
  'EmailAddressChanged',
  'OptOutOfMarketingAlerts',
  'OptOutOfTransactionalAlerts',
] as const;

/** Security-relevant e-mail alerts on, texts off, opted in to e-mail alerts. */
export function defaultUserAlerts(): ProfileRecord['alerts'] {
  const on = new Set([
    'UserRestricted',
    'RestrictedPasswordViolation',
    'PasswordChanged',
    'EmailAddressChanged',
    'LogonNameChange',
    'PasswordGenerated',
  ]);
  const email: Record<string, boolean> = Object.fromEntries(USER_ALERT_ITEMS.map((k) => [k, on.has(k)]));
  const text: Record<string, boolean> = Object.fromEntries(USER_ALERT_ITEMS.map((k) => [k, false]));
  return { EmailAlerts: { ...email, OptInOutEmailAlerts: true }, TextAlerts: text, TurnOffAllAlerts: false };
}
