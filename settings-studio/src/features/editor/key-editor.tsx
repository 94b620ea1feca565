import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { StudioState } from '@schemas/studio/studio-api';
import type { SettingFormat, SettingKind } from '@schemas/settings/types';
import type { DraftScope } from '@studio/api/save-draft-value';
import { editValue, keepMine, saveNow, takeTheirs } from '@studio/features/drafts/autosave';
import { ConflictDialog } from '@studio/features/drafts/conflict-dialog';
import { editId, forgetReplacement, useDraftStore } from '@studio/features/drafts/draft-store';
import { baseRevision, currentValue } from '@studio/features/drafts/effective-values';
import { screenLabel } from '@studio/features/catalogue/catalogue-search';
import { LiveColleagues } from '@studio/features/live/live-colleagues';
import { DiscardDraftButton } from './discard-draft-button';
import { FlagSwitch, ListField, NumberField, TextField, type FieldProps } from './field-editors';
import { ImageEditor } from './image-editor';
import { RichTextEditor } from './rich-text-editor';
import { SaveStatus } from './save-status';
import { optionProblems, settingProblems, type FieldProblem } from './value-rules';
import './key-editor.css';

/** The key being edited, setting or institution option, in one shape. */
export interface EditedKey {
  scope: DraftScope;
  key: string;
  kind: SettingKind;
  /** `url`: a web address (settings only). */
  format?: SettingFormat;
  default: string;
  description: string;
  /** Where it shows (settings only). */
  screens: string[];
}

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

function problemsOf(target: EditedKey, value: string): FieldProblem[] {
  if (target.scope === 'setting') return settingProblems(target.key, target.kind, value, target.format);
  return optionProblems(target.key, target.kind === 'number' || target.kind === 'flag' ? target.kind : 'text', value);
}

/** The key editor, started afresh whenever the key's value is replaced from outside the field (a conflict resolved). */
export function KeyEditorSlot(props: KeyEditorProps) {
  const id = editId(props.target.scope, props.target.key);
  const generation = useDraftStore((s) => s.generations[id] ?? 0);
  return <KeyEditor key={`${id}:${generation}`} {...props} />;
}

/** The middle column: what a key is, where it shows, its editor, and whether the change is saved. */
export function KeyEditor({ target, state, readOnly, userName, screenHref }: KeyEditorProps) {
  const id = editId(target.scope, target.key);
  const fieldId = useId();
  const problemsId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const edit = useDraftStore((s) => s.edits[id]);
  const stored = useDraftStore((s) => s.stored[id]);
  const [text, setText] = useState(
    () =>
      useDraftStore.getState().replacements[id] ??
      currentValue(state, useDraftStore.getState().edits, target.scope, target.key) ??
      target.default,
  );
  const [problems, setProblems] = useState<FieldProblem[]>(() => problemsOf(target, text));
  const draft = (target.scope === 'setting' ? state.draft.settings : state.draft.institutionOptions)[target.key];
  const serverValue = currentValue(state, {}, target.scope, target.key) ?? target.default;

  // A colleague's save (or discard, or a publish) seen live replaces the value shown while nothing is typed here;
  // with an unsaved edit here, their newer value is offered instead (decision 365).
  const [tookValueOf, setTookValueOf] = useState<string | undefined>();
  // The server's value moves with the key's draft revision and the published version.
  const serverMark = `${state.published.version}:${draft?.revision ?? 0}`;
  const [seenMark, setSeenMark] = useState(serverMark);
  if (seenMark !== serverMark) {
    // Adjusted while rendering, as React advises for state that follows a prop.
    setSeenMark(serverMark);
    // Who put the server's value there: the draft's author, or the publisher once the draft went.
    const by = draft?.updatedBy ?? state.published.publishedBy;
    // Their own save or publish is not news (and a sanitized save keeps what they typed in the field).
    if (!edit && by !== userName && serverValue !== text) {
      setText(serverValue);
      setProblems(problemsOf(target, serverValue));
      setTookValueOf(by);
    }
  }
  const newer =
    edit && edit.status !== 'conflict' && draft && draft.revision > edit.revision && draft.updatedBy !== userName
      ? draft
      : undefined;

  // Opening a key moves focus to its heading, so keyboard and screen-reader users land on what appeared.
  useEffect(() => {
    headingRef.current?.focus();
    forgetReplacement(id);
  }, [id]);

  const change = (value: string) => {
    setText(value);
    // Typing makes the value this staff member's again: what this visit stores next counts.
    setTookValueOf(undefined);
    const found = problemsOf(target, value);
    setProblems(found);
    editValue(
      target.scope,
      target.key,
      value,
      baseRevision(state, target.scope, target.key),
      found.map((p) => p.message),
    );
  };

  const serverProblems =
    edit?.status === 'invalid' && problems.length === 0 ? (edit.problems ?? []).map((message) => ({ message })) : [];
  const shown: FieldProblem[] = [...problems, ...serverProblems];
  const field: FieldProps = {
    id: fieldId,
    label: target.scope === 'setting' ? 'Value' : target.key,
    keyName: target.key,
    value: text,
    onChange: change,
    readOnly,
    describedBy: shown.length > 0 ? problemsId : undefined,
    invalid: shown.length > 0,
  };

  return (
    <section className="key-editor" aria-labelledby={`${fieldId}-title`}>
      <h1 id={`${fieldId}-title`} ref={headingRef} tabIndex={-1} className="key-editor__title">
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
      <LiveColleagues
        id={id}
        tookValueOf={tookValueOf}
        newer={
          newer && {
            entry: newer,
            onUseTheirs: () => takeTheirs(id, newer),
            onKeepMine: () => void keepMine(id, newer),
          }
        }
      />
      {readOnly ? (
        <p className="key-editor__readonly">Your role is viewer: you can see every setting but not change it.</p>
      ) : null}
      {target.kind === 'flag' ? <FlagSwitch {...field} /> : null}
      {target.kind === 'text' ? <TextField {...field} /> : null}
      {target.kind === 'number' ? <NumberField {...field} /> : null}
      {target.kind === 'list' ? <ListField {...field} /> : null}
      {target.kind === 'image' ? <ImageEditor {...field} /> : null}
      {target.kind === 'richText' ? (
        <RichTextEditor
          {...field}
          storedValue={tookValueOf === undefined ? (stored ?? serverValue) : serverValue}
          unsaved={edit !== undefined}
        />
      ) : null}
      {shown.length > 0 ? (
        <ul id={problemsId} className="field__problems">
          {shown.map((p) => (
            <li key={p.message}>
              <strong>{p.message}</strong>
              {p.detail ? <span> ({p.detail})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <SaveStatus
          edit={edit}
          draft={draft}
          savedHere={stored !== undefined && tookValueOf === undefined}
          onRetry={() => void saveNow(id)}
        />
      )}
      {!readOnly && draft && !edit ? (
        <DiscardDraftButton scope={target.scope} keyName={target.key} revision={draft.revision} />
      ) : null}
      {edit?.status === 'conflict' && edit.conflict ? (
        <ConflictDialog
          label={target.key}
          conflict={edit.conflict}
          onKeepMine={() => {
            // The dialog goes away: focus returns to the field that was being edited.
            void keepMine(id);
            requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
          }}
          onTakeTheirs={() => takeTheirs(id)}
        />
      ) : null}
    </section>
  );
}
