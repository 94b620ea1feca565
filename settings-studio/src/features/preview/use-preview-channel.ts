/**
 * The studio's end of the preview protocol (schemas/src/studio/preview-protocol.ts): posts to the frame
 * on this page's origin only, accepts only that frame's messages, and sends settings at most once per
 * animation frame however fast the editor changes them (decision 262).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isTrustedMessage, type PreviewToStudio, type StudioToPreview } from '@schemas/studio/preview-protocol';
import type { ApplicationOptionsResponse } from '@schemas/settings/types';

/** What the frame reports. */
export interface PreviewEvents {
  /** The bridge (re)started: send the whole state again. */
  onReady(): void;
  onRoute(path: string): void;
  onPick(keys: string[]): void;
}

/** The channel: the frame ref to attach, a sender, and the coalescing settings sender. */
export interface PreviewChannel {
  frameRef: RefObject<HTMLIFrameElement | null>;
  ready: boolean;
  send(message: StudioToPreview): void;
  /** Queues settings; the latest queued ones go out on the next animation frame. */
  sendSettings(options: ApplicationOptionsResponse, changedKeys: string[]): void;
}

/** Connects to the preview frame. `events` may change on every render. */
export function usePreviewChannel(events: PreviewEvents): PreviewChannel {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [ready, setReady] = useState(false);
  const eventsRef = useRef(events);
  useLayoutEffect(() => {
    eventsRef.current = events;
  });
  const pending = useRef<{ options: ApplicationOptionsResponse; changedKeys: string[] } | null>(null);
  const frame = useRef(0);
  const seq = useRef(0);

  const send = useCallback((message: StudioToPreview) => {
    frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  const sendSettings = useCallback(
    (options: ApplicationOptionsResponse, changedKeys: string[]) => {
      pending.current = { options, changedKeys };
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const next = pending.current;
        pending.current = null;
        if (next)
          send({
            type: 'studio:settings',
            options: next.options,
            changedKeys: next.changedKeys,
            seq: (seq.current += 1),
          });
      });
    },
    [send],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedMessage(event, window.location.origin, frameRef.current?.contentWindow, 'preview:')) return;
      const message = event.data as PreviewToStudio;
      if (message.type === 'preview:ready') {
        setReady(true);
        eventsRef.current.onReady();
      } else if (message.type === 'preview:route') eventsRef.current.onRoute(message.path);
      else if (message.type === 'preview:pick')
        eventsRef.current.onPick(message.keys.filter((k) => typeof k === 'string'));
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, []);

  return { frameRef, ready, send, sendSettings };
}
