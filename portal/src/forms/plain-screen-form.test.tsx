import { screen as dom } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as loginScreen from 'virtual:screen-validator/login';
import * as securityCodeScreen from 'virtual:screen-validator/securityCode';
import * as registrationScreen from 'virtual:screen-validator/registrationPersonalInfo';
import { bindScreen } from '@schemas/screens/bind-screen';
import type { ScreenFile } from '@schemas/screens/screen-file';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettings, useSettingsStore } from '@/settings/settings-store';
import { renderWithSettings } from '@/testing/render-with-settings';
import { testScreenModule } from '@/testing/test-screen-module';
import { PlainScreenForm, plainScreenProblem } from './plain-screen-form';

afterEach(resetSettings);

const reader = () => useSettingsStore.getState().reader;

describe('plainScreenProblem', () => {
  it('when the screen has only text and password-reveal fields and no summary then it is plain', () => {
    expect(plainScreenProblem(bindScreen(loginScreen.screen, reader()))).toBeUndefined();
  });

  it('when a screen shows an error summary or uses another widget then it says why it is not plain', () => {
    expect(plainScreenProblem(bindScreen(registrationScreen.screen, reader()))).toMatch(/error summary|widget|options/);
    expect(plainScreenProblem(bindScreen(securityCodeScreen.screen, reader()))).toMatch(/inputMode/);
  });
});

describe('PlainScreenForm', () => {
  it('when a value breaks the static schema then its bound message shows, and the next change clears it', async () => {
    const file: ScreenFile = {
      schema: { $id: 'plainTest', type: 'object', properties: { code: { type: 'string', maxLength: 3 } } },
      submit: 'login.loginButton',
      errorSummary: false,
      bind: { code: { label: 'login.userNameLabel', messages: { maxLength: 'login.userNameTooLong' } } },
    } as ScreenFile;
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithSettings(<PlainScreenForm id="t" screen={testScreenModule(file)} onSubmit={onSubmit} />);
    const input = dom.getByLabelText('User Name');
    await user.type(input, 'abcd');
    await user.click(dom.getByRole('button', { name: 'Login' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('root_code__error')).toHaveTextContent(/./);
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(dom.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'abc' });
  });
});
