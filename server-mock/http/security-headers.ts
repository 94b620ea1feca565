/**
 * Security headers on every response (docs/decisions/050-security-headers.md): a strict CSP
 * (no inline or eval'd script), framing only by the same origin (the studio previews the portal
 * in a frame), nosniff and a referrer policy.
 */
import type { RequestHandler } from 'express';

/** The Content-Security-Policy of every page and response. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Sets the headers; runs before everything else so error and static responses carry them too. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  next();
};
