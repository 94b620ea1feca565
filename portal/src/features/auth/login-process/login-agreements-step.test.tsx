import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { base, cleanUpLogin, ok, setup, signIn } from './testing/login-process-kit';

afterEach(cleanUpLogin);

// Lazy step screens and several typed codes: more than the 5 s default on a busy machine.
describe('login process: the agreements step (access spec §3, §4)', { timeout: 20_000 }, () => {
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
    // The step's screen is loaded lazily: the first test of the file waits for its chunk.
    const box = await screen.findByLabelText('I agree to the Online Banking Agreement', {}, { timeout: 5000 });
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
    const box = await screen.findByLabelText('I agree to the E-Sign Consent', {}, { timeout: 5000 });
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
    const group = await screen.findByRole(
      'group',
      { name: 'Please review and agree to the following to continue.' },
      { timeout: 5000 },
    );
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
    await user.click(await screen.findByLabelText('I agree to the Online Banking Agreement', {}, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('There was an error saving changes to the agreements.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home/login');
  });
});
