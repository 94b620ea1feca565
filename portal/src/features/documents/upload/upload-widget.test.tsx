import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { renderShell, resetShellState } from '@/testing/render-shell';
import { FakeXhr } from './fake-xhr';
import { UploadWidget } from './upload-widget';

let restore = () => {};
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  restore();
  resetShellState();
  vi.unstubAllGlobals();
});

const fileTypes = {
  FileTypes: [
    { ID: 1, Description: 'Driver License' },
    { ID: 2, Description: 'Pay Stub' },
  ],
};

function setup(mobile = false, typesAnswer: { status: number; data?: unknown } = { status: 200, data: fileTypes }) {
  const fake = installFakeApi({
    'GET file/GetFileTypes': () => typesAnswer,
    'GET Documents/GetAccountDocuments': () => ({ status: 200, data: { Value: [] } }),
  });
  restore = fake.restore;
  renderShell(
    [{ path: 'w', element: <UploadWidget owner={{ kind: 'account', accountNumber: '1001' }} mobile={mobile} /> }],
    '/w',
  );
  return fake;
}

const pick = (...names: string[]) =>
  userEvent.upload(
    screen.getByTestId('upload-input'),
    names.map((n) => new File(['%PDF-1.4'], n, { type: 'application/pdf' })),
  );

describe('file upload widget', () => {
  it('shows the drop zone and Add Files on a desktop, no drop zone on a mobile browser', () => {
    setup();
    expect(screen.getByText('Drag and drop files here')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Files' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Upload File(s)' })).toBeNull();
    resetShellState();
    setup(true);
    expect(screen.queryByText('Drag and drop files here')).toBeNull();
  });

  it('says which files are accepted and how large before anything is chosen; the picker offers only those', () => {
    setup();
    const hint = screen.getByText('Accepted files: PDF, PNG, JPG, GIF, TIFF, up to 10 MB each.');
    expect(screen.getByRole('button', { name: 'Add Files' })).toHaveAccessibleDescription(hint.textContent ?? '');
    expect(screen.getByTestId('upload-input')).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg,.gif,.tif,.tiff');
  });

  it('refuses a file far above 10 MB, or of another format, at once with a clear message and never sends it', async () => {
    setup();
    const huge = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 600 * 1024 * 1024 });
    const program = new File(['MZ'], 'setup.exe');
    await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('upload-input'), [huge, program]);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('combobox')).toHaveAccessibleDescription(
      'This file is 600.0 MB. Files can be at most 10 MB. Choose a smaller file.',
    );
    expect(within(rows[1]!).getByRole('combobox')).toHaveAccessibleDescription(
      'This file type is not allowed. Choose a file of one of these types: PDF, PNG, JPG, GIF, TIFF.',
    );
    await pick('statement.pdf');
    await userEvent.selectOptions(within(screen.getAllByRole('listitem')[2]!).getByRole('combobox'), 'Pay Stub');
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]!.body).toBeInstanceOf(FormData);
    expect((FakeXhr.sent[0]!.body as FormData).get('file')).toMatchObject({ name: 'statement.pdf' });
  });

  it('each queued file has its icon, name, --File Type choice, progress and remove; a missing type blocks the upload', async () => {
    setup();
    await pick('statement.pdf', 'photo.png');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('PDF')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('PNG')).toBeInTheDocument();
    const select = within(rows[0]!).getByRole('combobox');
    expect(within(select).getByRole('option', { name: '--File Type' })).toBeInTheDocument();
    await screen.findAllByRole('option', { name: 'Pay Stub' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(screen.getAllByText('Choose a file type')).toHaveLength(2);
    expect(FakeXhr.sent).toHaveLength(0);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Remove/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('uploads with a real progress bar, disables Upload File(s) meanwhile and removes the file on success', async () => {
    setup();
    await pick('statement.pdf');
    await userEvent.selectOptions(await screen.findByRole('combobox'), 'Pay Stub');
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toMatch(/\/api\/file\/UploadFileWithLoanNumber$/);
    expect(xhr.body?.get('LoanNumber')).toBe('1001');
    expect(xhr.body?.get('FileTypeID')).toBe('2');
    expect((xhr.body?.get('file') as File).name).toBe('statement.pdf');
    expect(screen.getByRole('button', { name: 'Upload File(s)' })).toBeDisabled();
    act(() => xhr.progress(30, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '30');
    act(() => xhr.answer(200, { HasNoErrors: true, FileId: 'f-1' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('a refusal keeps the file with the server Message, else Internal Server Error; a network error says so; failed files are skipped next time', async () => {
    setup();
    await pick('a.pdf', 'b.pdf', 'c.pdf');
    await screen.findAllByRole('option', { name: 'Driver License' });
    for (const select of screen.getAllByRole('combobox')) await userEvent.selectOptions(select, 'Driver License');
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    act(() =>
      FakeXhr.sent[0]!.answer(400, {
        HasNoErrors: false,
        Message: 'This file is a program, not a PDF document. It was not uploaded.',
      }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1]!.answer(500, {}));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    act(() => FakeXhr.sent[2]!.fail());
    await screen.findAllByText('The file transfer was unsuccessful, please try again.');
    expect(
      screen.getAllByText('This file is a program, not a PDF document. It was not uploaded.').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Internal Server Error').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', { name: 'a.pdf: This file is a program, not a PDF document. It was not uploaded.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tooltip', { hidden: true })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    expect(FakeXhr.sent).toHaveLength(3);
  });

  it('adding files is announced; Upload with a type missing focuses the first such file, described by its message', async () => {
    setup();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await pick('a.pdf', 'b.pdf');
    await waitFor(() =>
      expect(status).toHaveTextContent('2 file(s) added. Choose a file type for each, then Upload File(s).'),
    );
    await screen.findAllByRole('option', { name: 'Pay Stub' });
    await userEvent.selectOptions(screen.getAllByRole('combobox')[0]!, 'Pay Stub');
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    const second = screen.getByRole('combobox', { name: 'File Type: b.pdf' });
    expect(second).toHaveFocus();
    expect(second).toHaveAccessibleDescription('Choose a file type');
  });

  it("Remove moves focus to the next file's Remove, then the one before, then Add Files", async () => {
    setup();
    await pick('a.pdf', 'b.pdf', 'c.pdf');
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*b\.pdf/ }));
    expect(screen.getByRole('button', { name: /Remove\s*c\.pdf/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*c\.pdf/ }));
    expect(screen.getByRole('button', { name: /Remove\s*a\.pdf/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*a\.pdf/ }));
    expect(screen.getByRole('button', { name: 'Add Files' })).toHaveFocus();
  });

  it('when a round ends, it is announced and focus goes to Upload File(s) if files stay, else to Add Files', async () => {
    setup();
    await pick('a.pdf', 'b.pdf');
    await screen.findAllByRole('option', { name: 'Pay Stub' });
    for (const select of screen.getAllByRole('combobox')) await userEvent.selectOptions(select, 'Pay Stub');
    await userEvent.click(screen.getByRole('button', { name: 'Upload File(s)' }));
    act(() => FakeXhr.sent[0]!.answer(200, { HasNoErrors: true, FileId: 'f-1' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[1]!.answer(500, {}));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Upload done: 1 uploaded, 1 not uploaded.'),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload File(s)' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*b\.pdf/ }));
    expect(screen.getByRole('button', { name: 'Add Files' })).toHaveFocus();
  });

  it('says when the file types cannot load', async () => {
    setup(false, { status: 500, data: {} });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Cannot connect to the service to get file types',
    );
  });
});
