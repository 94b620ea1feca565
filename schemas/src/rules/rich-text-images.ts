/**
 * Which images a rich-text setting may show: only the institution's own, served by this site
 * (`/media/...` from studio uploads, `/logos/...` from the sample folders). Anything else would either
 * break (a relative `x` is a 404 and a console error on every page that shows it) or load from
 * another origin, which the portal's CSP (`img-src 'self' data:`) refuses with a violation report.
 * Shared by the server's sanitizer (on save) and the portal's (on display), so both drop the same images.
 */

const OWN_IMAGE = /^\/(media|logos)\/[A-Za-z0-9._~/-]+$/;

/** True when `src` is a path of this site's own image folders, without `..` segments. */
export function isOwnImageSource(src: string | null | undefined): boolean {
  if (!src) return false;
  const path = src.trim();
  return OWN_IMAGE.test(path) && !path.split('/').includes('..');
}
