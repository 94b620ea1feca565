/**
 * Test-only: renders routes inside a memory data router (needed by `useBlocker`) with the query client,
 * the dialog host and the given settings, the way the shell mounts them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { loadLanguageTexts } from 'virtual:settings-language-texts';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { queryClient } from '@/api/query-client';
import { useSessionStore } from '@/session/session-store';
import { clearUnsavedChanges } from '@/session/unsaved-store';
import { setLanguage } from '@/settings/language';
import { resetSettings, setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import type { TestSettings } from './render-with-settings';
import { DialogHost } from '@/app/dialogs/dialog-host';
import { closeAllDialogs } from '@/session/dialog-store';

/** The rendered app and its router (read `router.state.location` to see where navigation went). */
export type ShellRender = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/** Renders `routes` under a root that also hosts the dialogs; starts at `initialPath`. */
export function renderShell(
  routes: RouteObject[],
  initialPath = '/',
  { settings = {}, institution = {} }: TestSettings = {},
): ShellRender {
  setApplicationOptions({ gassySettings: { shared: {}, english: settings }, institutionOptions: institution });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <DialogHost />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialPath] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** Resets every store the shell tests touch. */
export function resetShellState(): void {
  // Unmount first: a page still mounted would re-render on the resets below and start its queries
  // again, leaving requests in the cache that the next test would join.
  cleanup();
  closeAllDialogs();
  clearUnsavedChanges();
  useSessionStore.getState().clear();
  queryClient.clear();
  resetSettings();
  setLanguage('en');
}

/**
 * Reads the applied settings in `language` with its catalogue texts, as the portal does once a borrower chooses it
 * (the lender's values in that language are left out: the catalogue's own texts show).
 */
export async function readInLanguage(language: string): Promise<void> {
  const texts = language === 'en' ? null : { language, texts: await loadLanguageTexts(language) };
  act(() => {
    setApplicationOptions(useSettingsStore.getState().response, texts);
    setLanguage(language);
  });
}

/** A login response good enough to set a session in tests. */
export const testLogin = {
  IsLoggedIn: true,
  UserToken: 'token-123',
  CompanyNumber: 0,
  UserName: 'jsmith',
  PersonalName: 'Jane Smith',
  EmailAddress: 'jane@example.com',
  ServicingBranch: '7',
} as const;
