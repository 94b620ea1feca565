import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportClientError } from '@/api/client-error-reporter';
import { resetSettings, setApplicationOptions } from '@/settings/settings-store';
import { PageSync } from './page-sync';
import type { RouteHandle } from './route-handle';
import { routeById, type RouteDef } from './route-table';

vi.mock('@/api/client-error-reporter', () => ({ reportClientError: vi.fn() }));

const ghost: RouteDef = { id: 'ghost', path: 'home/ghost', title: 'Ghost', titleKey: 'titles.ghost', area: 'home' };

function renderAt(path: string, settings: Record<string, string> = {}) {
  setApplicationOptions({ gassySettings: { shared: settings, english: {} }, institutionOptions: {} });
  const leaf = (def: RouteDef, path: string) => ({
    path,
    handle: { route: def } satisfies RouteHandle,
    element: <p>page</p>,
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageSync />
            <Outlet />
          </>
        ),
        children: [leaf(ghost, '/home/ghost'), leaf(routeById('loanDetails'), '/myaccount/loanDetails/:accountNumber')],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);

beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
});

afterEach(() => {
  resetSettings();
});

describe('page title and page views', () => {
  it('uses host and URL as the title when a route has no title, and reports the problem', async () => {
    renderAt('/home/ghost');
    await waitFor(() => expect(document.title).toBe(`${window.location.host} ${window.location.href}`));
    expect(reportClientError).toHaveBeenCalledWith(expect.stringMatching(/titles\.ghost/));
  });

  it('sets the title of a route from settings without reporting anything', async () => {
    renderAt('/myaccount/loanDetails/01-100100-5');
    await waitFor(() => expect(document.title).toBe('Loan Details'));
    expect(reportClientError).not.toHaveBeenCalled();
  });

  it('sends no page view when analytics is not configured', async () => {
    renderAt('/myaccount/loanDetails/01-100100-5');
    await waitFor(() => expect(document.title).toBe('Loan Details'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends one page view per navigation with the route pattern, never the account number', async () => {
    const router = renderAt('/myaccount/loanDetails/01-100100-5', { 'portal.analyticsId': 'UA-1' });
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('api/Analytics/PageView');
    const text = await (body as Blob).text();
    expect(JSON.parse(text)).toMatchObject({
      AnalyticsId: 'UA-1',
      RouteId: 'loanDetails',
      Route: 'myaccount/loanDetails/:accountNumber',
    });
    expect(text).not.toContain('01-100100-5');

    await router.navigate('/home/ghost');
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
  });
});
