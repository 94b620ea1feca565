/**
 * `GET /studio/api/export` and `POST /studio/api/import` (schemas/src/studio/studio-api.ts, decision 264):
 * the institution as a `settings-samples/` folder in a zip, out and in.
 */
import express, { Router } from 'express';
import type { Imported } from '../../../schemas/src/studio/studio-api.ts';
import { sampleIdPattern } from '../../../settings-samples/load-sample.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { importLimits } from '../../use-cases/studio/read-sample-zip.ts';
import { exportCurrentInstitution, importIntoDraft } from '../../use-cases/studio/transfer-institution.ts';
import { audit } from './audit-trail.ts';
import { staffOf, type StudioGuard } from './studio-auth.ts';

/** Zip content types browsers and tools send; anything else is refused before it is read. */
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

/** The export and import routes, mounted in the studio router at `/studio/api`. */
export function transferRoutes(
  ctx: Pick<AppContext, 'db' | 'samples' | 'clock' | 'production'>,
  guard: StudioGuard,
): Router {
  const router = Router();

  router.get('/export', guard.signedIn, async (req, res) => {
    const name = typeof req.query.name === 'string' && req.query.name !== '' ? req.query.name : undefined;
    if (name !== undefined && (!sampleIdPattern.test(name) || name.length > 60)) {
      throw studioError(
        400,
        'The folder name may hold lower-case letters, digits and hyphens only, starting with a letter or digit.',
      );
    }
    const result = await exportCurrentInstitution(ctx, name);
    if (!result.ok) throw studioError(422, result.problems.message, { problems: result.problems.problems });
    await audit(ctx, req, res, 'export', { newValue: result.fileName });
    res
      .status(200)
      .set('Content-Type', 'application/zip')
      .set('Content-Disposition', `attachment; filename="${result.fileName}"`)
      .set('Cache-Control', 'no-store')
      .send(Buffer.from(result.zip));
  });

  router.post(
    '/import',
    guard.editor,
    express.raw({ type: ZIP_TYPES, limit: importLimits.bytes }),
    async (req, res) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
        throw studioError(415, 'Send the folder as a zip file (Content-Type application/zip).');
      }
      const result = await importIntoDraft(ctx, new Uint8Array(req.body), staffOf(res));
      if (!result.ok) throw studioError(422, result.problems.message, { problems: result.problems.problems });
      await audit(ctx, req, res, 'import', { detail: { changedKeys: result.imported.changedKeys } });
      res.status(200).json(result.imported satisfies Imported);
    },
  );

  return router;
}
