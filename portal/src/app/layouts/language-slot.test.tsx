import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { LANGUAGE_STORAGE_KEY, setLanguage, useLanguageStore } from '@/settings/language';
import { resetSettings, setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import { LanguageSlot } from './language-slot';

const answers = vi.hoisted(() => ({ requested: [] as string[] }));
vi.mock('@/api/setup/get-application-options', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/api/setup/get-application-options')>();
  return {
    ...original,
    applicationOptionsQuery: (language = 'en') => ({
      ...original.applicationOptionsQuery(language),
      queryFn: () => {
        answers.requested.push(language);
        return Promise.resolve({
          gassySettings: {
            shared: { 'languages.useSpanishOption': 'true' },
            english: {},
            spanish: { 'header.logoutLinkText': 'Salir del portal' },
          },
          institutionOptions: {},
        });
      },
    }),
  };
});

const spanishOn = (on: boolean) =>
  setApplicationOptions({
    gassySettings: { shared: { 'languages.useSpanishOption': String(on) }, english: {} },
    institutionOptions: {},
  });

afterEach(() => {
  resetSettings();
  setLanguage('en');
  queryClient.clear();
  localStorage.clear();
  answers.requested.length = 0;
});

describe('language switch', () => {
  it('when the lender has Spanish off then there is no switch and no logged-out bar', () => {
    spanishOn(false);
    render(
      <>
        <LanguageSlot className="x" banner />
        <LanguageSlot className="x" />
      </>,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('when Spanish is on then a named select offers each language in its own words, marked with its lang', async () => {
    spanishOn(true);
    render(<LanguageSlot className="x" banner />);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('banner')).toContainElement(select);
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(select).toHaveValue('en');
  });

  it('when the borrower picks Español by keyboard then texts, the select, <html lang> and the kept choice follow', async () => {
    spanishOn(true);
    render(<LanguageSlot className="x" />);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    select.focus();
    await userEvent.selectOptions(select, 'es');
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('es'));
    expect(answers.requested).toEqual(['es']);
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(useSettingsStore.getState().reader.text('header.logoutLinkText')).toBe('Salir del portal');
    expect(useSettingsStore.getState().reader.text('header.faqLinkText')).toBe('Preguntas frecuentes');
    expect(document.documentElement.lang).toBe('es-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    expect(useSettingsStore.getState().reader.text('header.logoutLinkText')).toBe('Logout');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
