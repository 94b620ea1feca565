/**
 * Images: `POST /studio/api/images` (editors; raw bytes, type read from the content, at most
 * `studioImageMaxBytes`) and `GET /media/<sha256>.<ext>` (everyone: the portal shows them). A
 * media name is the hash of its bytes, so the answer never changes and may be cached for a year.
 */
import express, { Router } from 'express';
import { studioImageMaxBytes } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { mediaImage, uploadImage } from '../../use-cases/studio/studio-images.ts';
import { audit } from './audit-trail.ts';
import type { StudioGuard } from './studio-auth.ts';

/** Mounted at `/studio/api`. */
export function imageUploadRoutes(ctx: AppContext, guard: StudioGuard): Router {
  const router = Router();
  // Any content type is read: the bytes decide the type, and a wrong claim is answered 415, not ignored.
  const raw = express.raw({ type: () => true, limit: studioImageMaxBytes });
  router.post('/images', guard.editor, raw, async (req, res) => {
    const body: unknown = req.body;
    const uploaded = await uploadImage(ctx, Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    await audit(ctx, req, res, 'image-upload', {
      newValue: uploaded.url,
      detail: { contentType: uploaded.contentType, bytes: uploaded.bytes },
    });
    res.json(uploaded);
  });
  return router;
}

/** Mounted at the root: `GET /media/<file>`. */
export function mediaRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/media/:file', async (req, res) => {
    const image = await mediaImage(ctx, req.params.file);
    if (!image) throw AppError.notFound('The image');
    res
      .set({
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      })
      .send(Buffer.from(image.bytes));
  });
  return router;
}
