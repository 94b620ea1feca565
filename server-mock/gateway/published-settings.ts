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
import { AppError } from '../errors/app-error.ts';
import { noneMatchHits, requestedLanguage } from '../routes/setup.ts';
import { applicationOptionsEtag, getPublishedApplicationOptions } from '../use-cases/setup/get-application-options.ts';

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
  /**
   * The answer of the version served now in `language` (none: English; decision 360), read from the store
   * after a change, else from memory.
   */
  current(language?: string): Promise<CachedOptions>;
  /** How many times the store was read (tests: one per published version). */
  loads(): number;
  /** Stops listening. */
  close(): Promise<void>;
}

async function load(ctx: Pick<AppContext, 'db' | 'samples'>, language?: string): Promise<CachedOptions> {
  const { version, options } = await getPublishedApplicationOptions(ctx, language);
  const identity = Buffer.from(JSON.stringify(options));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { version, etag: applicationOptionsEtag(version, language), identity, gzip: gz, br };
}

/** Starts listening for publishes; the first request reads the store. */
export async function publishedSettings(
  ctx: Pick<AppContext, 'db' | 'samples' | 'logger'>,
): Promise<PublishedSettings> {
  // One answer per language ('' is English); a publish drops them all.
  const cached = new Map<string, Promise<CachedOptions>>();
  let loadCount = 0;
  const drop = () => {
    cached.clear();
  };
  const stop = await ctx.db.listen(PUBLISHED_SETTINGS_CHANNEL, drop, () => {
    ctx.logger.warn('the store connection for published settings was lost; settings are read again');
    drop();
  });
  return {
    current: (language) => {
      const slot = language ?? '';
      let loading = cached.get(slot);
      if (!loading) {
        loadCount += 1;
        const started = load(ctx, language);
        loading = started;
        cached.set(slot, started);
        // A failed read is not kept: the next request tries again.
        started.catch(() => {
          if (cached.get(slot) === started) cached.delete(slot);
        });
      }
      return loading;
    },
    loads: () => loadCount,
    close: stop,
  };
}

/** The route: ETag of the published version, 304 on a match, the precompressed bytes the client accepts. */
export function applicationOptionsFromMemory(settings: PublishedSettings): RequestHandler {
  return async (req, res) => {
    const language = requestedLanguage(req.query);
    if (language === null) throw AppError.badRequest('language: not a catalogue language');
    const answer = await settings.current(language);
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
