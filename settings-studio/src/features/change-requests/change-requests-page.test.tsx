import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import type { StaffRole } from '@schemas/studio/studio-api';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import { changeRequestOf, sessionOf } from '../../testing/studio-fixtures';
import { ChangeRequestsPage } from './change-requests-page';

let restore = () => {};
afterEach(() => restore());

const KEY = 'loginPage.heading';
const request = changeRequestOf;

function setup(role: StaffRole, detail: () => ChangeRequestDetail, extra: Record<string, FakeHandler> = {}) {
  const fake = installFakeStudioApi({
    'GET session': () => ({ body: sessionOf(role) }),
    'GET change-requests': () => ({ body: [detail()] }),
    'GET change-requests/7': () => ({ body: detail() }),
    ...extra,
  });
  restore = fake.restore;
  renderStudio(
    <Routes>
      <Route path="/changes/:id" element={<ChangeRequestsPage />} />
    </Routes>,
    { route: '/changes/7' },
  );
  return fake;
}

const entry = () => screen.getByRole('heading', { level: 4, name: KEY }).closest('li') as HTMLElement;

describe('ChangeRequestsPage', () => {
  it('when a request proposes a Spanish text, then its key is labelled Español beside the plain key', async () => {
    const spanish = request({
      entries: [{ ...request().entries[0]!, key: `${KEY}@es`, value: 'Bienvenido', base: 'Iniciar sesión' }],
      overlaps: [],
    });
    setup('publisher', () => spanish);
    const heading = await screen.findByRole('heading', { level: 4, name: `${KEY} Español` });
    expect(within(heading).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(heading.closest('li')).toHaveTextContent('ProposedBienvenido');
  });

  it('when a named reviewer opens a request, then they see the proposal over its base and the overlap, and comment on the key', async () => {
    const user = userEvent.setup();
    let current = request();
    const fake = setup('publisher', () => current, {
      'POST change-requests/7/comments': (call) => {
        const body = call.body as { body: string; key: string };
        current = request({
          comments: [
            {
              id: 1,
              key: body.key,
              parentId: null,
              author: 'staff.publisher',
              body: body.body,
              at: '2026-11-24T10:00:00.000Z',
              resolvedBy: null,
              resolvedAt: null,
            },
          ],
        });
        return { status: 201, body: current };
      },
    });
    await screen.findByRole('heading', { level: 4, name: KEY });
    expect(entry()).toHaveTextContent('ProposedWelcom');
    expect(entry()).toHaveTextContent('Live when writtenSign in');
    expect(entry()).toHaveTextContent('Also changed in change request #8');
    expect(screen.getByRole('link', { name: '#7 Spring texts' }).closest('li')).toHaveTextContent(
      `shares ${KEY} with another request`,
    );

    // paste, not type: one input event keeps the test short on a busy machine
    await user.click(within(entry()).getByLabelText(`Comment on ${KEY}`));
    await user.paste('Typo');
    await user.click(within(entry()).getByRole('button', { name: 'Comment' }));
    expect(fake.calls.find((c) => c.path === 'change-requests/7/comments')?.body).toEqual({ body: 'Typo', key: KEY });
    expect(await within(entry()).findByRole('group', { name: 'Comment by staff.publisher' })).toHaveTextContent('Typo');
  });

  it('when a named reviewer approves, then the approval counts and publishing is offered', async () => {
    const user = userEvent.setup();
    let current = request();
    setup('publisher', () => current, {
      'POST change-requests/7/approve': () => ({
        body: (current = request({ status: 'approved', approvals: ['staff.publisher'] })),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByText(/Approvals: 1 of 1/)).toHaveTextContent('(staff.publisher)'));
    expect(screen.getByRole('button', { name: 'Publish change request' })).toBeVisible();
  });

  it('when publishing answers that the key moved, then the three values are shown and Rebase asks the server to rebase', async () => {
    const user = userEvent.setup();
    const conflicts = [{ scope: 'setting', key: KEY, live: 'From first', base: 'Sign in', proposed: 'Welcome' }];
    const fake = setup('publisher', () => request({ status: 'approved', approvals: ['staff.publisher'] }), {
      'POST change-requests/7/publish': () => ({
        status: 409,
        body: { message: 'Published since this request was written.', conflicts },
      }),
      'POST change-requests/7/rebase': () => ({ body: request() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish change request' }));
    const table = await screen.findByRole('table', { name: 'Values to rebase' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`${KEY}From firstSign inWelcome`);
    await user.click(screen.getByRole('button', { name: 'Rebase on live values' }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'POST' && c.path === 'change-requests/7/rebase')).toBe(true),
    );
  });

  it('when the author submits an open request, then the reviewers named are sent; a viewer gets no forms', async () => {
    const user = userEvent.setup();
    const fake = setup('editor', () => request({ status: 'open', reviewers: [] }), {
      'POST change-requests/7/submit': () => ({ body: request() }),
    });
    const field = await screen.findByLabelText(/Reviewers/);
    await user.click(field);
    await user.paste('staff.publisher, staff.publisher2');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'change-requests/7/submit')?.body).toEqual({
        reviewers: ['staff.publisher', 'staff.publisher2'],
      }),
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    restore();
    cleanup();

    setup('viewer', () => request());
    await screen.findAllByRole('heading', { level: 4, name: KEY });
    expect(screen.queryByRole('button', { name: /Comment|Save value|Open change request/ })).toBeNull();
  });

  it('when a publisher schedules an approved request, then the time goes out as typed and the schedule can be cancelled', async () => {
    const user = userEvent.setup();
    let current = request({ status: 'approved', approvals: ['staff.publisher'], timeZone: 'America/Chicago' });
    const fake = setup('publisher', () => current, {
      'POST change-requests/7/schedule': () => ({
        body: (current = { ...current, scheduledAt: '2026-12-01T15:30:00.000Z', scheduledBy: 'staff.publisher' }),
      }),
      'DELETE change-requests/7/schedule': () => ({
        body: (current = { ...current, scheduledAt: null, scheduledBy: null }),
      }),
    });
    const field = await screen.findByLabelText('Publish at (America/Chicago)');
    await user.click(field);
    await user.paste('2026-12-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(fake.calls.find((c) => c.method === 'POST' && c.path === 'change-requests/7/schedule')?.body).toEqual({
      at: '2026-12-01T09:30',
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByRole('button', { name: 'Schedule' })).toBeVisible();
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === 'change-requests/7/schedule')).toBe(true);
  });
});
