/**
 * The alert items of the notification preferences (accounts spec §2 "Profile page"), in the spec's
 * order, with their catalogue labels; opt in/out of e-mail alerts is an e-mail item only. Pure.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { UserAlertItems, UserAlertsInfo } from '@/api/profile/profile-types';

/** One alert item. */
export interface NotificationItem {
  key: keyof UserAlertItems;
  label: SettingKey;
  emailOnly?: boolean;
}

/** The items, in the spec's order. */
export const NOTIFICATION_ITEMS: readonly NotificationItem[] = [
  { key: 'UserRestricted', label: 'notifications.userRestrictedLabel' },
  { key: 'RestrictedPasswordViolation', label: 'notifications.restrictedPasswordViolationLabel' },
  { key: 'UserLogsOn', label: 'notifications.userLogsOnLabel' },
  { key: 'MoneyTransferOnWeb', label: 'notifications.moneyTransferLabel' },
  { key: 'LogonNameChange', label: 'notifications.logonNameChangeLabel' },
  { key: 'PasswordGenerated', label: 'notifications.passwordGeneratedLabel' },
  { key: 'PasswordChanged', label: 'notifications.passwordChangedLabel' },
  { key: 'EmailAddressChanged', label: 'notifications.emailChangedLabel' },
  { key: 'OptOutOfMarketingAlerts', label: 'notifications.optOutMarketingLabel' },
  { key: 'OptOutOfTransactionalAlerts', label: 'notifications.optOutTransactionalLabel' },
  { key: 'OptInOutEmailAlerts', label: 'notifications.optInOutEmailLabel', emailOnly: true },
];

/** The section's values: every item present as a boolean. */
export interface NotificationValues {
  sequenceNumber: number | undefined;
  turnOffAllAlerts: boolean;
  email: Record<string, boolean>;
  text: Record<string, boolean>;
}

/**
 * The values of the server copy. Without a phone that agreed to texts every text alert is off
 * (spec §4: "When the cached phone opt-in is off, all text alerts are set to off").
 */
export function notificationValues(server: UserAlertsInfo | undefined, phoneAgreed: boolean): NotificationValues {
  const email: Record<string, boolean> = {};
  const text: Record<string, boolean> = {};
  for (const item of NOTIFICATION_ITEMS) {
    email[item.key] = server?.EmailAlerts?.[item.key] === true;
    if (!item.emailOnly) text[item.key] = phoneAgreed && server?.TextAlerts?.[item.key] === true;
  }
  return { sequenceNumber: server?.SequenceNumber, turnOffAllAlerts: server?.TurnOffAllAlerts === true, email, text };
}

/** True when both hold the same toggles. */
export function sameNotifications(a: NotificationValues, b: NotificationValues): boolean {
  return NOTIFICATION_ITEMS.every(
    (i) => a.email[i.key] === b.email[i.key] && (i.emailOnly || a.text[i.key] === b.text[i.key]),
  );
}

/** The UserAlertsInfo body of a save. */
export function notificationBody(v: NotificationValues): UserAlertsInfo {
  return {
    SequenceNumber: v.sequenceNumber,
    TurnOffAllAlerts: v.turnOffAllAlerts,
    EmailAlerts: { ...v.email },
    TextAlerts: { ...v.text },
    AlertsAreDirty: true,
  };
}
