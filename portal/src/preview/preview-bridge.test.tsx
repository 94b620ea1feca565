import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setLanguage, useLanguageStore } from '@/settings/language';
import { resetSettings, setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import { startPreviewBridge } from './preview-bridge';

const fromStudio = (data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window }));

afterEach(() => {
  resetSettings();
  setLanguage('en');
  localStorage.clear();
});

describe('preview bridge', () => {
  it('when the studio switches the preview to Spanish then the draft reads in Spanish and nothing is kept', async () => {
    const stop = startPreviewBridge(window);
    setApplicationOptions({
      gassySettings: { shared: {}, english: {}, spanish: { 'header.logoutLinkText': 'Salir (borrador)' } },
      institutionOptions: {},
    });
    fromStudio({ type: 'studio:language', language: 'es' });
    await vi.waitFor(() => expect(useLanguageStore.getState().language).toBe('es'));
    const reader = useSettingsStore.getState().reader;
    expect(reader.text('header.logoutLinkText')).toBe('Salir (borrador)');
    expect(reader.text('header.faqLinkText')).toBe('Preguntas frecuentes');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    fromStudio({ type: 'studio:language', language: 'en' });
    await vi.waitFor(() => expect(useLanguageStore.getState().language).toBe('en'));
    expect(useSettingsStore.getState().reader.text('header.logoutLinkText')).toBe('Logout');
    stop();
  });

  it('when the studio sends a draft with a spanish set then the preview keeps it, its rich texts disarmed', async () => {
    const stop = startPreviewBridge(window);
    fromStudio({ type: 'studio:language', language: 'es' });
    await vi.waitFor(() => expect(useLanguageStore.getState().language).toBe('es'));
    fromStudio({
      type: 'studio:settings',
      seq: 1,
      changedKeys: [],
      options: {
        gassySettings: {
          shared: {},
          english: {},
          spanish: { 'dashboard.infoText': '<p onclick="alert(1)">Hola</p>' },
        },
        institutionOptions: {},
      },
    });
    const info = useSettingsStore.getState().reader.richText('dashboard.infoText');
    expect(info).toContain('Hola');
    expect(info).not.toMatch(/<p onclick/);
    stop();
  });
});
