/**
 * Live colleagues (decision 365): the heartbeat of an open key, and one live feed per process that reads the
 * store every `pollMs` while at least one studio listens (one draft-marks query and one presence query per
 * tick, however many studios), and sends each listener what changed. Everything is read from the store, so
 * a save or a heartbeat on any process or machine reaches every studio.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  presenceWindowSeconds,
  type LiveColleague,
  type LiveDrafts,
  type LivePresence,
} from '../../../schemas/src/studio/live-colleagues.ts';
import { catalogue, isSettingKey } from '../../../schemas/src/settings/catalogue.ts';
import { languageSets, splitLanguageKey, TRANSLATED_KINDS } from '../../../schemas/src/settings/languages.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { draftMarks, listDrafts, type DraftScope } from '../../store/studio/drafts-repo.ts';
import { databaseLimiter } from '../../store/rate-limit-store.ts';
import { listPresent, markAbsent, markPresent, type PresentStaff } from '../../store/studio/presence-repo.ts';
import { hashSessionId } from '../../store/studio/staff-sessions-repo.ts';
import { isStudioOption } from './draft-value-rules.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'logger' | 'production'>;

/** What a heartbeat or a leave names. */
export interface PresenceCall {
  sessionId: string;
  userName: string;
  scope: DraftScope;
  key: string;
}

/**
 * Presence calls (heartbeats and leaves) one session may make per minute: a heartbeat every few seconds and quick
 * key changes fit well below it; counted in the store, so every process counts together.
 */
export const PRESENCE_CALLS_PER_MINUTE = 60;

/** Admits one presence call of a session, or refuses it (429 with Retry-After) past the limit. */
export function presenceLimit(ctx: Pick<AppContext, 'db'>): (sessionId: string) => Promise<void> {
  const limiter = databaseLimiter(ctx.db, {
    keyPrefix: 'studio-presence',
    points: PRESENCE_CALLS_PER_MINUTE,
    durationSeconds: 60,
  });
  return async (sessionId) => {
    try {
      // The session id's hash, as the sessions table keeps it: the store never holds a live session id.
      await limiter.consume(hashSessionId(sessionId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const error = studioError(429, 'Too many presence reports from this session; wait a moment.');
      error.retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw error;
    }
  };
}

/** The start of the presence window at `now`: rows seen before it no longer count. */
const windowStart = (now: Date) => new Date(now.getTime() - presenceWindowSeconds * 1000);

/** `PUT /studio/api/presence/...`: the staff member has the key open now (404 for a key the catalogue lacks). */
export async function reportPresence(ctx: Ctx, call: PresenceCall): Promise<void> {
  // Only keys that exist: the table stays bounded by the catalogue per session.
  if (!isKnownKey(call.scope, call.key))
    throw studioError(404, `There is no ${call.scope === 'setting' ? 'setting' : 'institution option'} ${call.key}.`);
  const now = ctx.clock();
  await markPresent(ctx.db, { ...call, now, staleBefore: windowStart(now) });
}

/** A catalogue setting (or a translated text's language, `key@es`) or an institution option the studio edits. */
function isKnownKey(scope: DraftScope, stored: string): boolean {
  if (scope === 'institutionOption') return isStudioOption(stored);
  const { key, language } = splitLanguageKey(stored);
  if (!isSettingKey(key)) return false;
  return language === 'en'
    ? !stored.includes('@')
    : language in languageSets && TRANSLATED_KINDS.has(catalogue[key].kind);
}

/** `DELETE /studio/api/presence/...`: the staff member left the key. */
export async function reportAbsence(ctx: Ctx, call: PresenceCall): Promise<void> {
  await markAbsent(ctx.db, call);
}

/** One listener: whose studio it is and where its events go. */
export interface LiveListener {
  userName: string;
  send(event: 'drafts' | 'presence', data: LiveDrafts | LivePresence): void;
}

/** The process's live feed. */
export interface LiveFeed {
  /** Adds a listener, which gets the current drafts and presence at once; answers the function that removes it. */
  listen(listener: LiveListener): Promise<() => void>;
}

interface Snapshot {
  drafts: LiveDrafts;
  present: PresentStaff[];
}

/** Who else has each key open, as `userName` sees it (their own rows left out). */
export function presenceFor(userName: string, present: readonly PresentStaff[]): LivePresence {
  const keys: Record<string, LiveColleague[]> = {};
  for (const row of present) {
    if (row.userName === userName) continue;
    const id = `${row.scope}:${row.key}`;
    const colleagues = (keys[id] ??= []);
    if (!colleagues.some((c) => c.displayName === row.displayName)) colleagues.push({ displayName: row.displayName });
  }
  return { keys };
}

/** Starts a process's feed; it reads the store only while someone listens. */
export function liveFeed(ctx: Ctx, options: { pollMs?: number } = {}): LiveFeed {
  const pollMs = options.pollMs ?? 500;
  const listeners = new Map<LiveListener, { drafts?: string; presence?: string }>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let drafts: LiveDrafts | undefined;
  let reading: Promise<Snapshot> | undefined;

  const readDrafts = async (): Promise<LiveDrafts> => {
    const marks = await draftMarks(ctx.db);
    if (drafts && drafts.etag === marks.etag && drafts.version === marks.version) return drafts;
    drafts = {
      ...marks,
      settings: await listDrafts(ctx.db, 'setting'),
      institutionOptions: await listDrafts(ctx.db, 'institutionOption'),
    };
    return drafts;
  };
  // One read at a time: a slow store skips ticks instead of piling queries up.
  const read = (): Promise<Snapshot> => {
    reading ??= (async () => ({
      drafts: await readDrafts(),
      present: await listPresent(ctx.db, windowStart(ctx.clock())),
    }))().finally(() => (reading = undefined));
    return reading;
  };
  const deliver = (listener: LiveListener, snapshot: Snapshot) => {
    const sent = listeners.get(listener);
    if (!sent) return;
    const draftsText = JSON.stringify(snapshot.drafts);
    if (sent.drafts !== draftsText) listener.send('drafts', snapshot.drafts);
    sent.drafts = draftsText;
    const presence = presenceFor(listener.userName, snapshot.present);
    const presenceText = JSON.stringify(presence);
    if (sent.presence !== presenceText) listener.send('presence', presence);
    sent.presence = presenceText;
  };
  const tick = async () => {
    try {
      const snapshot = await read();
      for (const listener of listeners.keys()) deliver(listener, snapshot);
    } catch (err) {
      ctx.logger.warn({ err }, 'the live feed could not read the store; it tries again');
    }
  };
  return {
    listen: async (listener) => {
      listeners.set(listener, {});
      timer ??= setInterval(() => void tick(), pollMs);
      const stop = () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
      try {
        deliver(listener, await read());
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },
  };
}
