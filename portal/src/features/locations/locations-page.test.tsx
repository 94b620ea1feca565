import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { LocationsPage } from './locations-page';

// Leaflet needs a real layout engine; the map is covered by the e2e spec and the phone screenshots.
vi.mock('./branch-map', () => ({
  default: ({ branches }: { branches: unknown[] }) => <div data-testid="map">{branches.length} pins</div>,
}));

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  vi.unstubAllGlobals();
});

const main = {
  BranchNumber: '1',
  BranchName: 'Main Street',
  StreetAddress: '1 Main St',
  City: 'Springfield',
  State: 'IL',
  Zip: '62701',
  PhoneNumber: '2175550100',
  Latitude: 39.8,
  Longitude: -89.6,
};
const north = { ...main, BranchNumber: '2', BranchName: 'North Side', PhoneNumber: '2175550199' };

function setup(routes: FakeRoutes, path = '/myaccount/locations', settings: Record<string, string> = {}) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  renderShell(
    [
      { path: 'myaccount/locations', element: <LocationsPage /> },
      { path: 'home/locations', element: <LocationsPage /> },
    ],
    path,
    { settings },
  );
  return fake;
}

describe('branch locator', () => {
  it('shows the heading, notice and every branch with its phone as (xxx) xxx-xxxx dialling +1', async () => {
    setup({ 'GET BranchInfo/Get': () => ({ status: 200, data: [main, north] }) });
    expect(screen.getByRole('heading', { name: 'Find the closest branch!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Find a Branch')).toBeInTheDocument();
    expect(screen.getByText(/does not meet accessibility standards/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Branches' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Main Street', 'North Side']);
    expect(within(list).getByRole('link', { name: '(217) 555-0100' })).toHaveAttribute('href', 'tel:+12175550100');
    expect(screen.queryByRole('link', { name: 'Back to Login' })).toBeNull();
  });

  it('searches only with exactly 5 digits, keeps digits only, and lists nearest first with distances', async () => {
    const { calls } = setup({
      'GET BranchInfo/Get': ({ params }) => ({
        status: 200,
        data: params.zip
          ? [
              { ...north, Distance: 1.2 },
              { ...main, Distance: 4 },
            ]
          : [main, north],
      }),
    });
    await screen.findByRole('list', { name: 'Branches' });
    const input = screen.getByLabelText('Find a Branch');
    await userEvent.type(input, '62a70');
    expect(input).toHaveValue('6270');
    expect(calls.filter((c) => c.params.zip)).toHaveLength(0);
    await userEvent.type(input, '29');
    expect(input).toHaveValue('62702');
    expect(await screen.findByText('1.2 mi')).toBeInTheDocument();
    // The new list is announced (WCAG 4.1.3); the region was there, empty, before the search.
    expect(screen.getByRole('status')).toHaveTextContent('2 branches found, nearest first.');
    const names = within(screen.getByRole('list', { name: 'Branches' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['North Side', 'Main Street']);
    expect(calls.filter((c) => c.params.zip).map((c) => c.params.zip)).toEqual(['62702']);
  });

  it('an unknown zip says so; logged out there is the login link', async () => {
    setup(
      {
        'GET BranchInfo/Get': ({ params }) =>
          params.zip
            ? { status: 404, data: { Errors: [{ ErrorMessage: 'NotFound' }] } }
            : { status: 200, data: [main] },
      },
      '/home/locations',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/home/login');
    await screen.findByRole('list', { name: 'Branches' });
    fireEvent.change(screen.getByLabelText('Find a Branch'), { target: { value: '00000' } });
    expect(await screen.findByText('We could not find that zip code.')).toBeInTheDocument();
  });

  it('searches from the device position on request, and says when it is unavailable', async () => {
    let allow = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          allow
            ? ok({ coords: { latitude: 39.78, longitude: -89.65 } } as GeolocationPosition)
            : fail({ code: 1 } as GeolocationPositionError),
      },
    });
    const { calls } = setup({ 'GET BranchInfo/Get': () => ({ status: 200, data: [main] }) });
    await screen.findByRole('list', { name: 'Branches' });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.params.latitude === '39.7800' && c.params.longitude === '-89.6500')).toBe(true),
    );
    allow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Your location is not available. Search by zip code instead.')).toBeInTheDocument();
  });

  it('offers the remote locator only with its option; it opens the pop-up warning dialog first', async () => {
    setup({ 'GET BranchInfo/Get': () => ({ status: 200, data: [main] }) });
    await screen.findByRole('list', { name: 'Branches' });
    expect(screen.queryByRole('button', { name: 'Find us on the branch locator' })).toBeNull();
    restore();
    resetShellState();
    setup({ 'GET BranchInfo/Get': () => ({ status: 200, data: [main] }) }, '/myaccount/locations', {
      'portal.useRemoteBranchLocatorOption': 'true',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Find us on the branch locator' }));
    const dialog = screen.getByRole('dialog', { name: 'Find Us' });
    expect(dialog).toHaveTextContent('Pop-ups must be enabled');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});
