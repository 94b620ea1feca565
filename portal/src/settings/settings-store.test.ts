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
});
