import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ChangeRequestDetail } from '@schemas/studio/change-requests';
import { axeViolations } from '../../testing/axe-violations';
import { installFakeStudioApi } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import { changeRequestOf, sessionOf } from '../../testing/studio-fixtures';
import { ChangeRequestsPage } from './change-requests-page';

let restore = () => {};
afterEach(() => (restore(), localStorage.clear()));

function setup(userName: string, detail: ChangeRequestDetail) {
  const fake = installFakeStudioApi({
    'GET session': () => ({ body: sessionOf('editor', userName) }),
    'GET change-requests': () => ({ body: [detail] }),
    'GET change-requests/7': () => ({ body: detail }),
    'POST change-requests/7/submit': () => ({ body: { ...detail, status: 'in-review' } }),
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

const submitted = (calls: { path: string }[]) => calls.some((c) => c.path === 'change-requests/7/submit');

describe('the submit-for-review shortcut', () => {
  it('when the author presses Alt+R on a rejected request, then it is submitted to the reviewers in the field', async () => {
    const fake = setup('staff.editor', changeRequestOf({ status: 'rejected', reviewers: ['staff.publisher'] }));
    const field = await screen.findByLabelText(/Reviewers/);
    // Typing in the field, the shortcut stays silent (decision 395).
    await userEvent.type(field, '{End}, staff.publisher2{Alt>}r{/Alt}');
    expect(submitted(fake.calls)).toBe(false);
    await userEvent.click(screen.getByRole('heading', { level: 2 }));
    await userEvent.keyboard('{Alt>}r{/Alt}');
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'change-requests/7/submit')?.body).toEqual({
        reviewers: ['staff.publisher', 'staff.publisher2'],
      }),
    );
  });

  it('when someone who may not submit presses Alt+R, then the page says why and nothing is sent', async () => {
    const fake = setup('staff.editor2', changeRequestOf({ status: 'open', reviewers: [] }));
    await screen.findByRole('heading', { level: 2 });
    await userEvent.keyboard('{Alt>}r{/Alt}');
    expect(
      await screen.findByText('Only staff.editor, who opened this change request, can submit it for review.'),
    ).toHaveAttribute('role', 'status');
    expect(submitted(fake.calls)).toBe(false);
    restore();
  });

  it('when ? is pressed on a change request, then the shortcut list shows Alt+R, axe clean, and Escape gives focus back', async () => {
    setup('staff.editor', changeRequestOf());
    const opener = await screen.findByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Alt+RSubmit the open change request for review (its author, on its page)');
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
