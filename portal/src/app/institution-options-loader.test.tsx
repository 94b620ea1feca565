import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { resetSettings, useSettingsStore } from '@/settings/settings-store';
import { resetBoot } from './boot-loader';
import { buildRoutes } from './router';

vi.mock('@/features/auth/login-page', () => ({ LoginPage: () => <h1>Login screen</h1> }));
vi.mock('@/features/registration/registration-page', () => ({ RegistrationPage: () => <h1>Register screen</h1> }));
vi.mock('@/features/recovery/recovery-page', () => ({ RecoveryPage: () => <h1>Recovery screen</h1> }));
vi.mock('@/api/client-error-reporter', () => ({ reportClientError: vi.fn() }));

let restore = () => {};
afterEach(() => {
  restore();
  resetBoot();
  resetSettings();
  queryClient.clear();
});

function renderAt(path: string) {
  const fake = installFakeApi({
    'GET setup/ApplicationOptions': () => ({
      status: 200,
      data: {
        gassySettings: { shared: {}, english: {} },
        institutionOptions: { UserNameMinimumLength: 8, PasswordMinimumLength: 8, InstitutionName: 'First Lender' },
      },
    }),
    'GET Login/GetInstitutionOptions': () => ({
      status: 200,
      data: { UserNameMinimumLength: 10, PasswordMinimumLength: 12 },
    }),
  });
  restore = fake.restore;
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const optionCalls = () => fake.calls.filter((c) => c.url === 'Login/GetInstitutionOptions').length;
  return { router, optionCalls };
}

describe('routes that need institution options (access spec §2, §7 GetInstitutionOptions, cached)', () => {
  it('home/register loads GetInstitutionOptions before the screen and its values win over ApplicationOptions', async () => {
    const { optionCalls } = renderAt('/home/register');
    expect(await screen.findByRole('heading', { name: 'Register screen' })).toBeInTheDocument();
    expect(optionCalls()).toBe(1);
    const { institution } = useSettingsStore.getState().reader;
    expect(institution.UserNameMinimumLength).toBe(10);
    expect(institution.PasswordMinimumLength).toBe(12);
    expect(institution.InstitutionName).toBe('First Lender');
  });

  it('the answer is cached: activate after register makes no second call', async () => {
    const { router, optionCalls } = renderAt('/home/register');
    await screen.findByRole('heading', { name: 'Register screen' });
    await router.navigate('/home/activate?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/activate'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(optionCalls()).toBe(1);
  });

  it('a route that does not need them (recovery) does not call', async () => {
    const { optionCalls } = renderAt('/home/recovery');
    expect(await screen.findByRole('heading', { name: 'Recovery screen' })).toBeInTheDocument();
    expect(optionCalls()).toBe(0);
  });
});
