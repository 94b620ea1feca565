import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportClientError } from '@/api/client-error-reporter';
import { RouteErrorView } from '@/features/errors/route-error-view';
import { useSettings } from '@/settings/use-settings';

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** True when no layout surrounds the view (the layout itself failed), so it brings its own main. */
  standalone?: boolean;
}

/**
 * errorElement of every route: when a page fails to load (chunk missing, loader or render error)
 * the main area shows the page-error banner and the failure is reported once.
 */
export function RouteErrorBoundary({ standalone = false }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const settings = useSettings();
  useEffect(() => {
    // A thrown Response (404 from a loader) is reported by its status; anything else as it is.
    reportClientError(isRouteErrorResponse(error) ? `Route error ${error.status} ${error.statusText}` : error);
  }, [error]);
  return (
    <RouteErrorView
      standalone={standalone}
      heading={settings.text('shell.pageErrorHeading')}
      text={settings.text('shell.pageErrorText')}
      retryLabel={settings.text('shell.retryLabel')}
      onRetry={() => window.location.reload()}
    />
  );
}
