import type { SettingsReader } from '@schemas/settings/reader';
import type { RouteDef } from './route-table';

/** A page title, and the problem to report when the title had to be made up. */
export interface ResolvedTitle {
  title: string;
  problem?: string;
}

/** Where the page is; passed in so the rule stays pure and testable. */
export interface PageLocation {
  host: string;
  href: string;
}

/** The host and URL, used as the browser title when a route has no title (access spec §2). */
export function fallbackTitle(where: PageLocation): string {
  return `${where.host} ${where.href}`;
}

/**
 * The browser title of a route: its `titles.<id>` setting. A key missing from the catalogue or an
 * empty title falls back to host and URL, and says what was wrong so the caller can report it.
 */
export function resolvePageTitle(
  settings: SettingsReader,
  route: Pick<RouteDef, 'id' | 'titleKey'>,
  where: PageLocation,
): ResolvedTitle {
  // Route ids are data, so the key is checked at run time; the catalogue test checks every route id.
  if (!settings.has(route.titleKey)) {
    return {
      title: fallbackTitle(where),
      problem: `Missing page title: setting ${route.titleKey} is not in the catalogue (route ${route.id})`,
    };
  }
  const title = settings.text(route.titleKey).trim();
  if (title === '') {
    return {
      title: fallbackTitle(where),
      problem: `Missing page title: setting ${route.titleKey} is empty (route ${route.id})`,
    };
  }
  return { title };
}
