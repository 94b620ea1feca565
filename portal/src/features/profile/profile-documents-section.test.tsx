import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeRoutes } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { ProfileDocumentsSection } from './profile-documents-section';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

const first = { FileId: 'f-1', DisplayName: 'Privacy Notice', DateUploaded: '2026-05-08T09:05:00' };
const second = { FileId: 'f-2', DisplayName: 'Pay stub', DateUploaded: '2026-11-24T10:00:00' };

function setup(api: FakeRoutes, settings: Record<string, string> = {}) {
  const fake = installFakeApi(api);
  restore = fake.restore;
  useSessionStore.getState().setSession(testLogin);
  // A stand-in for the Documents area's upload widget: it only reports that an upload round ended.
  const upload = (onUploaded: () => void) => (
    <button type="button" onClick={onUploaded}>
      Upload File(s)
    </button>
  );
  renderShell([{ path: 'p', element: <ProfileDocumentsSection documents={[first]} upload={upload} /> }], '/p', {
    settings,
  });
  const region = screen.queryByRole('region', { name: 'Profile Documents' });
  return within(region ?? document.body);
}

describe('profile documents', () => {
  it("lists the documents with their date 'M/d/yy, h:mm:ss' and marks the new ones after an upload", async () => {
    const region = setup({
      'GET Documents/GetCustomerDocuments': () => ({ status: 200, data: { Value: [first, second] } }),
    });
    expect(region.getByRole('button', { name: 'Privacy Notice' })).toBeInTheDocument();
    expect(region.getByText('5/8/26, 9:05:00')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Upload File(s)' }));
    const added = (await region.findByRole('button', { name: 'Pay stub' })).closest('li')!;
    expect(within(added).getByText('New')).toBeInTheDocument();
    expect(within(region.getByRole('button', { name: 'Privacy Notice' }).closest('li')!).queryByText('New')).toBeNull();
  });

  it('says when the refresh fails', async () => {
    const region = setup({ 'GET Documents/GetCustomerDocuments': () => ({ status: 400, data: {} }) });
    await userEvent.click(region.getByRole('button', { name: 'Upload File(s)' }));
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Something went wrong when attempting to refresh the document list',
    );
  });

  it('honours the documents settings the catalogue lists for the profile: the disclaimer above the list, the upload hidden', () => {
    const region = setup(
      {},
      { 'documents.disclaimer': '<p>Files are kept for 7 years.</p>', 'documents.uploadHidden': 'true' },
    );
    expect(region.getByText('Files are kept for 7 years.')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Privacy Notice' })).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Upload File(s)' })).toBeNull();
  });

  it('with the file management section hidden, the profile shows no documents section', () => {
    setup({}, { 'documents.fileManagementHidden': 'true' });
    expect(screen.queryByRole('region', { name: 'Profile Documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Privacy Notice' })).toBeNull();
  });
});
