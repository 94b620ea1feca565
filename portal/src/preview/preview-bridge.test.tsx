import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllDialogs, useDialogStore } from '@/session/dialog-store';
import { LANGUAGE_STORAGE_KEY, setLanguage, useLanguageStore } from '@/settings/language';
import { resetSettings, setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import { startPreviewBridge } from './preview-bridge';

const fromStudio = (data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window }));

afterEach(() => {
  closeAllDialogs();
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

afterEach(() => closeAllDialogs());

/** A framed window whose studio (parent) is a stub; `deliver` hands the bridge a message from the studio. */
function framedWindow() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const studio = { postMessage: vi.fn() };
  const win = {
    parent: studio,
    location: window.location,
    document: window.document,
    addEventListener: (type: string, listener: (event: unknown) => void) => void (listeners[type] = listener),
    removeEventListener: () => {},
  } as unknown as Window;
  const deliver = (data: unknown) => listeners.message?.({ origin: window.location.origin, source: studio, data });
  return { win, deliver };
}

const previewScreens = () =>
  useDialogStore.getState().dialogs.flatMap((d) => (d.request.kind === 'previewScreen' ? [d.request.screen] : []));

describe('the preview bridge', () => {
  it('when the studio chooses a dialog-only screen, then it opens over the page; the next choice closes it', () => {
    const { win, deliver } = framedWindow();
    const stop = startPreviewBridge(win);
    deliver({ type: 'studio:navigate', path: '/preview-dialog/achTerms' });
    expect(previewScreens()).toEqual(['achTerms']);
    deliver({ type: 'studio:navigate', path: '/preview-dialog/announcement' });
    expect(previewScreens()).toEqual(['announcement']);
    deliver({ type: 'studio:navigate', path: '/home/login' });
    expect(previewScreens()).toEqual([]);
    expect(window.location.hash).toBe('#/home/login');
    // An unknown dialog id is a plain route, not a dialog.
    deliver({ type: 'studio:navigate', path: '/preview-dialog/nothing' });
    expect(previewScreens()).toEqual([]);
    stop();
  });
});
