/**
 * Logo images: `/logos/<LogoFolder>/<file>` is served from the images folder of the sample whose
 * institution option `LogoFolder` equals `<LogoFolder>`, so the portal builds logo paths from the
 * institution options alone, as the spec describes. The folder map is built once per app; the
 * portal's requests then resolve whichever sample is currently chosen.
 */
import express, { Router, type RequestHandler } from 'express';
import type { SampleSource } from '../store/sample-source.ts';

/** Maps each sample's LogoFolder to its images folder (first sample wins on a clash). */
export function logoFolders(samples: SampleSource): Map<string, string> {
  const folders = new Map<string, string>();
  for (const id of samples.ids()) {
    const folder = samples.load(id).institutionOptions.LogoFolder;
    if (typeof folder === 'string' && folder !== '' && !folders.has(folder)) folders.set(folder, samples.imagesDir(id));
  }
  return folders;
}

/** Routes under `/logos`. Images are not hashed, so they are revalidated (`no-cache`) on each use. */
export function serveLogos(samples: SampleSource): Router {
  const router = Router();
  const handlers = new Map<string, RequestHandler>();
  for (const [folder, dir] of logoFolders(samples)) {
    handlers.set(
      folder,
      express.static(dir, {
        index: false,
        fallthrough: false,
        cacheControl: false,
        setHeaders: (res) => res.set('Cache-Control', 'no-cache'),
      }),
    );
  }
  router.use('/logos/:folder', (req, res, next) => {
    const handler = handlers.get(req.params.folder ?? '');
    if (!handler) return next();
    handler(req, res, next);
  });
  return router;
}
