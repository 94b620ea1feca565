import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewLink } from '@schemas/studio/preview-links';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { formatWhen } from '@studio/ui/format-when';
import { renderStudio } from '../../testing/studio-test-kit';
import { PreviewLinksSection } from './preview-links-section';

let restore = () => {};
afterEach(() => restore());

const link = (overrides: Partial<PreviewLink> = {}): PreviewLink => ({
  id: 3,
  route: '/home/login',
  width: 'phone',
  borrower: null,
  createdBy: 'staff.editor',
  createdAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2999-12-01T09:00:00.000Z',
  revokedBy: null,
  revokedAt: null,
  expired: false,
  ...overrides,
});

function setup(canWrite: boolean, handlers: Record<string, FakeHandler>) {
  const fake = installFakeStudioApi(handlers);
  restore = fake.restore;
  renderStudio(<PreviewLinksSection requestId={7} canWrite={canWrite} />);
  return fake;
}

describe('PreviewLinksSection', () => {
  it('when an editor makes a link, then it is shown once in full and listed with who made it; Revoke revokes it', async () => {
    const user = userEvent.setup();
    let links: PreviewLink[] = [];
    const fake = setup(true, {
      'GET change-requests/7/preview-links': () => ({ body: links }),
      'POST change-requests/7/preview-links': () => {
        links = [link()];
        return { status: 201, body: { link: links[0], url: '/studio/shared-preview#7.3.99.sig' } };
      },
      'DELETE change-requests/7/preview-links/3': () => ({
        body: (links = [link({ revokedBy: 'staff.editor', revokedAt: '2026-11-25T09:00:00.000Z' })]),
      }),
    });
    await user.selectOptions(await screen.findByLabelText('Width'), 'Phone (390 px)');
    await user.clear(screen.getByLabelText(/Valid for/));
    await user.type(screen.getByLabelText(/Valid for/), '2');
    await user.click(screen.getByRole('button', { name: 'Make preview link' }));
    expect(await screen.findByLabelText('Link to share (shown once)')).toHaveValue(
      `${window.location.origin}/studio/shared-preview#7.3.99.sig`,
    );
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      route: '/home/login',
      width: 'phone',
      borrower: null,
      days: 2,
    });
    const row = (await screen.findByRole('button', { name: 'Revoke link 3 made by staff.editor' })).closest('tr')!;
    expect(row).toHaveTextContent(`staff.editor, ${formatWhen('2026-11-24T09:00:00.000Z')}`);
    await user.click(within(row).getByRole('button', { name: /Revoke/ }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Revoked by staff.editor'));
  });

  it('when a viewer looks, then links are listed but nothing can be made or revoked', async () => {
    setup(false, { 'GET change-requests/7/preview-links': () => ({ body: [link()] }) });
    expect(await screen.findByRole('table', { name: 'Links made for this request' })).toHaveTextContent('Active');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
