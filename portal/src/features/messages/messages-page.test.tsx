import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { MessagesPage } from './messages-page';

// The real widget solves a proof of work in a worker (covered by the e2e spec); here a button stands in.
vi.mock('./captcha/captcha-widget', () => ({
  CaptchaWidget: ({ id, onChange }: WidgetProps) => (
    <div id={id} tabIndex={-1} role="group" aria-label="Verification">
      <button type="button" aria-label="Solve captcha" onClick={() => onChange('solved-token')}>
        Solve captcha
      </button>
    </div>
  ),
}));

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const ok = () => ({ status: 200, data: { HasNoErrors: true, Errors: [] } });

function setup(routes: FakeRoutes, { loggedIn = true, settings = {} as Record<string, string> } = {}) {
  if (loggedIn) useSessionStore.getState().setSession(testLogin);
  const fake = installFakeApi(routes);
  restore = fake.restore;
  const path = loggedIn ? '/myaccount/messages' : '/home/messages';
  renderShell(
    [
      { path: 'myaccount/messages', element: <MessagesPage /> },
      { path: 'home/messages', element: <MessagesPage /> },
    ],
    path,
    { settings },
  );
  return fake;
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('messages page', () => {
  it('logged in, a Question: subject, message and captcha are required; the send carries them and the profile; success clears the type', async () => {
    const { calls } = setup({ 'POST Messages/ContactUs': ok });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Question' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    await send();
    expect(screen.getByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByText('Must Complete Captcha')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Subject'), 'Payoff');
    await userEvent.type(screen.getByLabelText('Message'), 'When is my payoff?');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for your question. We will get back to you shortly.',
    );
    expect(calls[0]?.body).toMatchObject({
      FeedbackType: 'Question',
      Subject: 'Payoff',
      Message: 'When is my payoff?',
      ReCaptchaCode: 'solved-token',
      ServicingBranch: 7,
      Alert: { Username: 'jsmith', Email: 'jane@example.com', PersonalName: 'Jane Smith', ServicingBranch: 7 },
    });
    expect(screen.getByRole('radio', { name: 'Question' })).not.toBeChecked();
    expect(screen.queryByLabelText('Subject')).toBeNull();
  }, 20_000);

  it('logged out feedback: the answer shows its reasons (hidden ones left out), name and e-mail (type email) are required, the reasons are sent', async () => {
    const { calls } = setup(
      { 'POST Messages/Feedback': ok },
      { loggedIn: false, settings: { 'messages.goodReason2Hidden': 'true', 'messages.goodReason1': 'Fast' } },
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Feedback' }));
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'good' }));
    const reasons = screen.getByRole('group', { name: 'Tell us why (optional)' });
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Fast', 'Reason 3', 'Reason 4', 'Reason 5']);
    await send();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    // Spec §5: the e-mail field is of type e-mail.
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.click(within(reasons).getByRole('checkbox', { name: 'Fast' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ann Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!');
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      FeedbackType: 'Feedback',
      SurveyQuestions: { 'How was your experience?': 'good', Fast: 'good' },
      ReCaptchaCode: 'solved-token',
    });
    expect(body.Alert).toMatchObject({ Email: 'ann@example.com', PersonalName: 'Ann Lee', ServicingBranch: 0 });
    expect(body).not.toHaveProperty('Message');
  }, 20_000);

  it('reasons ticked for one answer are cleared when the answer changes, so they are never sent with the other answer', async () => {
    const { calls } = setup({ 'POST Messages/Feedback': ok });
    await userEvent.click(screen.getByRole('radio', { name: 'Feedback' }));
    await userEvent.click(screen.getByRole('radio', { name: 'good' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Reason 1' }));
    await userEvent.click(screen.getByRole('radio', { name: 'could be better' }));
    expect(screen.getByRole('checkbox', { name: 'Reason 1' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'good' }));
    expect(screen.getByRole('checkbox', { name: 'Reason 1' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'could be better' }));
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await send();
    await screen.findByRole('status');
    expect((calls[0]?.body as { SurveyQuestions: unknown }).SurveyQuestions).toEqual({
      'How was your experience?': 'could be better',
    });
  });

  it('the counter counts down from 300, warns under 100 and turns to error under 51', async () => {
    setup({});
    await userEvent.click(screen.getByRole('radio', { name: 'Question' }));
    const message = screen.getByLabelText('Message');
    expect(screen.getByText('300 characters left')).toHaveClass('message-counter--normal');
    fireEvent.change(message, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('99 characters left', { selector: '.message-counter' })).toHaveClass(
      'message-counter--warning',
    );
    fireEvent.change(message, { target: { value: 'x'.repeat(250) } });
    expect(screen.getByText('50 characters left', { selector: '.message-counter' })).toHaveClass(
      'message-counter--error',
    );
    expect(screen.getByText('50 characters left', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    expect(message).toHaveAttribute('maxlength', '300');
  });

  it('a failed send says Oops and keeps the text; a refused captcha says Must Complete Captcha', async () => {
    let answer = { status: 500, data: {} } as { status: number; data: unknown };
    setup({ 'POST Messages/ContactUs': () => answer, 'POST Messages/Feedback': () => answer });
    await userEvent.click(screen.getByRole('radio', { name: 'Question' }));
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops...it looks like something went wrong.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Hi');
    answer = { status: 200, data: { HasNoErrors: false, Errors: [{ ErrorMessage: 'CaptchaRequired' }] } };
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Must Complete Captcha');
  }, 20_000);

  it('when only the captcha is missing, Send moves focus to the captcha group; after a send focus is on the outcome', async () => {
    setup({ 'POST Messages/ContactUs': ok });
    await userEvent.click(screen.getByRole('radio', { name: 'Question' }));
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Text');
    await send();
    expect(screen.getByRole('group', { name: 'Verification' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await send();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
  }, 20_000);

  it('with feedback hidden only Question is offered; the branch number shows logged out when required', async () => {
    setup(
      {},
      {
        loggedIn: false,
        settings: { 'messages.hideFeedbackOption': 'true', 'messages.requireBranchNumberOption': 'true' },
      },
    );
    expect(screen.queryByRole('radio', { name: 'Feedback' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Question' })).toBeChecked();
    expect(await screen.findByLabelText('Branch Number')).toBeInTheDocument();
  });
});
