import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SharedPreview } from '@schemas/studio/preview-links';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import SharedPreviewPage from './shared-preview-page';

let restore = () => {};
afterEach(() => {
  restore();
  window.location.hash = '';
});

const shared: SharedPreview = {
  requestId: 7,
  title: 'Spring texts',
  route: '/myaccount/dashboard',
  width: 'phone',
  borrower: 'basic.user',
  userToken: 'borrower-token',
  expiresAt: '2026-12-08T08:00:00.000Z',
  options: { gassySettings: { shared: { 'loginPage.heading': 'Spring' }, english: {} }, institutionOptions: {} },
  changedKeys: ['loginPage.heading'],
};

function open(answer: FakeHandler) {
  window.location.hash = '#7.3.99.signature';
  const fake = installFakeStudioApi({ 'POST shared-preview': answer });
  restore = fake.restore;
  renderStudio(<SharedPreviewPage />);
  return fake;
}

describe('SharedPreviewPage', () => {
  it('when the link holds, then the token is posted and the frame shows its page at its width', async () => {
    const fake = open(() => ({ body: shared }));
    expect(await screen.findByRole('heading', { name: 'Preview of change request #7: Spring texts' })).toBeVisible();
    expect(fake.calls[0]?.body).toEqual({ token: '7.3.99.signature' });
    const frame = screen.getByTitle('Portal preview');
    expect(frame).toHaveAttribute('src', '/studio/preview/?studioPreview=1#/myaccount/dashboard');
    expect(frame).toHaveAttribute('data-width', 'phone');
    expect(screen.getByText(/signed in as the sandbox's test borrower basic.user/)).toBeVisible();
  });

  it('when the link is refused, then the page says so and shows no frame', async () => {
    open(() => ({ status: 403, body: { message: 'This preview link is not valid.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This preview link is not valid. Ask whoever shared it');
    expect(screen.queryByTitle('Portal preview')).toBeNull();
  });
});
