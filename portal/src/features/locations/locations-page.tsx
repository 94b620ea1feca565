/**
 * Branch locator (routes locations and homeLocations, accounts spec §2 "Branch locator", §5): 'Find the
 * closest branch!', a zip search that looks branches up on every change once it holds exactly 5 digits,
 * the device position on request, the accessibility notice, the remote locator dialog, a login link when
 * logged out. The list works on its own; the map is a lazy chunk beside it.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { isZipSearch } from '@schemas/rules/branch-distance';
import { digitsUpTo, ZIP_DIGITS } from '@schemas/rules/masks';
import { toApiFailure } from '@/api/api-failure';
import { useBranchesQuery, type BranchSearch } from '@/api/locations/get-branches';
import { openDialog } from '@/session/dialog-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { LiveMessage } from '@/ui/live-message';
import { PageHeading } from '@/ui/page-heading';
import { PublicPageTop } from '@/ui/public-page-top';
import { Spinner } from '@/ui/spinner';
import { BranchList } from './branch-list';
import './locations-page.css';

const BranchMap = lazy(() => import('./branch-map'));

/** The branch locator page. */
export function LocationsPage() {
  const settings = useSettings();
  const loggedOut = useLocation().pathname.startsWith('/home/');
  const [zip, setZip] = useState('');
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [noPosition, setNoPosition] = useState(false);
  const inputId = useId();
  const search: BranchSearch = isZipSearch(zip)
    ? { kind: 'zip', zip }
    : position
      ? { kind: 'position', ...position }
      : { kind: 'all' };
  const branches = useBranchesQuery(search);
  const failure = branches.isError ? toApiFailure(branches.error) : null;
  const zipUnknown = failure !== null && 'status' in failure && failure.status === 404;

  const locate = () => {
    setNoPosition(false);
    if (!('geolocation' in navigator)) return setNoPosition(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setZip('');
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        setLocating(false);
        setNoPosition(true);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const list = branches.isError ? [] : (branches.data ?? []);
  // A zip or position search says how many branches it found; each answer is announced once.
  const found =
    branches.isSuccess && search.kind !== 'all' && list.length > 0
      ? settings.text('locations.branchesFound', { n: list.length })
      : '';
  return (
    <div className="page locations-page">
      <PublicPageTop loggedOut={loggedOut} backLabel={settings.text('locations.loginLink')} />
      <PageHeading>{settings.text('locations.heading')}</PageHeading>
      <div className="card locations-page__search">
        <label htmlFor={inputId} className="locations-page__label">
          {settings.text('locations.searchLabel')}
        </label>
        <div className="locations-page__controls">
          <input
            id={inputId}
            className="form-field__input locations-page__zip"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={settings.text('locations.zipPlaceholder')}
            value={zip}
            maxLength={ZIP_DIGITS}
            onChange={(e) => {
              setPosition(null);
              setZip(digitsUpTo(e.target.value, ZIP_DIGITS));
            }}
          />
          <button type="button" className="button button--secondary" onClick={locate} disabled={locating}>
            {settings.text('locations.useMyLocation')}
          </button>
          {settings.flag('portal.useRemoteBranchLocatorOption') ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => openDialog({ kind: 'remoteBranchLocator' })}
            >
              {settings.text('locations.remoteLocatorLink')}
            </button>
          ) : null}
        </div>
        <p className="locations-page__notice">{settings.text('locations.accessibilityNotice')}</p>
      </div>
      <div aria-live="polite" className="locations-page__status">
        {noPosition ? <ErrorBanner inRegion>{settings.text('locations.locationUnavailable')}</ErrorBanner> : null}
        {zipUnknown ? <ErrorBanner inRegion>{settings.text('locations.zipNotFound')}</ErrorBanner> : null}
        {failure && !zipUnknown ? <ErrorBanner inRegion>{settings.text('locations.searchError')}</ErrorBanner> : null}
        {branches.isSuccess && list.length === 0 ? <p>{settings.text('locations.noBranches')}</p> : null}
      </div>
      <LiveMessage text={found} count={branches.dataUpdatedAt} className="visually-hidden" />
      <div className="locations-page__results">
        {branches.isPending || locating ? (
          <Spinner label={settings.text('shell.loadingText')} />
        ) : (
          <BranchList branches={list} />
        )}
        <Suspense fallback={<div className="branch-map branch-map--loading" />}>
          <BranchMap branches={list} focusNearest={search.kind !== 'all'} />
        </Suspense>
      </div>
    </div>
  );
}

export default LocationsPage;
