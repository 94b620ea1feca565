import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioSession } from '@schemas/studio/studio-api';
import { StudioApp } from '@studio/app/studio-app';
import { fakeStudioServer, renderStudio, type FakeAnswer } from '@studio/testing/studio-test-kit';

let restore = () => {};
afterEach(() => {
  restore();
  localStorage.clear();
});

const session: StudioSession = {
  user: { userName: 'staff.viewer', displayName: 'Vera Viewer', role: 'viewer' },
  csrfToken: 'csrf-1',
};

async function signInWith(answer: FakeAnswer) {
  const server = fakeStudioServer(() => answer);
  restore = server.restore;
  renderStudio(<StudioApp />);
  await userEvent.type(screen.getByLabelText('User name'), 'staff.viewer');
  await userEvent.type(screen.getByLabelText('Password'), 'Wrong-pass1!{Enter}');
  return server;
}

describe('staff sign-in', () => {
  it('without an earlier sign-in, the form shows at once and no session check is made', () => {
    const server = fakeStudioServer(() => ({ status: 401 }));
    restore = server.restore;
    renderStudio(<StudioApp />);
    expect(screen.getByRole('heading', { name: 'Settings Studio' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in – Settings Studio');
    expect(server.calls).toEqual([]);
  });

  it('an empty form is not sent and says what is missing', async () => {
    const server = fakeStudioServer(() => ({ status: 200, body: session }));
    restore = server.restore;
    renderStudio(<StudioApp />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your user name and password.');
    expect(server.calls).toEqual([]);
  });

  it('a wrong password (401) says so, with focus on the message', async () => {
    const server = await signInWith({ status: 401, body: { message: 'Wrong user name or password.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The user name or password is not correct.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'session',
      body: { userName: 'staff.viewer', password: 'Wrong-pass1!' },
    });
  });

  it('too many attempts (429) says when to try again, in the server’s words', async () => {
    await signInWith({ status: 429, body: { message: 'Too many sign-in attempts; try again in 15 minutes.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many sign-in attempts; try again in 15 minutes\.$/,
    );
  });
});

describe('signing out', () => {
  it('returns to the form saying so, without asking the server for the ended session', async () => {
    localStorage.setItem('studio.signed-in', '1');
    const server = fakeStudioServer((call) =>
      call.method === 'DELETE'
        ? { status: 204 }
        : call.path === 'session'
          ? { status: 200, body: session }
          : { status: 500 },
    );
    restore = server.restore;
    // The shell brings its own (hash) router: no test router around it.
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StudioApp />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 4000 }));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === 'session').map((c) => c.method)).toEqual(['GET', 'DELETE']);
    expect(localStorage.getItem('studio.signed-in')).toBeNull();
  });
});
