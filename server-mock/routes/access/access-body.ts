/** What the access calls read from a request beyond its body (bodies are typed by `contractBody`, decision 404). */
import type { Request } from 'express';

/** The caller's address, recorded with logins and consents. */
export function ipOf(req: Request): string {
  return req.ip ?? '';
}
