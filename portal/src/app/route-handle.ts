import { useMatches } from 'react-router';
import type { RouteDef } from './route-table';

/** What every leaf route carries in its react-router `handle`. */
export interface RouteHandle {
  route: RouteDef;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route-table entry of the deepest matched route, or undefined while redirecting. */
export function useCurrentRouteDef(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
