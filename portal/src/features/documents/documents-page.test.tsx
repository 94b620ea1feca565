import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { useSessionStore } from '@/session/session-store';
import { renderShell, resetShellState, testLogin } from '@/testing/render-shell';
import { DocumentsPage } from './documents-page';

let restore = () => {};
afterEach(() => {
  restore();
  resetShellState();
});

function setup(companyNumber: number, settings: Record<string, string> = {}) {
  useSessionStore.getState().setSession({ ...testLogin, CompanyNumber: companyNumber });
  const fake = installFakeApi({
    'GET Documents/GetCustomerDocuments': () => ({ status: 200, data: { Value: [] } }),
    'GET file/GetFileTypes': () => ({ status: 200, data: { FileTypes: [] } }),
  });
  restore = fake.restore;
  renderShell([{ path: 'docs', element: <DocumentsPage achAuthorizations={<p>ACH list</p>} /> }], '/docs', {
    settings: { 'access.useFileServices': 'true', ...settings },
  });
}

describe('documents page', () => {
  it("a personal user with file services gets 'File Management' with the upload area, then the ACH list", async () => {
    setup(0);
    expect(screen.getByRole('heading', { level: 2, name: 'File Management' })).toBeInTheDocument();
    expect(await screen.findByText('No Uploaded Documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Files' })).toBeInTheDocument();
    expect(screen.getByText('ACH list')).toBeInTheDocument();
  });

  it('a business user, or file services off, or the section hidden: only the ACH list (spec §6: profile documents are personal)', () => {
    for (const [company, settings] of [
      [4417, {}],
      [0, { 'access.useFileServices': 'false' }],
      [0, { 'documents.fileManagementHidden': 'true' }],
    ] as const) {
      setup(company, settings);
      expect(screen.queryByRole('heading', { name: 'File Management' })).toBeNull();
      expect(screen.getByText('ACH list')).toBeInTheDocument();
      restore();
      resetShellState();
    }
  });
});
