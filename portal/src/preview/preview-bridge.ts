/**
 * The portal's half of the live preview (decision 260, protocol in schemas/src/studio/preview-protocol.ts).
 * Loaded lazily by the entry only inside a studio frame: applies the studio's draft settings to the
 * settings store without a reload, signs a scenario user in or out, follows the studio's route choice,
 * reports the route, and runs pick mode and the change highlight. Messages are accepted only from the
 * parent window on this page's own origin, and posted only to that origin.
 */
import { settingDefaults } from 'virtual:settings-defaults';
import { loadLanguageTexts } from 'virtual:settings-language-texts';
import {
  isTrustedMessage,
  previewDialogOfPath,
  type PreviewToStudio,
  type StudioToPreview,
} from '@schemas/studio/preview-protocol';
import type { ApplicationOptionsResponse, SettingValues } from '@schemas/settings/types';
import { queryClient } from '@/api/query-client';
import { closeDialog, openDialog } from '@/session/dialog-store';
import { useSessionStore } from '@/session/session-store';
import { setLanguage } from '@/settings/language';
import { setApplicationOptions, useSettingsStore } from '@/settings/settings-store';
import { highlightKeys } from './change-highlight';
import { disarmHandlers } from './inert-html';
import { currentRoutePath } from './page-settings';
import { startPickMode, type PickMode } from './pick-mode';
import './preview.css';

/** Runs `then` after the next frame is painted: rAF fires before paint, the task after it runs after. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** Draft rich texts with their event handlers disarmed, before anything parses them (inert-html.ts says why). */
function inertDraft(options: ApplicationOptionsResponse): ApplicationOptionsResponse {
  const clean = (values: SettingValues = {}): SettingValues =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        settingDefaults[key]?.kind === 'richText' && typeof value === 'string' ? disarmHandlers(value) : value,
      ]),
    );
  const spanish = options.gassySettings?.spanish;
  return {
    ...options,
    gassySettings: {
      shared: clean(options.gassySettings?.shared),
      english: clean(options.gassySettings?.english),
      ...(spanish ? { spanish: clean(spanish) } : {}),
    },
  };
}

/**
 * Shows the draft in the studio's language choice (decision 360), whether or not the lender offers it yet,
 * and keeps nothing: the borrower's kept choice belongs to the portal outside the studio.
 */
async function previewLanguage(language: string): Promise<void> {
  const texts = language === 'en' ? null : await loadLanguageTexts(language).catch(() => null);
  setApplicationOptions(useSettingsStore.getState().response, texts ? { language, texts } : null);
  setLanguage(texts ? language : 'en');
}

/** Signs the preview in as the studio's scenario user (token from POST /studio/api/preview-session), or out. */
function applySession(userToken: string | null, userName: string | null): void {
  const store = useSessionStore.getState();
  if (store.token === userToken) return;
  // The previous user's accounts and messages must never show under the next one.
  queryClient.clear();
  if (userToken)
    store.setSession({
      IsLoggedIn: true,
      UserToken: userToken,
      UserName: userName ?? '',
      PersonalName: userName ?? '',
    });
  else store.clear();
}

/** The dialog-only screen the studio opened last (closed again by the next route or screen). */
let previewScreen: number | null = null;

/**
 * Goes to a hash route; the same route again re-runs its guards (after a sign-in or out). A dialog-only
 * screen's path (`/preview-dialog/<id>`) opens that dialog over the current page instead.
 */
function navigate(path: string): void {
  if (previewScreen !== null) closeDialog(previewScreen);
  previewScreen = null;
  const screen = previewDialogOfPath(path);
  if (screen) {
    previewScreen = openDialog({ kind: 'previewScreen', screen });
    return;
  }
  const target = path.startsWith('/') ? path : `/${path}`;
  if (currentRoutePath() === target) window.dispatchEvent(new PopStateEvent('popstate'));
  else window.location.hash = target;
}

/** Starts listening to the studio (the parent window) and tells it so. Returns the stop function (tests). */
export function startPreviewBridge(win: Window = window): () => void {
  const studio = win.parent;
  const origin = win.location.origin;
  const root = win.document.body;
  let pick: PickMode | null = null;
  const post = (message: PreviewToStudio) => studio.postMessage(message, origin);

  const onMessage = (event: MessageEvent) => {
    if (!isTrustedMessage(event, origin, studio, 'studio:')) return;
    const message = event.data as StudioToPreview;
    switch (message.type) {
      case 'studio:settings':
        setApplicationOptions(inertDraft(message.options));
        pick?.invalidate();
        afterNextPaint(() => {
          post({ type: 'preview:applied', seq: message.seq });
          highlightKeys(root, message.changedKeys);
        });
        break;
      case 'studio:navigate':
        navigate(message.path);
        break;
      case 'studio:session':
        applySession(message.userToken, message.userName);
        break;
      case 'studio:language':
        void previewLanguage(message.language).then(() => pick?.invalidate());
        break;
      case 'studio:pick-mode':
        pick?.stop();
        pick = message.on ? startPickMode(root, (keys) => post({ type: 'preview:pick', keys })) : null;
        break;
    }
  };
  const onRoute = () => post({ type: 'preview:route', path: currentRoutePath() });

  win.addEventListener('message', onMessage);
  win.addEventListener('hashchange', onRoute);
  post({ type: 'preview:ready' });
  onRoute();
  return () => {
    pick?.stop();
    win.removeEventListener('message', onMessage);
    win.removeEventListener('hashchange', onRoute);
  };
}
