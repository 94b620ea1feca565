import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioImageMaxBytes, studioImageMaxSidePx } from '../../../schemas/src/studio/studio-api.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { signIn, type StaffClient } from './studio-test-kit.ts';

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** The PNG with the width and height its header claims set to `width` × `height` (what a decoder would allocate). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="1"/></svg>');

async function upload(staff: StaffClient, bytes: Buffer, contentType: string): Promise<Response> {
  return staff.call('/studio/api/images', {
    method: 'POST',
    body: bytes as unknown as string,
    headers: { 'content-type': contentType },
  });
}

describe('studio image routes', { timeout: 60_000 }, () => {
  let app: TestApp;
  let editor: StaffClient;
  beforeAll(async () => {
    app = await startTestApp();
    editor = await signIn(app, 'staff.editor');
  }, 120_000);
  afterAll(() => app?.close());

  it('when an editor uploads a PNG then it is stored by hash and served to everyone with a year of cache and nosniff', async () => {
    const res = await upload(editor, PNG, 'image/png');
    expect(res.status).toBe(200);
    const image = await res.json();
    expect(image).toEqual({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
      contentType: 'image/png',
      bytes: PNG.length,
    });
    const served = await app.call(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('when GIF, WebP and JPEG bytes are uploaded then the type comes from the content, whatever the request claims', async () => {
    for (const [bytes, type, ext] of [
      [GIF, 'image/gif', 'gif'],
      [WEBP, 'image/webp', 'webp'],
      [JPEG, 'image/jpeg', 'jpg'],
    ] as const) {
      const image = await (await upload(editor, bytes, 'application/octet-stream')).json();
      expect(image.contentType).toBe(type);
      expect(image.url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('when an SVG or text claims to be an image then 415; when an image is over the limit then 413', async () => {
    const svg = await upload(editor, SVG, 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect((await svg.json()).message).toBe('This file is not a PNG, JPEG, GIF or WebP image.');
    expect((await upload(editor, Buffer.from('hello'), 'image/png')).status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(studioImageMaxBytes)]);
    const tooBig = await upload(editor, big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe('The upload is too large.');
  });

  it('when an image is wider or taller than the pixel limit then 422 naming the limit; at the limit it is stored', async () => {
    for (const [width, height] of [
      [studioImageMaxSidePx + 1, 1],
      [1, 30_000],
    ] as const) {
      const res = await upload(editor, pngClaiming(width, height), 'image/png');
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe(
        `The image is ${width} × ${height} pixels; images may be at most ${studioImageMaxSidePx} × ${studioImageMaxSidePx} pixels.`,
      );
    }
    expect((await upload(editor, pngClaiming(studioImageMaxSidePx, studioImageMaxSidePx), 'image/png')).status).toBe(
      200,
    );
    const unreadable = await upload(
      editor,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]),
      'image/jpeg',
    );
    expect(unreadable.status).toBe(422);
    expect((await unreadable.json()).message).toBe('The size of this image in pixels cannot be read from its header.');
  });

  it('when a viewer uploads then 403; an unknown or mistyped media name is 404', async () => {
    const viewer = await signIn(app, 'staff.viewer');
    expect((await upload(viewer, PNG, 'image/png')).status).toBe(403);
    const { url } = await (await upload(editor, PNG, 'image/png')).json();
    expect((await app.call(url.replace('.png', '.gif'))).status).toBe(404);
    expect((await app.call(`/media/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await app.call('/media/../package.json')).status).toBe(404);
  });
});
