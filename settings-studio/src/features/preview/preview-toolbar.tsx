/** The preview's controls: route, borrower, width, language and pick mode. */
import { ErrorBanner } from '@studio/ui/error-banner';
import { useId } from 'react';
import { languageName } from '@schemas/settings/languages';
import type { ScenarioUser } from '@studio/api/get-scenario-users';
import { previewRoutes, routeOfPath } from './preview-routes';

/** Phone (390 px) or desktop (1280 px). */
export type PreviewWidth = 'phone' | 'desktop';

/** Props of the toolbar; every control reports through its callback. */
export interface PreviewToolbarProps {
  path: string;
  onRoute(path: string): void;
  /** Editors and publishers may sign the preview in as a scenario borrower; the server refuses viewers. */
  canSignIn: boolean;
  userName: string | null;
  users: ScenarioUser[];
  onUser(userName: string | null): void;
  userError: string | null;
  width: PreviewWidth;
  onWidth(width: PreviewWidth): void;
  picking: boolean;
  onTogglePick(): void;
  /** The language the preview shows ('en' or a catalogue language code), and the ones it may show. */
  language: string;
  languages: readonly string[];
  onLanguage(language: string): void;
}

const SIGNED_OUT = '';

/** The toolbar above the frame. */
export function PreviewToolbar(props: PreviewToolbarProps) {
  const route = routeOfPath(props.path);
  const id = useId();
  return (
    <div className="preview-toolbar">
      <div className="preview-toolbar__field">
        <label htmlFor={`${id}-page`}>Page</label>
        <select id={`${id}-page`} value={route?.path ?? ''} onChange={(e) => props.onRoute(e.target.value)}>
          {route ? null : <option value="">{props.path}</option>}
          {previewRoutes.map((r) => (
            <option key={r.id} value={r.path}>
              {r.title} ({r.path})
            </option>
          ))}
        </select>
      </div>
      {props.canSignIn ? (
        <div className="preview-toolbar__field">
          <label htmlFor={`${id}-user`}>Signed in as</label>
          <select
            id={`${id}-user`}
            value={props.userName ?? SIGNED_OUT}
            onChange={(e) => props.onUser(e.target.value === SIGNED_OUT ? null : e.target.value)}
          >
            <option value={SIGNED_OUT}>Nobody (signed out)</option>
            {props.users.map((u) => (
              <option key={u.username} value={u.username}>
                {u.username}: {u.description}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="preview-toolbar__field">Only editors and publishers can preview as a signed-in borrower.</p>
      )}
      <fieldset className="preview-toolbar__widths">
        <legend>Width</legend>
        {(['phone', 'desktop'] as const).map((w) => (
          <button key={w} type="button" aria-pressed={props.width === w} onClick={() => props.onWidth(w)}>
            {w === 'phone' ? 'Phone (390 px)' : 'Desktop (1280 px)'}
          </button>
        ))}
      </fieldset>
      <fieldset className="preview-toolbar__widths">
        <legend>Language</legend>
        {props.languages.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={props.language === code}
            onClick={() => props.onLanguage(code)}
          >
            {languageName(code)}
          </button>
        ))}
      </fieldset>
      <button type="button" className="preview-toolbar__pick" aria-pressed={props.picking} onClick={props.onTogglePick}>
        Pick a text or image
      </button>
      {props.userError ? <ErrorBanner className="preview-toolbar__error">{props.userError}</ErrorBanner> : null}
    </div>
  );
}
