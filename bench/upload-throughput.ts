/**
 * Upload throughput: a 10 MB file (the largest accepted) posted as real multipart to
 * `POST /api/file/UploadByCustomerID` over loopback HTTP, as the portal's upload widget does, then
 * checked and stored by the sandbox. Reports the median of several uploads in ms and MB/s, so one
 * slow run on a shared machine does not decide the figure. `tsx bench/upload-throughput.ts` alone
 * starts its own sandbox.
 */
import { pathToFileURL } from 'node:url';

/** The figure: median wall time per upload and the matching throughput. */
export interface UploadThroughput {
  fileBytes: number;
  uploads: number;
  medianMs: number;
  megabytesPerSecond: number;
  failures: number;
}

/** 10 MB: the upload limit (server-mock/use-cases/accounts/uploads.ts MAX_UPLOAD_BYTES). */
const FILE_BYTES = 10 * 1024 * 1024;

/** A 10 MB file the sandbox accepts as a PDF (starts with the PDF signature). */
function tenMegabytePdf(): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.alloc(FILE_BYTES, 0x20);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  bytes.write('%%EOF', FILE_BYTES - 5);
  return new Uint8Array(bytes);
}

/** Logs `username` in on the sandbox at `url` and uploads the file `uploads` times (after one warm-up). */
export async function uploadThroughput(
  url: string,
  username: string,
  password: string,
  uploads = 5,
): Promise<UploadThroughput> {
  const login = await fetch(`${url}/api/login/userlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { UserToken } = (await login.json()) as { UserToken?: string };
  if (!UserToken) throw new Error(`Login as ${username} failed (${login.status})`);
  const file = new Blob([tenMegabytePdf()], { type: 'application/pdf' });
  const once = async (): Promise<number | undefined> => {
    const form = new FormData();
    form.append('FileTypeID', '7');
    form.append('file', file, 'bench-10mb.pdf');
    const started = performance.now();
    const res = await fetch(`${url}/api/file/UploadByCustomerID`, {
      method: 'POST',
      body: form,
      headers: { UserToken },
    });
    const body = (await res.json()) as { FileId?: string };
    return res.ok && body.FileId ? performance.now() - started : undefined;
  };
  await once();
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < uploads; i += 1) {
    const ms = await once();
    if (ms === undefined) failures += 1;
    else times.push(ms);
  }
  times.sort((a, b) => a - b);
  const medianMs = times.length ? times[Math.floor(times.length / 2)]! : Number.NaN;
  return {
    fileBytes: FILE_BYTES,
    uploads: times.length,
    medianMs: Math.round(medianMs),
    megabytesPerSecond: Number((FILE_BYTES / 1024 / 1024 / (medianMs / 1000)).toFixed(1)),
    failures,
  };
}

// `tsx bench/upload-throughput.ts`: this figure alone, on a fresh in-memory sandbox.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startBenchSandbox } = await import('./sandbox.ts');
  const sandbox = await startBenchSandbox();
  try {
    console.table([
      await uploadThroughput(sandbox.url, 'basic.user', 'Password1!', Number(process.env.BENCH_UPLOADS ?? 5)),
    ]);
  } finally {
    await sandbox.close();
  }
  process.exit(0);
}
