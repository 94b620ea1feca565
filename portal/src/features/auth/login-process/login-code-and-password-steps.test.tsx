import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { base, cleanUpLogin, ok, setup, signIn } from './testing/login-process-kit';

afterEach(cleanUpLogin);

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
