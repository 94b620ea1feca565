import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { useSessionStore } from '@/session/session-store';
import { setTrustedDeviceStore, memoryTrustedDeviceStore } from '@/mobile/trusted-devices';
import LoginPage from '@/features/auth/login-page';
import { resetLoginProcess } from '@/session/login-process/login-process-store';

const routes = [
  { path: 'home/login', element: <LoginPage /> },
  { path: 'myaccount/dashboard', element: <h1>Dashboard</h1> },
];

const base = {
  IsLoggedIn: true,
  UserToken: 'live-token',
  UserName: 'maria',
  CustomerID: 'C-1',
  CompanyNumber: 0,
  IsTrustedDevice: true,
  EmailIsVerified: true,
  MustChangePassword: false,
  HasPasswordQuestion: true,
};
const ok = { status: 200, data: { HasNoErrors: true, Errors: [] } };
const notDown = () => ({ status: 200, data: { isEnabled: false } });

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
  resetLoginProcess();
  setTrustedDeviceStore(null);
});

function setup(login: Record<string, unknown>, routesOf: FakeRoutes, settings: Record<string, string> = {}) {
  const fake = installFakeApi({
    'POST login/userlogin': () => ({ status: 200, data: login }),
    'GET MaintenanceMode': notDown,
    'POST Login/Logout': () => ok,
    ...routesOf,
  });
  restore = fake.restore;
  return { calls: fake.calls, ...renderShell(routes, '/home/login', { settings }) };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('User Name'), 'maria');
  await user.type(await screen.findByLabelText('Password'), 'Password1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

// Lazy step screens and several typed codes: more than the 5 s default on a busy machine.
describe('login process queue (access spec §4)', { timeout: 20_000 }, () => {
  it('security code with Trust this device: the trusted-device token is kept by customer id, then the dashboard opens', async () => {
    const store = memoryTrustedDeviceStore();
    setTrustedDeviceStore(store);
    const { calls, router } = setup(
      { ...base, IsLoggedIn: false, IsTrustedDevice: false, UserToken: 'pending' },
      {
        'POST Login/ValidateCode': () => ({
          status: 200,
          data: { UserToken: 'pending', CustomerID: 'C-1', TrustedDeviceToken: 'trust-1' },
        }),
      },
      { 'access.allowTrustedDevicesOption': 'true' },
    );
    const user = await signIn();
    // The first test pays the cold import of the lazy process chunk (every step and its screen validator).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Security Code' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Security Code'), '123456');
    await user.click(await screen.findByLabelText('Trust this device'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls.find((c) => c.url.includes('ValidateCode'))?.body).toEqual({
      UserId: 'C-1',
      Code: '123456',
      CreateTrustedDevice: true,
    });
    expect(calls.some((c) => c.url.includes('MaintenanceMode'))).toBe(true);
    expect(await store.all()).toEqual({ 'C-1': 'trust-1' });
    expect(useSessionStore.getState().token).toBe('pending');
  });

  it('when maintenance mode is on after a step, the process cancels to the login with the offline message', async () => {
    const { router } = setup(
      { ...base, HasPasswordQuestion: false },
      {
        'POST register/SetPasswordQuestion': () => ok,
        'GET MaintenanceMode': () => ({ status: 200, data: { isEnabled: true } }),
      },
    );
    const user = await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Set Up Your Security Question' });
    await user.selectOptions(screen.getByLabelText('Security Question'), 'What city were you born in?');
    await user.type(await screen.findByLabelText('Security Answer'), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?error=down'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('offline for maintenance'));
    expect(screen.queryByLabelText('User Name')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('Cancel clears the queue and destroys the session on the server', async () => {
    const { calls } = setup({ ...base, HasPasswordQuestion: false }, {});
    const user = await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Set Up Your Security Question' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('User Name')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('Logout'))?.body).toEqual({ UserToken: 'live-token' });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("custom-question mode asks for a question of the user's own", async () => {
    setup({ ...base, HasPasswordQuestion: false }, {}, { 'access.useCustomSecurityQuestion': 'true' });
    const user = await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Set Up Your Security Question' });
    expect(screen.getByLabelText('Security Question').tagName).toBe('INPUT');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Security question is required.')).toBeInTheDocument();
    expect(screen.getByText('Security answer is required.')).toBeInTheDocument();
  });

  it('click-required agreements stay disabled until their link was opened', async () => {
    const agreement = {
      Name: 'Online Banking Agreement',
      Url: 'https://example.com/oba.pdf',
      HostNum: 11337,
      WhenToAgree: [0],
    };
    const { calls, router } = setup(
      base,
      {
        'GET AgreementLogging/GetNeededAgreements': () => ({
          status: 200,
          data: { HasNoErrors: true, Errors: [], Agreements: [agreement] },
        }),
        'POST AgreementLogging': () => ok,
        'POST AgreementLogging/LogAgreementRecords': () => ok,
      },
      {
        'agreements.agreement1': 'https://example.com/oba.pdf|01/01/2024|Online Banking Agreement|login',
        'access.forceUserToClickOnURLToAgree': 'true',
      },
    );
    const user = await signIn();
    const box = await screen.findByLabelText('I agree to the Online Banking Agreement');
    expect(box).toBeDisabled();
    expect(
      screen.getByText(
        'You must click on the link, read the Online Banking Agreement, and then return and click agree',
      ),
    ).toBeInTheDocument();
    screen.getByRole('link', { name: 'Online Banking Agreement' }).addEventListener('click', (e) => e.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Online Banking Agreement' }));
    expect(box).toBeEnabled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls.find((c) => c.method === 'POST' && c.url === 'AgreementLogging')?.body).toMatchObject({
      Agreements: [11337],
      UserName: 'maria',
    });
  });

  it('rich-text agreements enable the box only after the dialog returns agreed', async () => {
    const agreement = {
      Name: 'E-Sign Consent',
      Url: 'https://example.com/esign.pdf',
      HostNum: 11337,
      WhenToAgree: [0],
    };
    setup(
      base,
      {
        'GET AgreementLogging/GetNeededAgreements': () => ({
          status: 200,
          data: { HasNoErrors: true, Errors: [], Agreements: [agreement] },
        }),
      },
      {
        'agreements.agreement1': 'https://example.com/esign.pdf|01/01/2024|E-Sign Consent|login',
        'agreements.agreement1RichText': '<p>You consent to electronic records.</p>',
        'access.forceRichTextAgreements': 'true',
      },
    );
    const user = await signIn();
    const box = await screen.findByLabelText('I agree to the E-Sign Consent');
    expect(box).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'E-Sign Consent' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('You consent to electronic records.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(box).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'E-Sign Consent' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'I Accept' }));
    expect(box).toBeEnabled();
  });

  it('preset questions are filtered by the allowed characters; the question is saved trimmed with the answer', async () => {
    const { calls } = setup(
      { ...base, HasPasswordQuestion: false },
      { 'POST register/SetPasswordQuestion': () => ok },
      { 'secretQuestion.questions': 'City of birth?\nYour <b>pet</b>?\nFirst school?' },
    );
    const user = await signIn();
    const question = await screen.findByLabelText('Security Question');
    expect([...(question as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Please Select a Question',
      'City of birth?',
      'First school?',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(question).toHaveAccessibleDescription('Please Select a Question');
    expect(question).toHaveFocus();
    expect(screen.getByLabelText('Security Answer')).toHaveAccessibleDescription(
      'Recover password answer is required.',
    );
    await user.selectOptions(question, 'First school?');
    await user.type(screen.getByLabelText('Security Answer'), 'Lincoln');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === 'register/SetPasswordQuestion')?.body).toEqual({
        PasswordQuestion: 'First school?',
        PasswordAnswer: 'Lincoln',
        UserToken: 'live-token',
      }),
    );
  });

  it('agreements: Continue without ticking announces the step-level message and marks each row; a restricted user also re-agrees', async () => {
    const oba = {
      Name: 'Online Banking Agreement',
      Url: 'https://example.com/oba.pdf',
      HostNum: 11337,
      WhenToAgree: [0],
      Date: '2024-01-01',
    };
    const ecomm = {
      Name: 'E-Communications Agreement',
      Url: 'https://example.com/ecomm.pdf',
      HostNum: 11338,
      WhenToAgree: [5],
    };
    const { calls, router } = setup(
      { ...base, IsEmailCommunicationRestriced: true },
      {
        'GET AgreementLogging/GetNeededAgreements': (call) => ({
          status: 200,
          data: { HasNoErrors: true, Errors: [], Agreements: call.params.whenToAgree === '5' ? [ecomm, oba] : [oba] },
        }),
        'POST AgreementLogging': () => ok,
        'POST AgreementLogging/LogAgreementRecords': () => ok,
      },
      {
        'agreements.agreement1': 'https://example.com/oba.pdf|01/01/2024|Online Banking Agreement|login',
        'agreements.agreement2':
          'https://example.com/ecomm.pdf|01/01/2024|E-Communications Agreement|ecommunicationreagree',
      },
    );
    const user = await signIn();
    const group = await screen.findByRole('group', { name: 'Please review and agree to the following to continue.' });
    const boxes = await within(group).findAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-describedby'))).toEqual([null, null]);
    expect(
      calls.filter((c) => c.url === 'AgreementLogging/GetNeededAgreements').map((c) => c.params.whenToAgree),
    ).toEqual(['0', '5']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('You must select all agreements.')).toHaveAttribute('role', 'alert');
    expect(within(group).getByLabelText('I agree to the Online Banking Agreement')).toHaveAccessibleDescription(
      'You must agree to the Online Banking Agreement',
    );
    expect(group).toHaveFocus();
    await user.click(within(group).getByLabelText('I agree to the Online Banking Agreement'));
    await user.click(within(group).getByLabelText('I agree to the E-Communications Agreement'));
    expect(screen.queryByText('You must select all agreements.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls.find((c) => c.method === 'POST' && c.url === 'AgreementLogging')?.body).toEqual({
      Agreements: [11337, 11338],
      UserName: 'maria',
      TurnEStatementsOn: false,
      UnRestrictEmail: true,
    });
    // After the consent, its records (spec §3 "Agreement record"): one per agreement, under the trigger it was asked
    // for.
    const posted = calls.filter((c) => c.method === 'POST').map((c) => c.url);
    expect(posted.indexOf('AgreementLogging/LogAgreementRecords')).toBeGreaterThan(posted.indexOf('AgreementLogging'));
    const records =
      (calls.find((c) => c.url === 'AgreementLogging/LogAgreementRecords')?.body as {
        UserName: string;
        Records: object[];
      }) ?? null;
    expect(records?.UserName).toBe('maria');
    expect(records?.Records).toEqual([
      {
        AgreementType: 11337,
        DateOfAgreement: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        NameOfTerms: 'Online Banking Agreement',
        AccountNumber: null,
        IPAddress: null,
        DateOfTerms: '2024-01-01',
        WhenToAgree: 0,
      },
      {
        AgreementType: 11338,
        DateOfAgreement: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        NameOfTerms: 'E-Communications Agreement',
        AccountNumber: null,
        IPAddress: null,
        WhenToAgree: 5,
      },
    ]);
  });

  it('agreements: when the consent records cannot be posted, the step says so and stays', async () => {
    const oba = {
      Name: 'Online Banking Agreement',
      Url: 'https://example.com/oba.pdf',
      HostNum: 11337,
      WhenToAgree: [0],
    };
    const { router } = setup(
      base,
      {
        'GET AgreementLogging/GetNeededAgreements': () => ({
          status: 200,
          data: { HasNoErrors: true, Errors: [], Agreements: [oba] },
        }),
        'POST AgreementLogging': () => ok,
        'POST AgreementLogging/LogAgreementRecords': () => ({ status: 500, data: {} }),
      },
      { 'agreements.agreement1': 'https://example.com/oba.pdf|01/01/2024|Online Banking Agreement|login' },
    );
    const user = await signIn();
    await user.click(await screen.findByLabelText('I agree to the Online Banking Agreement'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('There was an error saving changes to the agreements.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/login');
  });
});

describe('change password step (access spec §5 new password in login, reset and forced change)', () => {
  it('reads the passwordChange texts for a too short and a too long new password', async () => {
    setup(
      { ...base, MustChangePassword: true, ChangePasswordToken: 'chg-1' },
      {},
      {
        'passwordChange.passwordTooShort': 'Use {} characters or more.',
        'passwordChange.passwordTooLongLegacy': 'Use fewer than 12 characters.',
      },
    );
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'Change Password' }, { timeout: 5000 })).toBeInTheDocument();
    const field = await screen.findByLabelText('New Password');
    await user.type(field, 'ab1');
    await user.type(await screen.findByLabelText('Confirm Password'), 'ab1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Use 8 characters or more.', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Use 8 characters or more.');
    await user.clear(field);
    await user.type(field, 'abcdefgh12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Use fewer than 12 characters.', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
    // Sign-in, step and two rounds of typing: more than the default 5 s on a busy machine.
  }, 20000);
});

describe('security code: focus and announcements (WCAG 2.2 beyond axe)', () => {
  const mfaLogin = { ...base, IsLoggedIn: false, IsTrustedDevice: false, UserToken: 'pending' };

  it('when the code is wrong then the alert says so and focus goes to the Security Code field, not <body>', async () => {
    setup(mfaLogin, {
      'POST Login/ValidateCode': () => ({
        status: 403,
        data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] },
      }),
    });
    const user = await signIn();
    const code = await screen.findByLabelText('Security Code', {}, { timeout: 5000 });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The security code is invalid'));
    expect(code).toHaveFocus();
  });

  it('when a new code is sent then the status says so and focus goes to the Security Code field', async () => {
    setup(mfaLogin, { 'POST Login/ResendCode': () => ok });
    const user = await signIn();
    const code = await screen.findByLabelText('Security Code', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A new security code has been sent.'));
    expect(code).toHaveFocus();
  });

  it('when the code is pasted with spaces inside then it is accepted without them', async () => {
    const { calls, router } = setup(mfaLogin, {
      'POST Login/ValidateCode': () => ({ status: 200, data: { UserToken: 'pending', CustomerID: 'C-1' } }),
    });
    const user = await signIn();
    await user.click(await screen.findByLabelText('Security Code', {}, { timeout: 5000 }));
    await user.paste(' 123 456 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/dashboard'));
    expect(calls.find((c) => c.url.includes('ValidateCode'))?.body).toMatchObject({ Code: '123456' });
  });
});
