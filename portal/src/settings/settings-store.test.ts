import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings, setApplicationOptions, useSettingsStore } from './settings-store';

afterEach(resetSettings);

describe('settings store', () => {
  it('reads catalogue defaults before the settings are loaded', () => {
    const { reader, loaded } = useSettingsStore.getState();
    expect(loaded).toBe(false);
    expect(reader.text('dashboard.noAccounts')).toBe('No Existing Accounts');
    expect(reader.flag('portal.useFAQOption')).toBe(false);
    expect(reader.institution.PasswordMinimumLength).toBe(8);
  });
  it('replaces the reader when ApplicationOptions arrive, shared winning over english', () => {
    setApplicationOptions({
      gassySettings: {
        shared: { 'portal.useFAQOption': 'True' },
        english: { 'portal.useFAQOption': 'false', 'dashboard.noAccounts': 'Nothing here' },
      },
      institutionOptions: { PasswordMinimumLength: '10' },
    });
    const { reader, loaded } = useSettingsStore.getState();
    expect(loaded).toBe(true);
    expect(reader.flag('portal.useFAQOption')).toBe(true);
    expect(reader.text('dashboard.noAccounts')).toBe('Nothing here');
    expect(reader.institution.PasswordMinimumLength).toBe(10);
  });
  it('when texts of a language are given then the reader reads the spanish set, then those texts, and keeps them for later answers', () => {
    const response = {
      gassySettings: { shared: {}, english: {}, spanish: { 'dashboard.noAccounts': 'Sin cuentas todavía' } },
      institutionOptions: {},
    };
    const texts = { language: 'es', texts: { 'header.logoutLinkText': 'Cerrar sesión' } };
    setApplicationOptions(response, texts);
    expect(useSettingsStore.getState().reader.text('dashboard.noAccounts')).toBe('Sin cuentas todavía');
    expect(useSettingsStore.getState().reader.text('header.logoutLinkText')).toBe('Cerrar sesión');
    setApplicationOptions({ ...response, gassySettings: { shared: {}, english: {} } });
    expect(useSettingsStore.getState().reader.text('header.logoutLinkText')).toBe('Cerrar sesión');
    setApplicationOptions(response, null);
    expect(useSettingsStore.getState().reader.text('header.logoutLinkText')).toBe('Logout');
  });
});
