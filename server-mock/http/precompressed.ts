/**
 * Serves the build's precompressed twins (`file.js.br`, `file.js.gz`, written by
 * scripts/precompress-plugin.ts) when the browser accepts them; everything else falls through to
 * express.static (and to on-the-fly compression).
 */
import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { RequestHandler } from 'express';

const encodings = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;

/** The encodings a request accepts, from its Accept-Encoding header (q=0 means refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [rawToken, ...params] = part.toLowerCase().split(';');
    const token = rawToken?.trim();
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (token && !refused) accepted.add(token);
  }
  return accepted;
}

/** Middleware for a folder of hashed assets (mounted at `/assets`). */
export function servePrecompressed(assetsDir: string): RequestHandler {
  const root = normalize(assetsDir + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = normalize(join(root, decodeURIComponent(req.path)));
    if (!file.startsWith(root)) return next();
    const accepted = acceptedEncodings(req.get('accept-encoding'));
    const choice = encodings.find((e) => accepted.has(e.token) && existsSync(file + e.suffix));
    res.vary('Accept-Encoding');
    if (!choice) return next();
    res.set('Content-Encoding', choice.token);
    res.type(extname(file));
    res.sendFile(file + choice.suffix, { immutable: true, maxAge: '365d' });
  };
}
