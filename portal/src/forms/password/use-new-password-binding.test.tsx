import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScreenFile } from '@schemas/screens/screen-file';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { SchemaForm } from '@/forms/schema-form';
import { renderWithSettings, type TestSettings } from '@/testing/render-with-settings';
import { testScreenModule } from '@/testing/test-screen-module';
import { useNewPasswordBinding, type NewPasswordBindingConfig } from './use-new-password-binding';

const file: ScreenFile = {
  schema: {
    $id: 'test-new-password',
    type: 'object',
    properties: { password: { type: 'string', maxLength: 128 }, confirmPassword: { type: 'string', maxLength: 128 } },
  },
  submit: 'registration.submitButton',
  bind: {
    password: { label: 'registration.passwordLabel', widget: 'password-rules' },
    confirmPassword: { label: 'registration.passwordConfirmLabel', widget: 'password-reveal' },
  },
};
const module = testScreenModule(file);

function Harness(props: Omit<NewPasswordBindingConfig, 'formData'> & { onSubmit?: () => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  const binding = useNewPasswordBinding({ ...props, formData: data, confirmField: 'confirmPassword' });
  return <SchemaForm screen={module} onChange={setData} onSubmit={() => props.onSubmit?.()} {...binding.formProps} />;
}

let restore = () => {};
afterEach(() => restore());

function setup(
  settings: TestSettings,
  routes: FakeRoutes = {},
  props: Omit<NewPasswordBindingConfig, 'formData'> = {},
) {
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let submitted = 0;
  renderWithSettings(
    <QueryClientProvider client={client}>
      <Harness {...props} onSubmit={() => submitted++} />
    </QueryClientProvider>,
    settings,
  );
  return { calls: fake.calls, submitted: () => submitted };
}

const rulesAnswer = {
  status: 200,
  data: {
    PasswordValidationRules: [
      { ValidationRuleType: 'MustContainCapitalLetter' },
      { ValidationRuleType: 'CannotBePreviousPassword' },
    ],
    MinimumLength: 8,
  },
};

describe('new password + confirm binding', () => {
  it('legacy mode: one message per failed rule, and the confirmation must match', async () => {
    const user = userEvent.setup();
    const s = setup({});
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password is required.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(
      await screen.findByText('Please enter confirm your password', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
    // Widgets load lazily: wait for each control before typing into it.
    await user.type(await screen.findByLabelText('Password'), 'abcdefgh');
    await user.type(await screen.findByLabelText('Confirm Password'), 'abcdefgX');
    expect(
      await screen.findByText('Password must have both a letter and a number.', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
    // Each field's message can land in its own render; wait for each rather than assume one commit.
    expect(await screen.findByText('Passwords Do Not Match', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(s.submitted()).toBe(0);
  });

  it('legacy mode: longer than 12 characters says so', async () => {
    const user = userEvent.setup();
    setup({});
    await user.type(await screen.findByLabelText('Password'), 'abcdefgh12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Password must be less than 12 characters in length.', {
        selector: '.form-field__error',
      }),
    ).toBeInTheDocument();
  });

  it('rule-list mode: shows each rule met or not met and the general message', async () => {
    const user = userEvent.setup();
    setup(
      { settings: { 'access.usePasswordValidationRuleList': 'true' } },
      { 'POST CredentialValidationRules/GetPasswordValidationRules': () => rulesAnswer },
    );
    const list = await screen.findByText('Password requirements');
    expect(list).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Password'), 'abcd1234');
    expect(screen.getByText(/At least 8 characters \(met\)/)).toBeInTheDocument();
    expect(screen.getByText(/At least one capital letter \(not met\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Password requirements are not met, please try again', {
        selector: '.form-field__error',
      }),
    ).toBeInTheDocument();
  });

  it('rule-list mode: an unmet rule says what is missing, tied to the field as its description', async () => {
    const user = userEvent.setup();
    const rules = {
      status: 200,
      data: {
        PasswordValidationRules: [
          { ValidationRuleType: 'MustContainCapitalLetter' },
          { ValidationRuleType: 'MustContainNumber' },
        ],
        MinimumLength: 8,
      },
    };
    setup(
      { settings: { 'access.usePasswordValidationRuleList': 'true' } },
      { 'POST CredentialValidationRules/GetPasswordValidationRules': () => rules },
    );
    await screen.findByText('Password requirements');
    const field = await screen.findByLabelText('Password');
    await user.type(field, 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Password must contain a capital letter.', { selector: '.form-field__error' }),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      /Password requirements are not met, please try again.*Password must contain a capital letter\./,
    );
    // Met rules say nothing.
    expect(screen.queryByText('Password must contain a number.')).toBeNull();
    expect(screen.queryByText(/Password must be at least/)).toBeNull();
  });

  it.each([
    ['MustContainLowercaseLetter', 'ABCD1234', 'Password must contain a lowercase letter.'],
    ['MustContainLetter', '12345678', 'Password must contain a letter.'],
    ['MustContainNumber', 'abcdefgh', 'Password must contain a number.'],
    ['MustContainSpecialCharacter', 'abcd1234', 'Password must contain a special character.'],
    [
      'CannotContainConsecutiveCharacters',
      'aaab1234',
      'Password must not contain three or more identical consecutive characters.',
    ],
    ['CannotEqualPortionOfLogon', 'lopez2024', 'Password must not equal a portion of your username.'],
    ['CannotContainLogon', 'xmaria.lopez2024x', 'Password must not contain your username.'],
    ['MinimumLength', 'ab1', 'Password must be at least 8 characters in length.'],
  ])('rule-list mode: unmet %s gives its error message', async (rule, password, message) => {
    const user = userEvent.setup();
    const served = rule === 'MinimumLength' ? [] : [{ ValidationRuleType: rule }];
    const rules = { status: 200, data: { PasswordValidationRules: served, MinimumLength: 8 } };
    setup(
      { settings: { 'access.usePasswordValidationRuleList': 'true' } },
      { 'POST CredentialValidationRules/GetPasswordValidationRules': () => rules },
      { username: 'maria.lopez2024' },
    );
    await screen.findByText('Password requirements');
    const field = await screen.findByLabelText('Password');
    await user.type(field, password);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(message, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
  });

  it('asks the server about a previous password 500 ms after typing and shows the answer', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      { institution: { UsesCustomerCredentials: true } },
      {
        'POST CredentialValidationRules/GetPasswordValidationRules': () => rulesAnswer,
        'POST Login/ValidatePasswordForLoggedInUser': () => ({
          status: 200,
          data: { PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: true },
        }),
      },
      { asyncCheck: { kind: 'loggedIn' } },
    );
    await screen.findByText('Password requirements');
    await user.type(await screen.findByLabelText('Password'), 'Abcd1234');
    expect(calls.filter((c) => c.url === 'Login/ValidatePasswordForLoggedInUser')).toHaveLength(0);
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('Login/ValidatePasswordForLoggedInUser'), {
      timeout: 2000,
    });
    expect(
      await screen.findByText(
        'Password cannot be a previous password.',
        { selector: '.form-field__error' },
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    const checks = calls.filter((c) => c.url === 'Login/ValidatePasswordForLoggedInUser');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toEqual({
      PasswordToValidate: 'Abcd1234',
      InvalidWhenMatchesSSN: false,
      InvalidWhenMatchEmail: false,
      InvalidWhenPasswordExists: true,
    });
    await waitFor(() => expect(screen.getByText(/Cannot be a previous password \(not met\)/)).toBeInTheDocument());
  });

  it('with the rule list on but without customer credentials, no async check is asked (customer credentials only)', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      { settings: { 'access.usePasswordValidationRuleList': 'true' }, institution: { UsesCustomerCredentials: false } },
      {
        'POST CredentialValidationRules/GetPasswordValidationRules': () => rulesAnswer,
        'POST Login/ValidatePasswordForLoggedInUser': () => ({
          status: 200,
          data: { PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: true },
        }),
      },
      { asyncCheck: { kind: 'loggedIn' } },
    );
    await screen.findByText('Password requirements');
    await user.type(await screen.findByLabelText('Password'), 'Abcd1234');
    // Well past the 500 ms debounce.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((c) => c.url === 'Login/ValidatePasswordForLoggedInUser')).toHaveLength(0);
    expect(
      screen.queryByText('Password cannot be a previous password.', { selector: '.form-field__error' }),
    ).toBeNull();
  });
});
