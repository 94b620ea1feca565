import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioSession } from '@schemas/studio/studio-api';
import { fakeStudioServer, renderStudio } from '@studio/testing/studio-test-kit';
import AccountPage from './account-page';

let restore = () => {};
afterEach(() => restore());

const session: StudioSession = {
  user: { userName: 'eve.editor', displayName: 'Eve', role: 'editor' },
  csrfToken: 'csrf-1',
};

describe('your account page', () => {
  it('when the new passwords differ then nothing is sent; when the server refuses a weak one its words show; when it is changed the page says other sessions ended', async () => {
    let puts = 0;
    const server = fakeStudioServer(() => {
      puts += 1;
      return puts === 1 ? { status: 422, body: { message: 'This password is too easy to guess.' } } : { status: 204 };
    });
    restore = server.restore;
    renderStudio(<AccountPage session={session} />);
    const fill = async (current: string, next: string, again: string) => {
      for (const [label, value] of [
        ['Current password', current],
        ['New password', next],
        ['New password again', again],
      ] as const) {
        await userEvent.clear(screen.getByLabelText(label));
        await userEvent.type(screen.getByLabelText(label), value);
      }
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    };
    await fill('old-Password-1', 'plum-Orbit-canvas-77', 'plum-Orbit-canvas-78');
    expect(screen.getByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
    expect(server.calls).toEqual([]);
    await fill('old-Password-1', 'Staff-pass1!', 'Staff-pass1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too easy to guess.');
    await fill('old-Password-1', 'plum-Orbit-canvas-77', 'plum-Orbit-canvas-77');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed. Your other sessions have ended.',
    );
    expect(server.calls.map((c) => [c.method, c.path])).toEqual([
      ['PUT', 'me/password'],
      ['PUT', 'me/password'],
    ]);
    expect(server.calls[1]!.body).toEqual({
      currentPassword: 'old-Password-1',
      newPassword: 'plum-Orbit-canvas-77',
      newPasswordAgain: 'plum-Orbit-canvas-77',
    });
  });

  it('when an editor sets up an authenticator app then the key is shown, the code confirms it and the recovery codes show once', async () => {
    const server = fakeStudioServer((call) =>
      call.path === 'me/second-factor'
        ? {
            status: 200,
            body: {
              secret: 'ABCDEFGHIJKLMNOP',
              otpauthUri: 'otpauth://totp/x',
              qr: { size: 21, path: 'M0 0h1v1h-1z' },
            },
          }
        : { status: 200, body: { recoveryCodes: ['aaaaa-bbbbb'] } },
    );
    restore = server.restore;
    renderStudio(<AccountPage session={session} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await screen.findByLabelText('Code from the app'), '112233{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'I have kept the codes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your authenticator app is set up.');
    expect(server.calls.map((c) => c.path)).toEqual(['me/second-factor', 'me/second-factor/confirm']);
  });
});
