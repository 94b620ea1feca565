import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioSession } from '@schemas/studio/studio-api';
import { StudioApp } from '@studio/app/studio-app';
import { fakeStudioServer, type FakeAnswer, type RecordedCall } from '@studio/testing/studio-test-kit';

/** The app as main.tsx renders it: the shell brings its own (hash) router once signed in. */
function renderApp() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <StudioApp />
    </QueryClientProvider>,
  );
}

/** The sign-in page has given way to the studio. */
async function expectStudioOpened() {
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Settings Studio' })).not.toBeInTheDocument());
  expect(localStorage.getItem('studio.signed-in')).toBe('1');
}

let restore = () => {};
afterEach(() => {
  restore();
  localStorage.clear();
});

const session: StudioSession = {
  user: { userName: 'pia.publisher', displayName: 'Pia', role: 'publisher' },
  csrfToken: 'csrf-1',
};

async function signInAnswering(handler: (call: RecordedCall) => FakeAnswer) {
  const server = fakeStudioServer(handler);
  restore = server.restore;
  renderApp();
  await userEvent.type(screen.getByLabelText('User name'), 'pia.publisher');
  await userEvent.type(screen.getByLabelText('Password'), 'plum-Orbit-canvas-77{Enter}');
  return server;
}

describe('sign-in second factor', () => {
  it('the sign-in page tells how the first staff account is made on the server', () => {
    const server = fakeStudioServer(() => ({ status: 500 }));
    restore = server.restore;
    renderApp();
    expect(screen.getByText('No staff account yet?')).toBeInTheDocument();
    expect(screen.getByText('npm run staff -- add NAME --role publisher')).toBeInTheDocument();
  });

  it('when the password is right and a code is needed then the code step takes focus; a wrong code says so; the right one opens the studio', async () => {
    let codes = 0;
    const server = await signInAnswering((call) => {
      if (call.path === 'session') return { status: 200, body: { secondFactor: 'code' } };
      if (call.path === 'session/code') {
        codes += 1;
        return codes === 1
          ? { status: 401, body: { message: 'The code is not right, or was used already.' } }
          : { status: 200, body: session };
      }
      return { status: 500 };
    });
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right, or was used already.');
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '654321{Enter}');
    await expectStudioOpened();
    expect(server.calls.filter((c) => c.path === 'session/code').map((c) => c.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('when a publisher must enrol then the QR code and key are shown, the confirmed code shows the recovery codes once, and only then the studio opens', async () => {
    const server = await signInAnswering((call) => {
      if (call.path === 'session') return { status: 200, body: { secondFactor: 'enrol' } };
      if (call.path === 'session/enrolment')
        return {
          status: 200,
          body: { secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x', qr: { size: 21, path: 'M0 0h1v1h-1z' } },
        };
      if (call.path === 'session/enrolment/confirm')
        return { status: 200, body: { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'], session } };
      return { status: 500 };
    });
    expect(await screen.findByRole('img', { name: 'QR code of your authenticator key' })).toBeInTheDocument();
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the app'), '112233{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(localStorage.getItem('studio.signed-in')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the studio' }));
    await expectStudioOpened();
    expect(server.calls.filter((c) => c.path.startsWith('session/enrolment')).map((c) => c.path)).toEqual([
      'session/enrolment',
      'session/enrolment/confirm',
    ]);
  });
});
