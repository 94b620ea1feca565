/**
 * Refuses a path that is not valid percent-encoding (`/api/%`) with 400 before any router sees it:
 * the routers decode only their parameters, so such a path would otherwise answer 404 on one
 * route and fail on another, depending on where the bad escape lands.
 */
import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.ts';

/** 400 `BadRequest` for a malformed path; everything else passes. */
export const rejectMalformedPath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    throw AppError.badRequest('The path is not valid percent-encoding');
  }
  next();
};
