import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeAnswer, type FakeCall } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import RecoveryPage from './recovery-page';

const routes = [
  { path: 'home/recovery', element: <RecoveryPage /> },
  { path: 'home/login', element: <h1>Login</h1> },
];

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

type Routes = Record<string, (call: FakeCall) => FakeAnswer>;
const ok = (data: object) => () => ({ status: 200, data: { HasNoErrors: true, Errors: [], ...data } });
const code =
  (c: string, status = 200) =>
  () => ({ status, data: { HasNoErrors: false, Errors: [{ ErrorMessage: c }] } });
const found = ok({ Credentials: { LogonName: 'basic.user', SecretQuestion: 'Name of your first pet?' } });

function setup(api: Routes, settings: Record<string, string> = {}) {
  const fake = installFakeApi({ 'GET MaintenanceMode': () => ({ status: 200, data: { isEnabled: false } }), ...api });
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell(routes, '/home/recovery', { settings }) };
}

async function fillIdentity(user = userEvent.setup()) {
  await screen.findByLabelText('Branch Number');
  await user.type(await screen.findByLabelText('Email Address'), 'alex.borrower@example.com');
  await user.type(await screen.findByLabelText('Date of Birth'), '04121985');
  await user.type(await screen.findByLabelText('Zip Code'), '78701');
  await user.type(await screen.findByLabelText('Branch Number'), '1');
  return user;
}

