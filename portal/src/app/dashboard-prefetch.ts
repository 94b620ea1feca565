/**
 * Loader of myaccount/dashboard: starts the account list and application list requests while the
 * router is still loading the settings and the route chunks, instead of after the page first renders
 * (docs/decisions/274-dashboard-load-path.md). It does not wait for them: the page keeps its own
 * loading, empty and error states, and its queries pick up the requests already under way.
 */
import { accountListQuery } from '@/api/accounts/account-list-query';
import { applicationListQuery } from '@/api/accounts/application-list-query';
import { queryClient } from '@/api/query-client';
import { useSessionStore } from '@/session/session-store';
import { settingsLoaded, useSettingsStore } from '@/settings/settings-store';

const signedIn = () => useSessionStore.getState().token !== null;

/**
 * Starts both dashboard requests, only with a session (the logged-in guard runs beside this loader, and
 * a request without a token would start a second logout). The two query modules are a few hundred bytes;
 * importing them lazily would put their chunk's evaluation before the request.
 */
export function prefetchDashboard(): null {
  if (!signedIn()) return null;
  void queryClient.prefetchQuery(accountListQuery());
  // A hidden applications section never asks for its list (the page's query is disabled then too).
  void settingsLoaded().then(() => {
    if (signedIn() && !useSettingsStore.getState().reader.flag('dashboard.applicationsHidden'))
      void queryClient.prefetchQuery(applicationListQuery());
  });
  return null;
}
