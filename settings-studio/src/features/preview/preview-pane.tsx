/**
 * Live preview of the real portal: the portal in a frame in preview mode, on any route, as
 * any scenario borrower, at phone or desktop width. Every change of `settings` reaches the frame by
 * postMessage without a reload; pick mode turns a click in the frame into `onPick(keys)`.
 */
import { useEffect, useMemo, useState } from 'react';
import { languageSets, offeredLanguages, splitLanguageKey } from '@schemas/settings/languages';
import type { ApplicationOptionsResponse, InstitutionOptionsRaw, SettingValues } from '@schemas/settings/types';
import { previewDialogOfPath } from '@schemas/studio/preview-protocol';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { PreviewToolbar, type PreviewWidth } from './preview-toolbar';
import { FRAME_PX, previewFrameUrl } from './preview-frame-url';
import { useFitScale } from './use-fit-scale';
import { routeOfPath, START_PATH } from './preview-routes';
import { usePreviewChannel } from './use-preview-channel';
import { usePreviewUser } from './use-preview-user';
import './preview-pane.css';

/** Props: the draft as it stands, the keys that differ from published, and where a pick goes. */
export interface PreviewPaneProps {
  settings: SettingValues;
  institutionOptions: InstitutionOptionsRaw;
  changedKeys: string[];
  onPick(keys: string[]): void;
  /** Whether pick mode is on: the page owns it, so a keyboard shortcut can switch it too. */
  picking: boolean;
  onPickingChange(on: boolean): void;
  /** Whether the preview may sign in as a scenario borrower (editors and publishers). Default true. */
  canSignIn?: boolean;
}

/** The languages the preview offers: English and each catalogue language the draft's values offer borrowers. */
export function previewLanguages(settings: SettingValues): string[] {
  return ['en', ...offeredLanguages(settings)];
}

/**
 * The draft's values as ApplicationOptions carries them: plain keys in the shared set, a language's values
 * (`section.name@es`) under plain keys in that language's set (decision 360).
 */
export function previewSets(settings: SettingValues): ApplicationOptionsResponse['gassySettings'] {
  const sets: ApplicationOptionsResponse['gassySettings'] = { shared: {}, english: {} };
  for (const set of Object.values(languageSets)) sets[set] = {};
  for (const [stored, value] of Object.entries(settings)) {
    const { key, language } = splitLanguageKey(stored);
    const set = languageSets[language];
    if (language === 'en') sets.shared[stored] = value;
    else if (set) (sets[set] ??= {})[key] = value;
  }
  return sets;
}

/** The preview pane. */
export function PreviewPane({
  settings,
  institutionOptions,
  changedKeys,
  onPick,
  picking,
  onPickingChange,
  canSignIn = true,
}: PreviewPaneProps) {
  const [path, setPath] = useState(START_PATH);
  const [src] = useState(() => previewFrameUrl(START_PATH));
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const languages = useMemo(() => previewLanguages(settings), [settings]);
  const [chosenLanguage, setLanguage] = useState('en');
  // A language the draft stops offering falls back to English (the frame is told below).
  const language = languages.includes(chosenLanguage) ? chosenLanguage : 'en';
  const options = useMemo(
    () => ({ gassySettings: previewSets(settings), institutionOptions }),
    [settings, institutionOptions],
  );
  const user = usePreviewUser();
  const size = FRAME_PX[width];
  const { containerRef, scale } = useFitScale(size.width);

  const { frameRef, ready, send, sendSettings } = usePreviewChannel({
    // The bridge (re)started: it knows nothing yet, so it gets the whole state, the session before the route.
    onReady: () => {
      send({ type: 'studio:session', userToken: user.token, userName: user.userName });
      sendSettings(options, changedKeys);
      send({ type: 'studio:pick-mode', on: picking });
      send({ type: 'studio:language', language });
      send({ type: 'studio:navigate', path });
    },
    onRoute: setPath,
    onPick,
  });

  useEffect(() => {
    if (ready) sendSettings(options, changedKeys);
  }, [ready, options, changedKeys, sendSettings]);

  useEffect(() => {
    if (ready) send({ type: 'studio:pick-mode', on: picking });
  }, [ready, picking, send]);

  // The chosen language, or English when the draft stops offering it.
  useEffect(() => {
    if (ready) send({ type: 'studio:language', language });
  }, [ready, language, send]);

  const chooseUser = async (userName: string | null) => {
    const session = await user.signIn(userName);
    if (!session) return;
    send({ type: 'studio:session', ...session });
    const area = routeOfPath(path)?.area;
    // A signed-in borrower starts on the dashboard; signed out, the login page.
    const next =
      session.userToken && area !== 'myaccount'
        ? DASHBOARD_PATH
        : !session.userToken && area === 'myaccount'
          ? START_PATH
          : path;
    send({ type: 'studio:navigate', path: next });
  };

  return (
    <section className="preview-pane" aria-label="Live preview">
      <PreviewToolbar
        path={path}
        onRoute={(next) => {
          // A dialog-only screen changes no hash, so the frame reports nothing: the choice is kept here.
          if (previewDialogOfPath(next)) setPath(next);
          send({ type: 'studio:navigate', path: next });
        }}
        canSignIn={canSignIn}
        userName={user.userName}
        users={user.users}
        onUser={(name) => void chooseUser(name)}
        userError={user.error}
        width={width}
        onWidth={setWidth}
        picking={picking}
        onTogglePick={() => onPickingChange(!picking)}
        language={language}
        languages={languages}
        onLanguage={setLanguage}
      />
      <div className="preview-pane__stage" ref={containerRef} style={{ height: Math.ceil(size.height * scale) }}>
        <iframe
          ref={frameRef}
          className="preview-pane__frame"
          title="Portal preview"
          src={src}
          style={{ width: size.width, height: size.height, transform: scale < 1 ? `scale(${scale})` : undefined }}
          data-width={width}
        />
      </div>
    </section>
  );
}