describe('recovery screen', () => {
  it('shows the heading, the four identifying fields, a disabled Continue and Return to Login', async () => {
    setup({});
    expect(screen.getByRole('heading', { level: 1, name: "Can't sign in?" })).toBeInTheDocument();
    for (const label of ['Email Address', 'Date of Birth', 'Zip Code', 'Branch Number'])
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/home/login');
  });

  it('a field left empty or wrong says why once it was left, and Continue stays disabled', async () => {
    setup({});
    const user = userEvent.setup();
    await screen.findByLabelText('Branch Number');
    await user.click(await screen.findByLabelText('Email Address'));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email Address'), 'not-an-email');
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Date of Birth'), '02301985');
    await user.type(await screen.findByLabelText('Zip Code'), '787');
    await user.tab();
    expect(await screen.findByText('Invalid Date')).toBeInTheDocument();
    expect(await screen.findByText('Zip Code must be 5 digits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('hidden fields are not shown, not required and not sent', async () => {
    const { calls } = setup(
      { 'POST Recovery/GetSecretQuestion': found },
      { 'recovery.dateOfBirthHidden': 'true', 'recovery.branchHidden': 'true' },
    );
    expect(screen.queryByLabelText('Date of Birth')).toBeNull();
    expect(screen.queryByLabelText('Branch Number')).toBeNull();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email Address'), 'alex.borrower@example.com');
    await user.type(await screen.findByLabelText('Zip Code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Secret Answer');
    expect(calls.find((c) => c.url === 'Recovery/GetSecretQuestion')?.body).toEqual({
      EmailAddress: 'alex.borrower@example.com',
      ZipCode: '78701',
    });
  });

  it('step 2 shows the logon name and the question; the right answer shows the success text', async () => {
    const { calls } = setup({
      'POST Recovery/GetSecretQuestion': found,
      'POST Recovery/AnswerSecretQuestion': ok({ SuccessMessage: 'x' }),
    });
    const user = await fillIdentity();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('basic.user')).toBeInTheDocument();
    expect(screen.getByText('Name of your first pet?')).toBeInTheDocument();
    expect(calls.find((c) => c.url === 'Recovery/GetSecretQuestion')?.body).toEqual({
      EmailAddress: 'alex.borrower@example.com',
      DateOfBirth: '1985-04-12',
      ZipCode: '78701',
      ServicingBranch: '1',
    });
    await user.type(await screen.findByLabelText('Secret Answer'), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('You will receive an email shortly with instructions on how to reset your password.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === 'Recovery/AnswerSecretQuestion')?.body).toMatchObject({
      LogonName: 'basic.user',
      SecretAnswer: 'Rex',
      SecretQuestion: 'Name of your first pet?',
    });
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeInTheDocument();
  });

  it('the safe-input filter removes \' " < > from the secret answer; the filtered answer is sent', async () => {
    const { calls } = setup({
      'POST Recovery/GetSecretQuestion': found,
      'POST Recovery/AnswerSecretQuestion': ok({ SuccessMessage: 'x' }),
    });
    const user = await fillIdentity();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const answer = await screen.findByLabelText('Secret Answer');
    await user.type(answer, `<Rex's "dog">`);
    expect(answer).toHaveValue('Rexs dog');
    await user.tab();
    expect(screen.queryByText('Secret Answer Contains Invalid Characters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === 'Recovery/AnswerSecretQuestion')?.body).toMatchObject({
        SecretAnswer: 'Rexs dog',
      }),
    );
  });

  it('with recoverCredentialsWithoutQuestion it sends the reset e-mail right after step 1', async () => {
    const { calls } = setup(
      {
        'POST Recovery/GetSecretQuestion': ok({ Credentials: { LogonName: 'basic.user', SecretQuestion: null } }),
        'POST Recovery/GenerateNewPassword': ok({}),
      },
      { 'access.recoverCredentialsWithoutQuestion': 'true' },
    );
    const user = await fillIdentity();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/You will receive an email shortly/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Secret Answer')).toBeNull();
    expect(calls.find((c) => c.url === 'Recovery/GenerateNewPassword')?.body).toEqual({
      LogonName: 'basic.user',
      CredentialExpiration: null,
      EmailAddress: 'alex.borrower@example.com',
      ZipCode: '78701',
      ServicingBranch: '1',
    });
  });

  it.each([
    ['GenerateNewPassword', { 'access.recoverCredentialsWithoutQuestion': 'true' }],
    ['AnswerSecretQuestion', {}],
  ])('%s sends the recovery user with the CredentialExpiration step 1 found', async (call, settings) => {
    const credentials = {
      LogonName: 'basic.user',
      SecretQuestion: 'Name of your first pet?',
      CredentialExpiration: '2027-03-01T00:00:00',
    };
    const { calls } = setup(
      {
        'POST Recovery/GetSecretQuestion': ok({ Credentials: credentials }),
        [`POST Recovery/${call}`]: ok({ SuccessMessage: 'x' }),
      },
      settings,
    );
    const user = await fillIdentity();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    if (call === 'AnswerSecretQuestion') {
      await user.type(await screen.findByLabelText('Secret Answer'), 'Rex');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
    }
    expect(await screen.findByText(/You will receive an email shortly/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === `Recovery/${call}`)?.body).toMatchObject({
      LogonName: 'basic.user',
      CredentialExpiration: '2027-03-01T00:00:00',
    });
  });

  it.each([
    ['BadQuestion', 200, 'An error occurred retrieving your secret question'],
    ['Invalid', 200, 'There was an error validating your identity, please check your information and try again'],
    [
      'RecoveryFailed',
      403,
      'Failed to recover credentials, please verify your information or contact your local branch',
    ],
    [
      'RecoveryMaxAttempts',
      403,
      'You have reached the maximum amount of recovery attempts. Please wait a while and try again.',
    ],
    ['ServerError', 500, 'An error occurred, please contact your institution'],
  ])('step 1 answering %s (HTTP %i) stays on step 1 and shows %s', async (c, status, text) => {
    setup({ 'POST Recovery/GetSecretQuestion': code(c, status) });
    const user = await fillIdentity();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Email Address')).toHaveValue('alex.borrower@example.com');
  });

  it('a wrong answer stays on step 2 with its message', async () => {
    setup({ 'POST Recovery/GetSecretQuestion': found, 'POST Recovery/AnswerSecretQuestion': code('RecoveryFailed') });
    const user = await fillIdentity();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Secret Answer'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to recover credentials');
    expect(screen.getByLabelText('Secret Answer')).toBeInTheDocument();
  });

  it('with maintenance mode on, the visitor is sent to login', async () => {
    const fake = installFakeApi({ 'GET MaintenanceMode': () => ({ status: 200, data: { isEnabled: true } }) });
    restore = fake.restore;
    const { router } = renderShell(routes, '/home/recovery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(router.state.location.search).toBe('?error=down');
  });

  it('a recovery call answering maintenanceModeEnabled sends the visitor to login', async () => {
    const { router } = setup({ 'POST Recovery/GetSecretQuestion': code('maintenanceModeEnabled', 503) });
    const user = await fillIdentity();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/login'));
    expect(router.state.location.search).toBe('?error=down');
  });
});
