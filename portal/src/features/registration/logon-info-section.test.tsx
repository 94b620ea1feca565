import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAgreementSlots } from '@schemas/settings/agreement-setup';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { resetSettings } from '@/settings/settings-store';
import { renderWithSettings } from '@/testing/render-with-settings';
import { LogonInfoSection } from './logon-info-section';
import { agreementConsents } from './registration-rules';

const agreements = parseAgreementSlots([
  'https://example.com/oba.pdf|01/01/2024|Online Banking Agreement|registration-login',
  'https://example.com/esign.pdf|01/01/2024|E-Sign Consent|registration',
]).agreements;

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

function setup(settings: Record<string, string> = {}, api: FakeRoutes = {}) {
  restore = installFakeApi(api).restore;
  const onSubmit = vi.fn();
  function Harness() {
    const [data, setData] = useState<Record<string, unknown>>({});
    return (
      <LogonInfoSection
        data={data}
        onChange={setData}
        onSubmit={onSubmit}
        disabled={false}
        ssn="911204587"
        email="emily@example.com"
        agreements={agreements}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithSettings(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
    { settings },
  );
  return { user: userEvent.setup(), onSubmit };
}

async function fillLogon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Login Name'), 'emily.chen');
  await user.type(await screen.findByLabelText('Password'), 'Garden2024');
}

// Several lazy widgets and many keystrokes: more than the 5 s default on a busy machine.
describe('registration logonInfo agreements (spec §5 "Registration, logon")', { timeout: 20_000 }, () => {
  it("submitting without ticking shows the step-level message and each row's message", async () => {
    const { user, onSubmit } = setup();
    await fillLogon(user);
    const group = await screen.findByRole('group', { name: 'Agreements' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(within(group).getByText('You must select all agreements.')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('You must select all agreements.');
    const box = within(group).getByLabelText('I agree to the Online Banking Agreement');
    expect(box).toHaveAccessibleDescription('You must agree to the Online Banking Agreement');
    expect(within(group).getByText('You must agree to the E-Sign Consent')).toBeInTheDocument();
    // The summary lists the step-level message too (registration has an error summary).
    expect(screen.getByRole('alert')).toHaveTextContent('You must select all agreements.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(box);
    expect(within(group).queryByText('You must agree to the Online Banking Agreement')).toBeNull();
    expect(within(group).getByText('You must select all agreements.')).toBeInTheDocument();
    await user.click(within(group).getByLabelText('I agree to the E-Sign Consent'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(values.agreements).toEqual([11337, 11338]);
    expect(agreementConsents(agreements, values.agreements)).toEqual([
      { hostNum: 11337, agreed: true },
      { hostNum: 11338, agreed: true },
    ]);
  });

  it('rich-text mode: the name opens the agreement, Accept unlocks the box, Esc leaves it locked', async () => {
    const { user } = setup({
      'access.forceRichTextAgreements': 'true',
      'agreements.agreement2RichText': '<p>You consent to electronic records.</p><script>bad()</script>',
    });
    const box = await screen.findByLabelText('I agree to the E-Sign Consent');
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'You must click on the link, read the E-Sign Consent, and then return and click agree',
    );
    const opener = screen.getByRole('button', { name: 'E-Sign Consent' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'E-Sign Consent' });
    expect(dialog).toHaveTextContent('You consent to electronic records.');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'I Accept' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(box).toBeDisabled();
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'I Accept' }));
    expect(box).toBeEnabled();
    // Without rich text for its slot the dialog offers the agreement's link.
    await user.click(screen.getByRole('button', { name: 'Online Banking Agreement' }));
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Online Banking Agreement' })).toHaveAttribute(
      'href',
      'https://example.com/oba.pdf',
    );
  });

  it('without registration agreements the group is not shown and nothing blocks', async () => {
    restore = installFakeApi({}).restore;
    const onSubmit = vi.fn();
    function Harness() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <LogonInfoSection
          data={data}
          onChange={setData}
          onSubmit={onSubmit}
          disabled={false}
          ssn=""
          email=""
          agreements={[]}
        />
      );
    }
    renderWithSettings(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await fillLogon(user);
    expect(screen.queryByRole('group', { name: 'Agreements' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});

describe('registration logonInfo in rule-list mode (access §5)', { timeout: 20_000 }, () => {
  it('waits for the password rules before Register validates: no submit on a password the rules were not applied to', async () => {
    let release: () => void = () => {};
    const rules = new Promise<{ status: number; data: unknown }>((resolve) => {
      release = () =>
        resolve({
          status: 200,
          data: { PasswordValidationRules: [{ ValidationRuleType: 'MustContainSpecialCharacter' }], MinimumLength: 8 },
        });
    });
    const { user, onSubmit } = setup(
      { 'access.usePasswordValidationRuleList': 'true' },
      { 'POST CredentialValidationRules/GetPasswordValidationRules': () => rules },
    );
    await fillLogon(user);
    const group = await screen.findByRole('group', { name: 'Agreements' });
    await user.click(within(group).getByLabelText('I agree to the Online Banking Agreement'));
    await user.click(within(group).getByLabelText('I agree to the E-Sign Consent'));
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();

    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Password requirements are not met, please try again', {
        selector: '.form-field__error',
      }),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
