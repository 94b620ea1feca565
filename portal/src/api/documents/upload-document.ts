/**
 * POST /api/file/UploadFileWithLoanNumber, UploadByCustomerID and UploadFileWithApplicationNumber (spec §7):
 * multipart LoanNumber, ApplicationNumber, FileTypeID, file, with the session headers.
 *
 * This is the one call that does not go through `fetch`: fetch reports no upload progress, and the widget
 * shows a real progress bar. XMLHttpRequest's `upload.onprogress` does. Only the upload widget imports this
 * module, so it travels in the widget's lazy chunk (decision 235).
 */
import { addSessionHeaders, baseURL } from '../api-client';
import type { DocumentOwner, UploadResponse } from './document-types';

/** What one upload ended with: expected failures are results, not exceptions. */
export type UploadResult =
  | { ok: true; fileId: string | null }
  /** No answer at all (offline, reset, aborted). */
  | { ok: false; reason: 'network' }
  /** An answer that refused the file; `message` is the server's `Message` when it sent one. */
  | { ok: false; reason: 'refused'; status: number; message: string | null };

/** What to upload, for whom. */
export interface UploadRequest {
  owner: DocumentOwner;
  fileTypeId: number;
  file: File;
  /** Called with 0..100 as bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const paths: Record<DocumentOwner['kind'], string> = {
  account: 'file/UploadFileWithLoanNumber',
  customer: 'file/UploadByCustomerID',
  application: 'file/UploadFileWithApplicationNumber',
};

/**
 * The multipart body: the owner's number only where the path takes it (the contract refuses unknown
 * fields), the file type, and the file last.
 */
export function uploadForm({ owner, fileTypeId, file }: UploadRequest): FormData {
  const form = new FormData();
  if (owner.kind === 'account') form.append('LoanNumber', owner.accountNumber);
  if (owner.kind === 'application') form.append('ApplicationNumber', owner.applicationNumber);
  form.append('FileTypeID', String(fileTypeId));
  form.append('file', file, file.name);
  return form;
}

function parse(text: string): UploadResponse | null {
  try {
    const data = JSON.parse(text) as unknown;
    return typeof data === 'object' && data !== null ? (data as UploadResponse) : null;
  } catch {
    return null;
  }
}

/** The server's message for the user: `Message`, else nothing (the widget then says 'Internal Server Error'). */
function messageOf(body: UploadResponse | null): string | null {
  const message = body?.Message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Uploads one file and resolves with its result; never rejects. */
export function uploadDocument(request: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseURL}${paths[request.owner.kind]}`);
    const headers = new Headers({ Accept: 'application/json' });
    addSessionHeaders({ headers });
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => resolve({ ok: false, reason: 'network' });
    xhr.onabort = () => resolve({ ok: false, reason: 'network' });
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const refused = xhr.status < 200 || xhr.status > 299 || body?.HasNoErrors === false;
      if (refused) resolve({ ok: false, reason: 'refused', status: xhr.status, message: messageOf(body) });
      else resolve({ ok: true, fileId: typeof body?.FileId === 'string' ? body.FileId : null });
    };
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(uploadForm(request));
  });
}
