import { useEffect } from 'react';
import { Error500Page } from '@/features/errors/error500-page';
import { useSettings } from '@/settings/use-settings';
import { resolvePageTitle } from './page-title';
import { HOME_PATH } from '@/ui/route-paths';
import { routeById } from './route-table';

/**
 * Error500: the settings could not be loaded. The settings store then reads catalogue defaults.
 * This route sits outside the boot route that syncs titles, so it sets its own.
 */
export function Error500Route() {
  const settings = useSettings();
  const title = resolvePageTitle(settings, routeById('error500'), {
    host: window.location.host,
    href: window.location.href,
  }).title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Error500Page
      heading={settings.text('shell.error500Heading')}
      text={settings.text('shell.error500Text')}
      retryLabel={settings.text('shell.retryLabel')}
      retryHref={`#${HOME_PATH}`}
    />
  );
}
