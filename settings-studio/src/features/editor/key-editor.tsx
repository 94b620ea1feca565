import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { StudioState } from '@schemas/studio/studio-api';
import { languageKey, languageOffers, offeredLanguages, TRANSLATED_KINDS } from '@schemas/settings/languages';
import { editId, useDraftStore } from '@studio/features/drafts/draft-store';
import { currentValue } from '@studio/features/drafts/effective-values';
import { screenLabel } from '@studio/features/catalogue/catalogue-search';
import { ColleaguesHere } from '@studio/features/live/live-colleagues';
import type { SettingKind } from '@schemas/settings/types';
import type { EditedKey } from './edited-key';
import { KeyValueSlot } from './key-value-editor';
import './key-editor.css';

/** Props of the key editor. */
export interface KeyEditorProps {
  target: EditedKey;
  state: StudioState;
  readOnly: boolean;
  /** The signed-in staff member's user name: their own saves are not a colleague's. */
  userName: string;
  /** Link to the key list of one screen. */
  screenHref(screen: string): string;
}

const kindNames: Record<SettingKind, string> = {
  flag: 'Flag',
  text: 'Text',
  richText: 'Rich text',
  image: 'Image',
  number: 'Number',
  list: 'List',
};

/**
 * The languages a text is edited in, beside English: those the lender offers (by the draft's flags, so switching
 * Spanish on shows its fields at once); none for other kinds, institution options, or a lender without them.
 */
function useEditedLanguages(target: EditedKey, state: StudioState): string[] {
  const edits = useDraftStore((s) => s.edits);
  if (target.scope !== 'setting' || !TRANSLATED_KINDS.has(target.kind)) return [];
  const flags = Object.fromEntries(
    Object.values(languageOffers).map(({ flag }) => [flag, currentValue(state, edits, 'setting', flag)]),
  );
  return offeredLanguages(flags);
}

/**
 * The middle column: what a key is, where it shows, its editor, and whether the change is saved. A text of a
 * lender who offers other languages has a field per language, English first, side by side on wide screens.
 */
export function KeyEditor({ target, state, readOnly, userName, screenHref }: KeyEditorProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const languages = useEditedLanguages(target, state);

  // Opening a key moves focus to its heading, so keyboard and screen-reader users land on what appeared.
  useEffect(() => {
    headingRef.current?.focus();
  }, [target.scope, target.key]);

  return (
    <section className="key-editor" aria-labelledby={titleId}>
      <h1 id={titleId} ref={headingRef} tabIndex={-1} className="key-editor__title">
        {target.key}
      </h1>
      <p className="key-editor__meta">
        {target.scope === 'setting' ? kindNames[target.kind] : `Institution option · ${kindNames[target.kind]}`}
        {target.default !== '' ? ` · default: ${target.default}` : ''}
      </p>
      <p>{target.description}</p>
      {target.screens.length > 0 ? (
        <div className="key-editor__screens">
          <h2>Used on</h2>
          <ul>
            {target.screens.map((screen) => (
              <li key={screen}>
                <Link to={screenHref(screen)}>{screenLabel(screen)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ColleaguesHere id={editId(target.scope, target.key)} />
      {readOnly ? (
        <p className="key-editor__readonly">Your role is viewer: you can see every setting but not change it.</p>
      ) : null}
      {languages.length === 0 ? (
        <KeyValueSlot
          target={target}
          storedKey={target.key}
          defaultValue={target.default}
          state={state}
          readOnly={readOnly}
          userName={userName}
        />
      ) : (
        <div className="key-editor__languages">
          <KeyValueSlot
            target={target}
            storedKey={target.key}
            language="en"
            defaultValue={target.default}
            state={state}
            readOnly={readOnly}
            userName={userName}
          />
          {languages.map((language) => (
            <KeyValueSlot
              key={language}
              target={target}
              storedKey={languageKey(target.key, language)}
              language={language}
              defaultValue={target.translations?.[language] ?? ''}
              state={state}
              readOnly={readOnly}
              userName={userName}
            />
          ))}
        </div>
      )}
    </section>
  );
}
