import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  alertDaysInput,
  alertDaysMaxLength,
  tickDueDateAlert,
  DUE_DATE_ALERTS,
  type DueDateAlertValue,
} from '@schemas/rules/due-date-alerts';
import { accountDetailsKey, type LoanInformation } from '@/api/accounts/get-account-details';
import { useSaveAccountAlerts } from '@/api/accounts/save-account-alerts';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { HostText } from '@/ui/host-text';
import { Spinner } from '@/ui/spinner';
import { useRefocusWhenLost } from '../address-edit/use-refocus-when-lost';
import { CHECK_MARK_MS, useTransientMessage } from '@/ui/use-transient-message';
import { alertFormOf, alertsOfForm, sameAlerts, type AlertFormValues, type ChannelValues } from './alert-form';
import './alert-preferences.css';

/** Props of {@link AlertPreferencesSection}. */
export interface AlertPreferencesSectionProps {
  accountNumber: string;
  alerts: LoanInformation['Alerts'];
  /** Told whether the form has unsaved changes (the page raises the shared flag). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Alert preferences of an open loan (accounts spec §2, §4 Alerts, §8): text and e-mail alerts (loan
 * delinquent, e-statement), e-mail's four due-date alerts with before/after and days (a tick with empty days
 * means 15 days before), Save and Reset only with unsaved changes, the server's errors or 'Error'.
 */
export function AlertPreferencesSection({ accountNumber, alerts, onDirtyChange }: AlertPreferencesSectionProps) {
  const settings = useSettings();
  const t = settings.text;
  const queryClient = useQueryClient();
  const save = useSaveAccountAlerts();
  const check = useTransientMessage<true>(CHECK_MARK_MS);
  const [cached, setCached] = useState(() => alertFormOf(alerts));
  const [values, setValuesState] = useState(cached);
  // The host's refusal messages as they came, or 'failed' for a call that did not answer (the portal's own text).
  const [errors, setErrors] = useState<readonly string[] | 'failed'>([]);
  const dirty = !sameAlerts(values, cached);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const setValues = (next: AlertFormValues) => {
    check.hide();
    setValuesState(next);
  };
  const setChannel = (channel: 'text' | 'email', key: keyof ChannelValues, on: boolean) =>
    setValues({ ...values, [channel]: { ...values[channel], [key]: on } });
  const setDue = (i: number, next: DueDateAlertValue) =>
    setValues({ ...values, due: values.due.map((d, j) => (j === i ? next : d)) });

  // Save / Reset vanish with the unsaved changes: focus goes back to the first alert, not the page's start.
  const { ref: focusRef, request: refocus } = useRefocusWhenLost<HTMLFormElement>();
  const reset = () => {
    setValues(cached);
    setErrors([]);
    refocus();
  };
  const submit = () => {
    setErrors([]);
    const body = { AccountNumber: accountNumber, ...alertsOfForm(values) };
    save.mutateAsync(body).then(
      (answer) => {
        refocus();
        if (!answer.HasNoErrors) return setErrors(answer.Errors.map((e) => e.ErrorMessage));
        setCached(values);
        check.show(true);
        queryClient.setQueryData(accountDetailsKey(accountNumber), (old: LoanInformation | undefined) =>
          old ? { ...old, Alerts: alertsOfForm(values) } : old,
        );
      },
      () => {
        refocus();
        setErrors('failed');
      },
    );
  };

  const box = (channel: 'text' | 'email', key: keyof ChannelValues, label: string) => (
    <label className="check-row alert-prefs__check">
      <input
        type="checkbox"
        checked={values[channel][key]}
        disabled={save.isPending}
        onChange={(e) => setChannel(channel, key, e.target.checked)}
      />
      {label}
    </label>
  );

  return (
    <section className="alert-prefs card" aria-labelledby="alert-prefs-heading">
      <h2 id="alert-prefs-heading">{t('alerts.heading')}</h2>
      <h3 className="alert-prefs__generated">{t('alerts.generatedHeading')}</h3>
      <form
        ref={focusRef}
        className="alert-prefs__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="alert-prefs__group">
          <legend>{t('alerts.textAlertsHeading')}</legend>
          {box('text', 'delinquent', t('alerts.loanDelinquentLabel'))}
          {box('text', 'eStatement', t('alerts.eStatementLabel'))}
        </fieldset>
        <fieldset className="alert-prefs__group">
          <legend>{t('alerts.emailAlertsHeading')}</legend>
          {box('email', 'delinquent', t('alerts.loanDelinquentLabel'))}
          {box('email', 'eStatement', t('alerts.eStatementLabel'))}
          {DUE_DATE_ALERTS.map((n, i) => {
            const due = values.due[i] ?? { on: false, before: true, days: '' };
            const name = t('alerts.dueDateLabel', { n });
            return (
              <div key={n} className="alert-prefs__due">
                <label className="check-row alert-prefs__check">
                  <input
                    type="checkbox"
                    checked={due.on}
                    disabled={save.isPending}
                    onChange={(e) =>
                      setDue(i, tickDueDateAlert(due, e.target.checked, settings.number('alerts.defaultDays')))
                    }
                  />
                  {name}
                </label>
                <select
                  className="form-field__input"
                  aria-label={`${name}: ${t('alerts.dueDateTimingLabel')}`}
                  value={due.before ? 'before' : 'after'}
                  disabled={!due.on || save.isPending}
                  onChange={(e) => setDue(i, { ...due, before: e.target.value === 'before' })}
                >
                  <option value="before">{t('alerts.beforeLabel')}</option>
                  <option value="after">{t('alerts.afterLabel')}</option>
                </select>
                {/* The unit shows next to the number ("15 Days"); the input's own name already says it. */}
                <span className="alert-prefs__days-field">
                  <input
                    className="form-field__input alert-prefs__days"
                    inputMode="numeric"
                    aria-label={`${name}: ${t('alerts.daysLabel')}`}
                    maxLength={alertDaysMaxLength(n)}
                    value={due.days}
                    disabled={!due.on || save.isPending}
                    onChange={(e) => setDue(i, { ...due, days: alertDaysInput(n, e.target.value) })}
                  />
                  <span aria-hidden="true">{t('alerts.daysLabel')}</span>
                </span>
              </div>
            );
          })}
        </fieldset>
        <div className="alert-prefs__actions">
          {dirty && !save.isPending ? (
            <>
              <button type="submit" className="button">
                {t('alerts.saveButton')}
              </button>
              <button type="button" className="button button--secondary" onClick={reset}>
                {t('alerts.resetButton')}
              </button>
            </>
          ) : null}
          {save.isPending ? <Spinner label={t('alerts.savingLabel')} showLabel={false} /> : null}
          {check.shown ? (
            <span role="status" className="alert-prefs__saved">
              <span aria-hidden="true">✓</span>
              <span className="visually-hidden">{t('alerts.savedLabel')}</span>
            </span>
          ) : null}
        </div>
        {errors === 'failed' || errors.length > 0 ? (
          <ErrorBanner as="ul" className="alert-prefs__errors">
            {errors === 'failed' ? (
              <li>{t('alerts.saveError')}</li>
            ) : (
              errors.map((m) => (
                <HostText as="li" key={m}>
                  {m}
                </HostText>
              ))
            )}
          </ErrorBanner>
        ) : null}
      </form>
    </section>
  );
}
