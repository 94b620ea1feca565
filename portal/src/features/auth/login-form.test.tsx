import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettings } from '@/settings/settings-store';
import { renderWithSettings, type TestSettings } from '@/testing/render-with-settings';
import { LoginForm } from './login-form';

afterEach(resetSettings);

function setup(settings: TestSettings = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithSettings(<LoginForm onSubmit={onSubmit} />, settings);
  const username = screen.getByLabelText('User Name');
  const password = screen.getByLabelText('Password');
  const submit = () => user.click(screen.getByRole('button', { name: 'Login' }));
  return { onSubmit, user, username, password, submit };
}

/** The text of the elements an input's aria-describedby points at. */
function description(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('LoginForm', () => {
  it('when submitted empty then both required messages show, tied to their inputs, and the user name gets focus', async () => {
    const { username, password, submit, onSubmit } = setup();
    await submit();
    expect(description(username)).toBe('You must enter a username');
    expect(description(password)).toBe('You must enter a password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when only the password is missing then focus goes to the password', async () => {
    const { user, username, password, submit } = setup();
    await user.type(username, 'jsmith');
    await submit();
    expect(description(username)).toBe('');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveFocus();
  });

  it('when the user name has 13 characters then it fails without customer credentials', async () => {
    const { user, username, password, submit, onSubmit } = setup();
    await user.type(username, 'abcdefghijklm');
    await user.type(password, 'secret');
    await submit();
    expect(description(username)).toBe('User Name must be 12 characters or fewer.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the institution uses customer credentials then a 13-character user name and password pass', async () => {
    const { user, username, password, submit, onSubmit } = setup({ institution: { UsesCustomerCredentials: true } });
    await user.type(username, 'abcdefghijklm');
    await user.type(password, 'secret-secret');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ username: 'abcdefghijklm', password: 'secret-secret' });
  });

  it('when the user name has a character outside the allowed set then it fails', async () => {
    const { user, username, password, submit, onSubmit } = setup();
    await user.type(username, 'john smith');
    await user.type(password, 'secret');
    await submit();
    expect(description(username)).toBe('Username should only contain valid characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when both fields are valid then onSubmit gets the values', async () => {
    const { user, username, password, submit, onSubmit } = setup();
    await user.type(username, "j.o'hara+1@x");
    await user.type(password, 'secret');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ username: "j.o'hara+1@x", password: 'secret' });
  });

  it('a settings override relabels the field and rewords its message', async () => {
    const user = userEvent.setup();
    renderWithSettings(<LoginForm onSubmit={vi.fn()} />, {
      settings: { 'login.userNameLabel': 'Login ID', 'login.userNameRequired': 'Enter your login ID' },
    });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(description(screen.getByLabelText('Login ID'))).toBe('Enter your login ID');
  });

  it('the reveal toggle is a pressed/unpressed button that shows the password', async () => {
    const { user, password } = setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('when disabled then the Login button is disabled', () => {
    renderWithSettings(<LoginForm onSubmit={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });
});
