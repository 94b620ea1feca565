import { createHashRouter, type RouteObject } from 'react-router';
import { closedWhileSso, SSO_CLOSED_ROUTES } from '@/features/sso/sso-route-guard';
import { bootLoader } from './boot-loader';
import { BootFallback } from './boot-fallback';
import { prefetchDashboard } from './dashboard-prefetch';
import { Error500Route } from './error500-route';
import { loadInstitutionOptions, NEEDS_INSTITUTION_OPTIONS } from './institution-options-loader';
import { LoggedOutLayout } from './layouts/logged-out-layout';
import { RootFrame } from './root-frame';
import { RouteErrorBoundary } from './route-error-boundary';
import { redirectHome, requireSession } from './route-guards';
import type { RouteHandle } from './route-handle';
import { loggedInLayout, placeholderScreen, routeScreens } from './route-screens';
import { routeById, routeTable, type RouteArea, type RouteDef } from './route-table';

/** Never shown (the loader redirects first); present so react-router does not warn about an empty leaf. */
const Redirecting = () => null;

/**
 * The route's loader, if any (access spec §2): register, recovery and verifyEmail are closed while SSO
 * is in use; register and activate need the institution options (after the SSO check: a closed route
 * needs nothing). The dashboard's loader starts its two list requests early (decision 274).
 */
function loaderOf(id: string): RouteObject['loader'] {
  if (id === 'dashboard') return prefetchDashboard;
  const closed = SSO_CLOSED_ROUTES.has(id);
  const options = NEEDS_INSTITUTION_OPTIONS.has(id);
  if (!closed && !options) return undefined;
  return async () => {
    if (closed) await closedWhileSso();
    return options ? loadInstitutionOptions() : null;
  };
}

/** A page route built from its route-table entry: lazy screen, title handle and error view. */
function leaf(def: RouteDef): RouteObject {
  const handle: RouteHandle = { route: def };
  const loader = loaderOf(def.id);
  return {
    id: def.id,
    path: def.path,
    handle,
    lazy: routeScreens[def.id] ?? placeholderScreen,
    ...(loader ? { loader } : {}),
    errorElement: <RouteErrorBoundary />,
  };
}

const leaves = (area: RouteArea) => routeTable.filter((def) => def.area === area && def.id !== 'error500').map(leaf);

/**
 * The whole route tree. Error500 sits outside the settings boot so it renders when settings fail;
 * everything else waits for the settings (HydrateFallback shows the loading animation meanwhile).
 */
export function buildRoutes(): RouteObject[] {
  const error500: RouteHandle = { route: routeById('error500') };
  return [
    { id: 'error500', path: 'error500', handle: error500, Component: Error500Route },
    {
      id: 'boot',
      loader: bootLoader,
      shouldRevalidate: () => false,
      HydrateFallback: BootFallback,
      Component: RootFrame,
      errorElement: <RouteErrorBoundary standalone />,
      children: [
        { index: true, loader: redirectHome, Component: Redirecting },
        { id: 'logged-out', Component: LoggedOutLayout, children: leaves('home') },
        {
          id: 'logged-in',
          lazy: loggedInLayout,
          loader: requireSession,
          // Check the session on every navigation inside the area, not only on entry.
          shouldRevalidate: () => true,
          errorElement: <RouteErrorBoundary standalone />,
          children: leaves('myaccount'),
        },
        { path: '*', loader: redirectHome, Component: Redirecting },
      ],
    },
  ];
}

/** The portal's router: hash URLs (access spec §2), so any static host can serve the SPA. */
export function createPortalRouter() {
  return createHashRouter(buildRoutes());
}
