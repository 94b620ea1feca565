/**
 * The alert preferences as the form holds them, to and from the API's Alerts (accounts spec §3 Alerts):
 * text and e-mail alerts with AlertLoanDelinquent and EstatementAlert, and e-mail's four due-date alerts
 * (flag, before or after, days).
 */
import { DUE_DATE_ALERTS, type DueDateAlertValue } from '@schemas/rules/due-date-alerts';
import type { components } from '@contract/api-types';

type Alerts = components['schemas']['Alerts'];
type EmailAlerts = components['schemas']['EmailAlerts'];

/** One channel's two alerts. */
export interface ChannelValues {
  delinquent: boolean;
  eStatement: boolean;
}

/** The whole form. */
export interface AlertFormValues {
  text: ChannelValues;
  email: ChannelValues;
  /** Due-date alerts 1 to 4 (index 0 is alert 1). */
  due: DueDateAlertValue[];
}

/** The form values of the loaded alerts. */
export function alertFormOf(alerts: Alerts | undefined): AlertFormValues {
  const e = (alerts?.EmailAlerts ?? {}) as Record<string, boolean | number | null | undefined>;
  return {
    text: {
      delinquent: alerts?.TextAlerts?.AlertLoanDelinquent === true,
      eStatement: alerts?.TextAlerts?.EstatementAlert === true,
    },
    email: { delinquent: e.AlertLoanDelinquent === true, eStatement: e.EstatementAlert === true },
    due: DUE_DATE_ALERTS.map((n) => {
      const days = e[`AlertLoanDueDate${n}Days`];
      return {
        on: e[`AlertLoanDueDate${n}`] === true,
        before: e[`AlertLoanDueDate${n}Before`] !== false,
        days: typeof days === 'number' ? String(days) : '',
      };
    }),
  };
}

/** The API's alerts of the form values; empty days are sent as null. */
export function alertsOfForm(values: AlertFormValues): Required<Alerts> {
  const email: Record<string, boolean | number | null> = {
    AlertLoanDelinquent: values.email.delinquent,
    EstatementAlert: values.email.eStatement,
  };
  DUE_DATE_ALERTS.forEach((n, i) => {
    const due = values.due[i] ?? { on: false, before: true, days: '' };
    email[`AlertLoanDueDate${n}`] = due.on;
    email[`AlertLoanDueDate${n}Before`] = due.before;
    email[`AlertLoanDueDate${n}Days`] = due.days.trim() === '' ? null : Number(due.days);
  });
  return {
    TextAlerts: { AlertLoanDelinquent: values.text.delinquent, EstatementAlert: values.text.eStatement },
    EmailAlerts: email as EmailAlerts,
  };
}

/** True when two forms hold the same choices (the unsaved-changes test). */
export function sameAlerts(a: AlertFormValues, b: AlertFormValues): boolean {
  return JSON.stringify(alertsOfForm(a)) === JSON.stringify(alertsOfForm(b));
}
