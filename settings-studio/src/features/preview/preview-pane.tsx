/**
 * Live preview of the real portal: the portal in a frame in preview mode, on any route, as
 * any scenario borrower, at phone or desktop width. Every change of `settings` reaches the frame by
 * postMessage without a reload; pick mode turns a click in the frame into `onPick(keys)`.
 */
import { useEffect, useMemo, useState } from 'react';
import type { InstitutionOptionsRaw, SettingValues } from '@schemas/settings/types';
import { DASHBOARD_PATH } from '@/ui/route-paths';
import { PreviewToolbar, type PreviewWidth } from './preview-toolbar';
import { previewFrameUrl } from './preview-frame-url';
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
  /** Whether the preview may sign in as a scenario borrower (editors and publishers). Default true. */
  canSignIn?: boolean;
}

/** The frame's CSS size per width choice (the phone is an iPhone 14's viewport, the desktop a laptop's). */
const FRAME_PX: Record<PreviewWidth, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

/** The preview pane. */
export function PreviewPane({ settings, institutionOptions, changedKeys, onPick, canSignIn = true }: PreviewPaneProps) {
  const [path, setPath] = useState(START_PATH);
  const [src] = useState(() => previewFrameUrl(START_PATH));
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [picking, setPicking] = useState(false);
  const options = useMemo(
    () => ({ gassySettings: { shared: settings, english: {} }, institutionOptions }),
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
      send({ type: 'studio:navigate', path });
    },
    onRoute: setPath,
    onPick,
  });

  useEffect(() => {
    if (ready) sendSettings(options, changedKeys);
  }, [ready, options, changedKeys, sendSettings]);

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

  const togglePick = () => {
    send({ type: 'studio:pick-mode', on: !picking });
    setPicking(!picking);
  };

  return (
    <section className="preview-pane" aria-label="Live preview">
      <PreviewToolbar
        path={path}
        onRoute={(next) => send({ type: 'studio:navigate', path: next })}
        canSignIn={canSignIn}
        userName={user.userName}
        users={user.users}
        onUser={(name) => void chooseUser(name)}
        userError={user.error}
        width={width}
        onWidth={setWidth}
        picking={picking}
        onTogglePick={togglePick}
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
