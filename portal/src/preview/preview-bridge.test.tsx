import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllDialogs, useDialogStore } from '@/session/dialog-store';
import { startPreviewBridge } from './preview-bridge';

afterEach(() => closeAllDialogs());

/** A framed window whose studio (parent) is a stub; `deliver` hands the bridge a message from the studio. */
function framedWindow() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const studio = { postMessage: vi.fn() };
  const win = {
    parent: studio,
    location: window.location,
    document: window.document,
    addEventListener: (type: string, listener: (event: unknown) => void) => void (listeners[type] = listener),
    removeEventListener: () => {},
  } as unknown as Window;
  const deliver = (data: unknown) => listeners.message?.({ origin: window.location.origin, source: studio, data });
  return { win, deliver };
}

const previewScreens = () =>
  useDialogStore.getState().dialogs.flatMap((d) => (d.request.kind === 'previewScreen' ? [d.request.screen] : []));

describe('the preview bridge', () => {
  it('when the studio chooses a dialog-only screen, then it opens over the page; the next choice closes it', () => {
    const { win, deliver } = framedWindow();
    const stop = startPreviewBridge(win);
    deliver({ type: 'studio:navigate', path: '/preview-dialog/achTerms' });
    expect(previewScreens()).toEqual(['achTerms']);
    deliver({ type: 'studio:navigate', path: '/preview-dialog/announcement' });
    expect(previewScreens()).toEqual(['announcement']);
    deliver({ type: 'studio:navigate', path: '/home/login' });
    expect(previewScreens()).toEqual([]);
    expect(window.location.hash).toBe('#/home/login');
    // An unknown dialog id is a plain route, not a dialog.
    deliver({ type: 'studio:navigate', path: '/preview-dialog/nothing' });
    expect(previewScreens()).toEqual([]);
    stop();
  });
});
