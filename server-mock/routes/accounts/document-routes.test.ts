import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../use-cases/accounts/render/pdf.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

type Doc = { FileId: string; DisplayName: string; DisplayFormat: string };

/** A real PDF to upload. */
const pdfOf = (title: string, text = '') =>
  renderPdf({ title, brand: { name: 'Uploader' }, blocks: [{ kind: 'text', text }] });

describe('accounts routes: documents, uploads, ACH authorizations and applications', () => {
  let app: TestApp;
  let token = '';
  let loanNumber = '';
  const get = async (path: string, userToken = token) =>
    (await app.call(path, { headers: { UserToken: userToken } })).json();
  const upload = (path: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    return fetch(app.url + path, { method: 'POST', body: form, headers: { UserToken: token } });
  };

  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('delinquent');
    loanNumber = (await get('/api/accountList')).Accounts.find((a: { Type: number }) => a.Type === 0).Number;
  }, 180_000);
  afterAll(() => app.close());

  it('when file types are listed then each has an ID and a description', async () => {
    const { FileTypes } = await get('/api/file/GetFileTypes');
    expect(FileTypes).toContainEqual({ ID: 1, Description: 'Proof of Income' });
  });

  it('when a PDF is uploaded to the loan then the account document list shows the file and it opens with a passable token', async () => {
    const pdf = await pdfOf('Pay stub', 'Net pay 1,234.00');
    const res = await upload(
      '/api/file/UploadFileWithLoanNumber',
      { LoanNumber: loanNumber, FileTypeID: '1' },
      { name: 'paystub.pdf', bytes: pdf },
    );
    expect(res.status).toBe(200);
    const { FileId } = await res.json();
    const { Value }: { Value: Doc[] } = await get(`/api/Documents/GetAccountDocuments?accountNumber=${loanNumber}`);
    expect(Value.find((d) => d.FileId === FileId)).toMatchObject({
      DisplayName: 'Proof of Income - paystub.pdf',
      DisplayFormat: 'PDF',
    });
    expect(Value.map((d) => d.DisplayName)).toContain('Loan Agreement');
    const passable: string = await get('/api/PassableToken/GetPassableToken');
    const view = await app.call(
      `/api/Documents/ViewDocument?FileId=${FileId}&Name=paystub.pdf&PageNumber=1&FileFormat=PDF&token=${passable}`,
    );
    expect(view.status).toBe(200);
    expect(Buffer.from(await view.arrayBuffer()).equals(pdf)).toBe(true);
    const reused = await app.call(
      `/api/Documents/ViewDocument?FileId=${FileId}&Name=paystub.pdf&PageNumber=1&FileFormat=PDF&token=${passable}`,
    );
    expect(reused.status).toBe(401);
  });

  it('when a file of a type not allowed, or with content not matching its extension, is uploaded then 400 with a Message', async () => {
    const exe = await upload(
      '/api/file/UploadByCustomerID',
      { FileTypeID: '7' },
      { name: 'tool.exe', bytes: Buffer.from('MZ...') },
    );
    expect(exe.status).toBe(400);
    expect((await exe.json()).Message).toMatch(/not allowed/);
    const fake = await upload(
      '/api/file/UploadByCustomerID',
      { FileTypeID: '7' },
      { name: 'photo.png', bytes: Buffer.from('not a png') },
    );
    expect((await fake.json()).Message).toMatch(/does not match/);
    const noType = await upload(
      '/api/file/UploadByCustomerID',
      { FileTypeID: '999' },
      { name: 'a.pdf', bytes: await pdfOf('a') },
    );
    expect((await noType.json()).Message).toBe('Choose a file type');
  });

  it('when a profile document is uploaded then the customer documents list shows it', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const res = await upload('/api/file/UploadByCustomerID', { FileTypeID: '3' }, { name: 'license.png', bytes: png });
    const { FileId } = await res.json();
    const { Value }: { Value: Doc[] } = await get('/api/Documents/GetCustomerDocuments');
    expect(Value.map((d) => d.FileId)).toContain(FileId);
  });

  it('when applications are listed then only the last 30 days show; one opens by number with its documents', async () => {
    const list = await get('/api/Application/GetList?numDaysToRetrieve=30');
    expect(list.HasNoErrors).toBe(true);
    expect(list.Applications.length).toBeGreaterThanOrEqual(1);
    const cutoff = Date.now() - 30 * 86_400_000;
    expect(list.Applications.every((a: { LastModified: string }) => Date.parse(a.LastModified) >= cutoff)).toBe(true);
    const number = list.Applications[0].ApplicationNumber;
    expect(
      (await get(`/api/Application?numDaysToRetrieve=30&applicationNumber=${number}`)).Application.ApplicationNumber,
    ).toBe(number);
    expect((await get(`/api/Documents/GetApplicationDocuments?applicationNumber=${number}`)).Value[0].DisplayName).toBe(
      'Application Summary',
    );
    expect((await get('/api/Application?numDaysToRetrieve=30&applicationNumber=APP-1')).HasNoErrors).toBe(false);
  });

  it('when a file is uploaded to an application then its documents list shows it', async () => {
    const number = (await get('/api/Application/GetList?numDaysToRetrieve=30')).Applications[0].ApplicationNumber;
    const res = await upload(
      '/api/file/UploadFileWithApplicationNumber',
      { ApplicationNumber: number, FileTypeID: '5' },
      { name: 'bank.pdf', bytes: await pdfOf('Bank') },
    );
    const { FileId } = await res.json();
    expect(
      (await get(`/api/Documents/GetApplicationDocuments?applicationNumber=${number}`)).Value.map((d: Doc) => d.FileId),
    ).toContain(FileId);
  });

  it('when the has-recurring user lists ACH authorizations then one opens as a PDF; another user gets none of them', async () => {
    const beth = await app.login('beth.morgan');
    const drafts: { Id: string; LoanAccountNumber: string }[] = await get('/api/AchDraftAgreement/GetACHDrafts', beth);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    const res = await app.call(`/api/AchDraftAgreement/RenderACHDraftAgreement?token=${beth}&guid=${drafts[0]!.Id}`);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(await get('/api/AchDraftAgreement/GetACHDrafts')).toEqual([]);
    const other = await app.call('/api/AchDraftAgreement/RenderACHDraftAgreement', {
      json: { Guid: drafts[0]!.Id },
      headers: { UserToken: token },
    });
    expect(other.status).toBe(404);
  });

  it('when Apply For Loan is checked and opened then a personal user may apply and the page opens with the token', async () => {
    expect((await get('/api/ApplyForLoan/Availability')).IsEnabled).toBe(true);
    const res = await app.call(`/api/ApplyForLoan?token=${token}`, { headers: {} });
    expect([200, 302]).toContain(res.status);
    expect((await app.call('/api/ApplyForLoan?token=nope')).status).toBe(401);
  });
});
