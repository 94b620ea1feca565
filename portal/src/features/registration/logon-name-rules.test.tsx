import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeCall } from '@/api/testing/fake-api-adapter';
import { resetSettings } from '@/settings/settings-store';
import { renderWithSettings } from '@/testing/render-with-settings';
import { LogonInfoSection } from './logon-info-section';

const rule = (ValidationRuleType: string) => ({
  ValidationRuleType,
  ValidationRegex: null,
  RegexMatchMeansError: false,
});

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

function setup(rules = [rule('MustContainLetter'), rule('CannotMatchEmail')]) {
  const fake = installFakeApi({
    'POST CredentialValidationRules/GetLogonValidationRules': () => ({
      status: 200,
      data: { LogonValidationRules: rules, MinimumLength: 8, MaximumLength: 12 },
    }),
  });
  restore = fake.restore;
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
        email="ann@ex.com"
        agreements={[]}
      />
    );
  }
  renderWithSettings(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSubmit, calls: fake.calls };
}

const rulesCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.url === 'CredentialValidationRules/GetLogonValidationRules');

describe('registration logon name: the server-driven logon rules (access spec §7, §8)', { timeout: 20_000 }, () => {
  it('asks GetLogonValidationRules once, with an empty body', async () => {
    const { calls } = setup();
    await waitFor(() => expect(rulesCalls(calls)).toHaveLength(1));
    expect(rulesCalls(calls)[0]?.body).toEqual({});
  });

  it('a logon name without a letter says so before submitting, and Register does not send it', async () => {
    const { user, onSubmit, calls } = setup();
    await waitFor(() => expect(rulesCalls(calls)).toHaveLength(1));
    await user.type(screen.getByLabelText('Login Name'), '20240615');
    await user.type(await screen.findByLabelText('Password'), 'Garden2024');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Username must contain a letter.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Login Name')).toHaveAccessibleDescription(
      expect.stringContaining('Username must contain a letter.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a logon name equal to the e-mail address entered is refused with its message', async () => {
    const { user, onSubmit, calls } = setup();
    await waitFor(() => expect(rulesCalls(calls)).toHaveLength(1));
    await user.type(screen.getByLabelText('Login Name'), 'Ann@Ex.com');
    await user.type(await screen.findByLabelText('Password'), 'Garden2024');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Username must not match the email address.')).not.toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a logon name that meets the served rules registers', async () => {
    const { user, onSubmit, calls } = setup();
    await waitFor(() => expect(rulesCalls(calls)).toHaveLength(1));
    await user.type(screen.getByLabelText('Login Name'), 'emily.chen');
    await user.type(await screen.findByLabelText('Password'), 'Garden2024');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
