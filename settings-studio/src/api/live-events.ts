/**
 * `GET /studio/api/live`: the server-sent events of the live feed (decision 365), `drafts` (`LiveDrafts`) and
 * `presence` (`LivePresence`). The browser's EventSource reconnects by itself (the server closes each stream
 * after a minute); it stops for good when the session has ended.
 */
import type { LiveDrafts, LivePresence } from '@schemas/studio/live-colleagues';
import { studioApiRoot } from './studio-client';

/** What the studio does with each event. */
export interface LiveHandlers {
  onDrafts(drafts: LiveDrafts): void;
  onPresence(presence: LivePresence): void;
}

/** The part of EventSource the studio uses (a fake in component tests). */
export interface LiveSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

type LiveSourceFactory = (url: string) => LiveSource | null;

// Without EventSource (an old browser, jsdom) the studio simply does not follow colleagues live.
let factory: LiveSourceFactory = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true });

/** Test-only: swaps how the stream is opened; returns the function that puts the previous way back. */
export function setLiveSourceFactory(next: LiveSourceFactory): () => void {
  const previous = factory;
  factory = next;
  return () => void (factory = previous);
}

/** Follows the live feed; answers the function that stops following it. */
export function followLiveEvents(handlers: LiveHandlers): () => void {
  const source = factory(`${studioApiRoot}live`);
  if (!source) return () => {};
  source.addEventListener('drafts', (event) => handlers.onDrafts(JSON.parse(event.data) as LiveDrafts));
  source.addEventListener('presence', (event) => handlers.onPresence(JSON.parse(event.data) as LivePresence));
  return () => source.close();
}
