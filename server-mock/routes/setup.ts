/** Routes of the setup area: settings at start-up and maintenance mode. */
import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import {
  applicationOptionsEtag,
  getPublishedApplicationOptions,
  isServedLanguage,
} from '../use-cases/setup/get-application-options.ts';
import { getMaintenanceMode } from '../use-cases/setup/maintenance-mode.ts';

/** True when an If-None-Match list names the etag (weak comparison) or is `*`. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * The language an ApplicationOptions request asks for (`?language=es`): undefined for English or none,
 * null for a language the catalogue lacks (answered 400).
 */
export function requestedLanguage(query: unknown): string | undefined | null {
  const language = (query as { language?: unknown }).language;
  if (language === undefined || language === 'en') return undefined;
  return typeof language === 'string' && isServedLanguage(language) ? language : null;
}

/** Mounted at `/api`. */
export function setupRoutes(ctx: AppContext): Router {
  const router = Router();
  // The published version (and language) is the ETag: a browser revalidates (no-cache) and gets 304 until
  // the next publish.
  router.get('/setup/ApplicationOptions', async (req, res) => {
    const language = requestedLanguage(req.query);
    if (language === null) throw AppError.badRequest('language: not a catalogue language');
    const { version, options } = await getPublishedApplicationOptions(ctx, language);
    const etag = applicationOptionsEtag(version, language);
    res.set({ ETag: etag, 'Cache-Control': 'no-cache' });
    // Compared here rather than by req.fresh, which ignores If-None-Match whenever the request says
    // Cache-Control: no-cache, as fetch() does for a conditional request it makes itself (RFC 9110 §13.1.2).
    if (noneMatchHits(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    res.json(options);
  });
  router.get('/MaintenanceMode', async (_req, res) => {
    res.json(await getMaintenanceMode(ctx));
  });
  return router;
}
