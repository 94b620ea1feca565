import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { resetSettings } from '@/settings/settings-store';
import { renderWithSettings } from '@/testing/render-with-settings';
import { RegistrationPage } from './registration-page';

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

/**
 * Settings that keep the sections short: loan accounts only (type preset), no account number, date of birth,
 * zip or phone; security is the place of birth only (no secret question).
 */
const shortSections = {
  'access.registerAsLoanAccount': 'true',
  'access.doNotRequireAccountNumberForRegistration': 'true',
  'registration.dateOfBirthHidden': 'true',
  'registration.zipHidden': 'true',
  'registration.phoneNumberHidden': 'true',
  'registration.placeOfBirthShown': 'true',
  'access.recoverCredentialsWithoutQuestion': 'true',
};

function setup(maintenance = false) {
  restore = installFakeApi({
    'GET MaintenanceMode': () => ({ status: 200, data: { isEnabled: maintenance } }),
  }).restore;
  const router = createMemoryRouter(
    [
      { path: '/home/register', Component: RegistrationPage },
      { path: '/home/login', element: <p>Login</p> },
    ],
    {
      initialEntries: ['/home/register'],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithSettings(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { settings: shortSections },
  );
  const crumbs = () => within(screen.getByRole('navigation', { name: 'Registration steps' }));
  const tab = (name: string) => crumbs().getByRole('button', { name });
  return { user: userEvent.setup(), tab, router };
}

// Masked inputs and many keystrokes: more than the 5 s default on a busy machine.
describe('registration breadcrumb (spec §2 "disabled until the prior section is valid")', { timeout: 30_000 }, () => {
  it('later tabs follow the validity of the prior sections now, not only whether they were completed once', async () => {
    const { user, tab } = setup();
    await user.type(screen.getByLabelText('Last Name'), 'Chen');
    await user.type(screen.getByLabelText('Email Address'), 'emily.chen@example.com');
    await user.type(screen.getByLabelText('Social Security Number'), '911204587');
    expect(tab('Security')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Security', level: 2 })).toBeInTheDocument();
    expect(tab('Security')).toBeEnabled();
    expect(tab('Registration')).toBeDisabled();

    // Back to personal data: emptying a required field disables Security; filling it in enables it again.
    await user.click(tab('Personal Data'));
    await user.clear(await screen.findByLabelText('Last Name'));
    expect(tab('Security')).toBeDisabled();
    expect(tab('Registration')).toBeDisabled();
    await user.type(screen.getByLabelText('Last Name'), 'Chen');
    expect(tab('Security')).toBeEnabled();

    // Security completed, then its answer removed: Registration is disabled again.
    await user.click(tab('Security'));
    await user.type(await screen.findByLabelText('Place of Birth'), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Registration', level: 2 })).toBeInTheDocument();
    expect(tab('Registration')).toBeEnabled();
    await user.click(tab('Security'));
    await user.clear(await screen.findByLabelText('Place of Birth'));
    expect(tab('Registration')).toBeDisabled();
    expect(tab('Security')).toBeEnabled();
  });

  it('moves focus to the section shown after Continue', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Last Name'), 'Chen');
    await user.type(screen.getByLabelText('Email Address'), 'emily.chen@example.com');
    await user.type(screen.getByLabelText('Social Security Number'), '911204587');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Security', level: 2 });
    expect(heading.parentElement).toHaveFocus();
  });
});

describe('registration and maintenance mode (spec §2 "If maintenance mode is on the user goes to login")', () => {
  it('checks when the page opens: with maintenance on, the visitor is sent to login with the offline message', async () => {
    const { router } = setup(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(router.state.location.search).toBe('?error=down');
  });
});
