/**
 * The studio's preview frame loads the portal at `/studio/preview/` and calls `/studio/preview/api/*`
 * (the portal's API root is beside its page). In the sandbox these are the sandbox's own `/` and `/api/*`
 * (and `/__mock/*` for the scenario list): the prefix is taken off before anything routes or validates
 * the request. In gateway mode the same paths lead to the preview sandbox instead (decision 301).
 */
import type { RequestHandler } from 'express';

/** The prefix of the preview frame's page and calls. */
export const PREVIEW_PREFIX = '/studio/preview';

const ALIASED = /^\/studio\/preview(?=\/(api|__mock)(\/|\?|$)|\/(\?|$))/i;

/**
 * Mounted first: `/studio/preview/api/x` is `/api/x` for every later middleware (the contract validator reads
 * `originalUrl`).
 */
export const previewAlias: RequestHandler = (req, _res, next) => {
  if (ALIASED.test(req.originalUrl)) {
    const url = req.originalUrl.replace(ALIASED, '');
    req.originalUrl = url;
    req.url = url;
  }
  next();
};
