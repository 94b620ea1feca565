import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressVariants } from '../../scripts/precompress-plugin.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { acceptedEncodings } from './precompressed.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Raw GET with a chosen Accept-Encoding (fetch would decode and hide Content-Encoding). */
function get(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('accepted encodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['gzip', 'deflate', 'br', 'zstd']],
    ['br;q=0, gzip;q=0.8', ['gzip']],
    ['BR ;q=1.0', ['br']],
    ['', []],
    [undefined, []],
  ])('when the header is %j then %j are accepted', (header, expected) => {
    expect([...acceptedEncodings(header)].sort()).toEqual([...expected].sort());
  });
});

describe('serving precompressed assets', () => {
  const source = `export const text = ${JSON.stringify('portal '.repeat(2000))};`;
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-pre-'));
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const file = join(dist, 'assets', 'login-page-Xy12.js');
    const bytes = Buffer.from(source);
    writeFileSync(file, bytes);
    const { br, gz } = compressVariants(bytes);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    app = await startTestApp({ distDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true });
  });

  const url = () => `${app.url}/assets/login-page-Xy12.js`;

  it('when the browser accepts brotli then the brotli twin is sent as JavaScript, cached as immutable', async () => {
    const res = await get(url(), 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(source);
  });

  it('when the browser refuses brotli but accepts gzip then the gzip twin is sent', async () => {
    const res = await get(url(), 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(source);
  });

  it('when the browser accepts no encoding then the plain file is sent', async () => {
    const res = await get(url());
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(source);
  });

  it('when a path tries to leave the assets folder then nothing outside is served', async () => {
    const res = await get(`${app.url}/assets/..%2f..%2fpackage.json`, 'br');
    expect([403, 404]).toContain(res.status);
    expect(res.body.toString()).not.toContain('lender-portal');
  });
});
