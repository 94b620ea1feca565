import { describe, expect, it } from 'vitest';
import { alertFormOf, alertsOfForm, sameAlerts } from './alert-form';

describe('alert preferences form <-> Alerts (accounts spec §3 Alerts)', () => {
  const alerts = {
    TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false },
    EmailAlerts: {
      AlertLoanDelinquent: false,
      EstatementAlert: true,
      AlertLoanDueDate1: true,
      AlertLoanDueDate1Before: false,
      AlertLoanDueDate1Days: 3,
      AlertLoanDueDate3: false,
      AlertLoanDueDate3Days: null,
    },
  };
  it('when alerts load then each channel and due-date alert reads into the form (missing before means before)', () => {
    const form = alertFormOf(alerts);
    expect(form.text).toEqual({ delinquent: true, eStatement: false });
    expect(form.email).toEqual({ delinquent: false, eStatement: true });
    expect(form.due[0]).toEqual({ on: true, before: false, days: '3' });
    expect(form.due[2]).toEqual({ on: false, before: true, days: '' });
  });
  it('when saved then the form goes back as Alerts with empty days as null', () => {
    const body = alertsOfForm(alertFormOf(alerts));
    expect(body.TextAlerts).toEqual({ AlertLoanDelinquent: true, EstatementAlert: false });
    expect(body.EmailAlerts.AlertLoanDueDate1Days).toBe(3);
    expect(body.EmailAlerts.AlertLoanDueDate1Before).toBe(false);
    expect(body.EmailAlerts.AlertLoanDueDate2Days).toBeNull();
    expect(body.EmailAlerts.AlertLoanDueDate4).toBe(false);
  });
  it('when one choice differs then the forms are not the same', () => {
    const a = alertFormOf(alerts);
    expect(sameAlerts(a, alertFormOf(alerts))).toBe(true);
    expect(sameAlerts(a, { ...a, text: { ...a.text, eStatement: true } })).toBe(false);
  });
});
