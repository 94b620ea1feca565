/**
 * `GET /api/setup/ApplicationOptions` in gateway mode, answered from memory (decision 302): the
 * published settings are read from the store once per published version, serialised and compressed
 * once, and dropped when the store's trigger notifies a change (migration 087), whichever process or
 * machine published it. Between publishes a request costs no query.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import type { AppContext } from '../app-context.ts';
import { noneMatchHits } from '../routes/setup.ts';
import { getPublishedApplicationOptions } from '../use-cases/setup/get-application-options.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The channel migration 087 notifies on. */
export const PUBLISHED_SETTINGS_CHANNEL = 'published_settings';

/** One published version's answer, ready to send. */
export interface CachedOptions {
  version: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** The in-memory answer and what keeps it fresh. */
export interface PublishedSettings {
  /** The answer of the version served now (read from the store after a change, else from memory). */
  current(): Promise<CachedOptions>;
  /** How many times the store was read (tests: one per published version). */
  loads(): number;
  /** Stops listening. */
  close(): Promise<void>;
}

async function load(ctx: Pick<AppContext, 'db' | 'samples'>): Promise<CachedOptions> {
  const { version, options } = await getPublishedApplicationOptions(ctx);
  const identity = Buffer.from(JSON.stringify(options));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { version, etag: `"v${version}"`, identity, gzip: gz, br };
}

/** Starts listening for publishes; the first request reads the store. */
export async function publishedSettings(
  ctx: Pick<AppContext, 'db' | 'samples' | 'logger'>,
): Promise<PublishedSettings> {
  let cached: Promise<CachedOptions> | undefined;
  let loadCount = 0;
  const drop = () => {
    cached = undefined;
  };
  const stop = await ctx.db.listen(PUBLISHED_SETTINGS_CHANNEL, drop, () => {
    ctx.logger.warn('the store connection for published settings was lost; settings are read again');
    drop();
  });
  return {
    current: () => {
      if (!cached) {
        loadCount += 1;
        const loading = load(ctx);
        cached = loading;
        // A failed read is not kept: the next request tries again.
        loading.catch(() => {
          if (cached === loading) cached = undefined;
        });
      }
      return cached;
    },
    loads: () => loadCount,
    close: stop,
  };
}

/** The route: ETag of the published version, 304 on a match, the precompressed bytes the client accepts. */
export function applicationOptionsFromMemory(settings: PublishedSettings): RequestHandler {
  return async (req, res) => {
    const answer = await settings.current();
    res.set({ ETag: answer.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
    // Compared as the sandbox's route does (routes/setup.ts): fetch() revalidates with Cache-Control: no-cache.
    if (noneMatchHits(req.get('if-none-match'), answer.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity;
    if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding);
    res.type('application/json').set('Content-Length', String(body.length)).end(body);
  };
}
