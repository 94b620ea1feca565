import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenFile } from '@schemas/screens/screen-file';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettings } from '@/settings/settings-store';
import { renderWithSettings } from '@/testing/render-with-settings';
import { testScreenModule } from '@/testing/test-screen-module';
import { SchemaForm } from './schema-form';

afterEach(resetSettings);

const probe: ScreenFile = {
  schema: {
    $id: 'probe',
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 128, pattern: '^[A-Za-z]*$' },
      phone: { type: 'string' },
      code: { type: 'string' },
      agree: { type: 'boolean' },
    },
  },
  bind: {
    name: {
      label: 'login.userNameLabel',
      required: true,
      // Same text for the pattern and the rule: shown once.
      messages: { pattern: 'login.userNameInvalidCharacters' },
      rules: [{ pattern: '^[a-z]*$', message: 'login.userNameInvalidCharacters' }],
      serverCheck: { name: 'taken' },
    },
    phone: { label: 'login.passwordLabel', mask: { name: 'phone' } },
    code: { label: 'login.passwordHelp', hidden: '!setting:access.useConfirmPassword', required: true },
    agree: {
      label: 'forms.agreementLabel',
      widget: 'agreement',
      required: true,
      messages: { required: 'forms.agreementMustAgree' },
      agreement: {
        name: 'loginPage.createAccountLink',
        url: 'loginPage.createAccountLink',
        requireLinkClick: 'setting:access.forceUserToClickOnURLToAgree',
      },
    },
  },
};
const module = testScreenModule(probe);

describe('SchemaForm', () => {
  it('shows an error summary without a heading, one de-duplicated message per field, as links', async () => {
    const user = userEvent.setup();
    renderWithSettings(<SchemaForm screen={module} onSubmit={vi.fn()} submitLabel="Send" />);
    await user.type(await screen.findByLabelText('User Name'), 'Bad1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = screen.getByRole('alert');
    expect(summary.querySelector('h1,h2,h3,h4,h5,h6')).toBeNull();
    const links = screen.getAllByRole('link').filter((a) => summary.contains(a));
    expect(links.map((a) => a.textContent)).toEqual([
      'Username should only contain valid characters',
      'You must agree to the Create an account',
    ]);
    await user.click(links[0]!);
    expect(screen.getByLabelText('User Name')).toHaveFocus();
  });

  it('a field hidden by its flag renders nothing; with the flag off it is shown', async () => {
    const onSubmit = vi.fn();
    renderWithSettings(<SchemaForm screen={module} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Password help')).toBeNull();
    resetSettings();
    renderWithSettings(<SchemaForm screen={module} onSubmit={onSubmit} />, {
      settings: { 'access.useConfirmPassword': 'true', 'login.passwordHelp': 'Code' },
    });
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });

  it('masks a phone number as (000) 000-0000', async () => {
    const user = userEvent.setup();
    renderWithSettings(<SchemaForm screen={module} onSubmit={vi.fn()} />);
    const phone = await screen.findByLabelText('Password');
    await user.type(phone, '5551234567');
    expect(phone).toHaveValue('(555) 123-4567');
  });

  it('keeps the agreement checkbox disabled until its link was clicked when clicking is required', async () => {
    const user = userEvent.setup();
    renderWithSettings(<SchemaForm screen={module} onSubmit={vi.fn()} />, {
      settings: { 'access.forceUserToClickOnURLToAgree': 'true' },
    });
    const box = await screen.findByRole('checkbox', { name: 'I agree to the Create an account' });
    expect(box).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Create an account' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(box).toBeEnabled();
  });

  it('feeds an async server check back as a field error after the 500 ms debounce', async () => {
    vi.useFakeTimers();
    try {
      const taken = vi.fn(async (value: unknown) => (value === 'joe' ? ['That name is taken'] : []));
      renderWithSettings(<SchemaForm screen={module} onSubmit={vi.fn()} serverChecks={{ taken }} />);
      const name = screen.getByLabelText('User Name');
      fireEvent.change(name, { target: { value: 'joe' } });
      await act(async () => vi.advanceTimersByTime(499));
      expect(taken).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(taken).toHaveBeenCalledWith('joe', expect.anything(), expect.anything());
      expect(name).toHaveAccessibleDescription('That name is taken');
    } finally {
      vi.useRealTimers();
    }
  });

  it("a select takes its choices from a runtime source and hands back the choice's own value", async () => {
    const picker = testScreenModule({
      schema: { $id: 'picker', type: 'object', properties: { branch: { type: 'integer' } } },
      bind: {
        branch: {
          label: 'login.userNameLabel',
          widget: 'select',
          required: true,
          autocomplete: 'address-level1',
          options: { source: 'branches', emptyLabel: 'secretQuestion.questionRequired' },
        },
      },
    });
    const onSubmit = vi.fn();
    const branches = {
      branches: [
        { value: 7, label: 'Tulsa' },
        { value: 9, label: 'Austin' },
      ],
    };
    const user = userEvent.setup();
    renderWithSettings(<SchemaForm screen={picker} options={branches} onSubmit={onSubmit} submitLabel="Send" />);
    const select = screen.getByLabelText('User Name');
    // The screen file's autocomplete reaches the select too (WCAG 1.3.5), not only text inputs.
    expect(select).toHaveAttribute('autocomplete', 'address-level1');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Please Select a Question',
      'Tulsa',
      'Austin',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(select).toHaveAccessibleDescription('User Name is required.');
    await user.selectOptions(select, 'Austin');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ branch: 9 });
  });

  it('an agreement list: the summary links to the group, which the first invalid focus lands on', async () => {
    const list = testScreenModule({
      schema: {
        $id: 'list',
        type: 'object',
        properties: { ids: { type: 'array', items: { type: 'integer' }, uniqueItems: true } },
      },
      bind: {
        ids: {
          label: 'registration.agreementsLabel',
          widget: 'agreement-list',
          options: { source: 'needed' },
          rules: [{ allAccepted: true, message: 'agreements.selectAll' }],
        },
      },
    });
    const user = userEvent.setup();
    renderWithSettings(
      <SchemaForm
        screen={list}
        options={{ needed: [{ value: 1, label: 'Privacy Notice', url: 'https://example.com/p.pdf' }] }}
        onSubmit={vi.fn()}
        submitLabel="Send"
      />,
    );
    const group = await screen.findByRole('group', { name: 'Agreements' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(group).toHaveFocus();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('You must select all agreements.');
    // With a summary the group message is not a second alert.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.click(within(summary).getByRole('link', { name: 'You must select all agreements.' }));
    expect(group).toHaveFocus();
    expect(within(group).getByLabelText('I agree to the Privacy Notice')).toHaveAccessibleDescription(
      'You must agree to the Privacy Notice',
    );
  });
});
