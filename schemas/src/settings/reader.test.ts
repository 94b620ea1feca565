import { describe, expect, it } from 'vitest';
import { catalogueDefaults } from './catalogue';
import { createSettingsReader, fillPlaceholders } from './reader';
import type { ApplicationOptionsResponse } from './types';

const response = (
  shared: Record<string, string>,
  english: Record<string, string> = {},
  institutionOptions = {},
): ApplicationOptionsResponse => ({
  gassySettings: { shared, english },
  institutionOptions,
});
const read = (shared: Record<string, string>, english: Record<string, string> = {}) =>
  createSettingsReader(response(shared, english), catalogueDefaults);

describe('createSettingsReader', () => {
  it('lets the shared set win over the english set', () => {
    expect(
      read({ 'dashboard.noAccounts': 'Shared' }, { 'dashboard.noAccounts': 'English' }).text('dashboard.noAccounts'),
    ).toBe('Shared');
    expect(read({}, { 'dashboard.noAccounts': 'English' }).text('dashboard.noAccounts')).toBe('English');
  });
  it('falls back to the catalogue default (the spec wording) when the value is missing or empty', () => {
    expect(read({}).text('dashboard.noAccounts')).toBe('No Existing Accounts');
    expect(read({ 'dashboard.noAccounts': '  ' }).text('dashboard.noAccounts')).toBe('No Existing Accounts');
  });
  it("reads a flag as true only when it equals 'true' ignoring case", () => {
    expect(read({ 'portal.useFAQOption': 'TRUE' }).flag('portal.useFAQOption')).toBe(true);
    expect(read({ 'portal.useFAQOption': 'True ' }).flag('portal.useFAQOption')).toBe(true);
    for (const v of ['yes', '1', 'on', 'false'])
      expect(read({ 'portal.useFAQOption': v }).flag('portal.useFAQOption')).toBe(false);
    expect(read({}).flag('portal.useFAQOption')).toBe(false);
  });
  it('parses numbers and falls back to the default when unparsable', () => {
    const key = 'scheduledPaymentOptions.maxScheduledPaymentsAllowedOption';
    expect(read({ [key]: ' 3 ' }).number(key)).toBe(3);
    expect(read({ [key]: 'three' }).number(key)).toBe(1);
    expect(read({}).number(key)).toBe(1);
  });
  it('splits lists on commas and new lines', () => {
    expect(
      read({ 'achPaymentOptions.blockAchOnHoldCodesOption': '48, 12\n7,,' }).list(
        'achPaymentOptions.blockAchOnHoldCodesOption',
      ),
    ).toEqual(['48', '12', '7']);
  });
  it('fills {name} placeholders and leaves unknown ones', () => {
    expect(read({}).text('paymentAmount.amountRange', { min: '$0.01', max: '$500.00' })).toBe(
      'Payment amount must be between $0.01 and $500.00',
    );
    expect(fillPlaceholders('Pay off as of {date}: {x}', { date: '01/02/2030' })).toBe('Pay off as of 01/02/2030: {x}');
    expect(fillPlaceholders('at least {} characters', { '': 8 })).toBe('at least 8 characters');
  });
  it('returns images or undefined, and isSet only for values the institution gave', () => {
    expect(read({}).image('dashboard.bannerImage')).toBeUndefined();
    expect(read({ 'dashboard.bannerImage': '/img/b.svg' }).image('dashboard.bannerImage')).toBe('/img/b.svg');
    expect(read({}).isSet('portal.ssoLoginUrl')).toBe(false);
    expect(read({}, { 'portal.ssoLoginUrl': 'https://sso.example' }).isSet('portal.ssoLoginUrl')).toBe(true);
  });
  it('throws naming an unknown key', () => {
    const reader = read({});
    expect(() => reader.text('nope.missing' as never)).toThrow(/nope\.missing/);
    expect(() => reader.flag('portal' as never)).toThrow(/'portal'/);
  });
  it('has() tells catalogue keys from other strings, so computed keys are checked instead of cast', () => {
    const reader = read({});
    expect(reader.has('titles.dashboard')).toBe(true);
    expect(reader.has('titles.nowhere')).toBe(false);
    expect(reader.has('toString')).toBe(false);
  });
  it('applies institution option defaults', () => {
    const reader = createSettingsReader(response({}, {}, { PasswordMinimumLength: '10' }), catalogueDefaults);
    expect(reader.institution.PasswordMinimumLength).toBe(10);
    expect(reader.institution.UserNameMinimumLength).toBe(8);
    expect(reader.institution.LogoFolder).toBe('default');
  });
  it('tells the options the institution gave from the defaults', () => {
    const reader = createSettingsReader(
      response({}, {}, { PasswordMinimumLength: '10', UserNameMinimumLength: 'eight' }),
      catalogueDefaults,
    );
    expect(reader.institutionGiven('PasswordMinimumLength')).toBe(true);
    // An unusable value takes the default, so it does not count as given.
    expect(reader.institutionGiven('UserNameMinimumLength')).toBe(false);
    expect(reader.institutionGiven('LoanAccountLength')).toBe(false);
  });
});

describe('createSettingsReader in a catalogue language', () => {
  const texts = { 'dashboard.noAccounts': 'No tiene cuentas', 'header.logoutLinkText': 'Cerrar sesión' };
  const spanishReader = (
    shared: Record<string, string>,
    spanish: Record<string, string>,
    english: Record<string, string> = {},
  ) =>
    createSettingsReader({ gassySettings: { shared, english, spanish }, institutionOptions: {} }, catalogueDefaults, {
      values: spanish,
      texts,
    });

  it("reads the lender's Spanish value first, then the Spanish catalogue default", () => {
    const reader = spanishReader({}, { 'dashboard.noAccounts': 'Aún no hay cuentas' });
    expect(reader.text('dashboard.noAccounts')).toBe('Aún no hay cuentas');
    expect(reader.text('header.logoutLinkText')).toBe('Cerrar sesión');
  });

  it("when the lender wrote a text in English only then the Spanish reader sees the lender's English", () => {
    const reader = spanishReader({ 'dashboard.noAccounts': 'Nothing with Acme yet' }, { 'dashboard.noAccounts': ' ' });
    expect(reader.text('dashboard.noAccounts')).toBe('Nothing with Acme yet');
  });

  it('when neither language has the text then the English catalogue default shows; flags ignore the Spanish set', () => {
    const reader = spanishReader({ 'portal.useFAQOption': 'true' }, { 'portal.useFAQOption': 'false' });
    expect(reader.text('login.userNameLabel')).toBe(read({}).text('login.userNameLabel'));
    expect(reader.flag('portal.useFAQOption')).toBe(true);
  });
});
