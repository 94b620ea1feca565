/**
 * One stored key's value in the key editor: its field, problems, save status, discard button and conflict
 * dialog. A text in another language is one more stored key (`section.name@es`, decision 370) with an editor
 * of its own beside the English one.
 */
import { useEffect, useId, useState } from 'react';
import type { StudioState } from '@schemas/studio/studio-api';
import { languageName } from '@schemas/settings/languages';
import { editValue, keepMine, saveNow, takeTheirs } from '@studio/features/drafts/autosave';
import { ConflictDialog } from '@studio/features/drafts/conflict-dialog';
import { editId, forgetReplacement, useDraftStore } from '@studio/features/drafts/draft-store';
import { baseRevision, currentValue } from '@studio/features/drafts/effective-values';
import { ColleagueSave } from '@studio/features/live/live-colleagues';
import { DiscardDraftButton } from './discard-draft-button';
import { FlagSwitch, ListField, NumberField, TextField, type FieldProps } from './field-editors';
import { ImageEditor } from './image-editor';
import type { EditedKey } from './edited-key';
import { RichTextEditor } from './rich-text-editor';
import { SaveStatus } from './save-status';
import { optionProblems, settingProblems, type FieldProblem } from './value-rules';

/** Props of one stored key's editor. */
export interface KeyValueEditorProps {
  target: EditedKey;
  /** The key as stored: `target.key`, or `target.key@<language>` for a text in another language. */
  storedKey: string;
  /** The field's language when the key is edited per language (its label is the language's name), else undefined. */
  language?: string;
  /** The value the field shows when neither draft nor published set has one. */
  defaultValue: string;
  state: StudioState;
  readOnly: boolean;
  /** The signed-in staff member's user name: their own saves are not a colleague's. */
  userName: string;
}

function problemsOf(target: EditedKey, value: string): FieldProblem[] {
  if (target.scope === 'setting') return settingProblems(target.key, target.kind, value, target.format);
  return optionProblems(target.key, target.kind === 'number' || target.kind === 'flag' ? target.kind : 'text', value);
}

/** The editor, started afresh when the stored key's value is replaced from outside the field (a conflict resolved). */
export function KeyValueSlot(props: KeyValueEditorProps) {
  const id = editId(props.target.scope, props.storedKey);
  const generation = useDraftStore((s) => s.generations[id] ?? 0);
  return <KeyValueEditor key={`${id}:${generation}`} {...props} />;
}

/** One stored key's field; a language's field also offers its default back (the catalogue's text in that language). */
function KeyValueEditor({ target, storedKey, language, defaultValue, state, readOnly, userName }: KeyValueEditorProps) {
  const { scope } = target;
  const id = editId(scope, storedKey);
  const fieldId = useId();
  const problemsId = useId();
  const edit = useDraftStore((s) => s.edits[id]);
  const stored = useDraftStore((s) => s.stored[id]);
  const [text, setText] = useState(
    () =>
      useDraftStore.getState().replacements[id] ??
      currentValue(state, useDraftStore.getState().edits, scope, storedKey) ??
      defaultValue,
  );
  const [problems, setProblems] = useState<FieldProblem[]>(() => problemsOf(target, text));
  const draft = (scope === 'setting' ? state.draft.settings : state.draft.institutionOptions)[storedKey];
  const serverValue = currentValue(state, {}, scope, storedKey) ?? defaultValue;

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

  useEffect(() => forgetReplacement(id), [id]);

  const change = (value: string) => {
    setText(value);
    // Typing makes the value this staff member's again: what this visit stores next counts.
    setTookValueOf(undefined);
    // A language's value is checked as its English key (decision 370).
    const found = problemsOf(target, value);
    setProblems(found);
    editValue(
      scope,
      storedKey,
      value,
      baseRevision(state, scope, storedKey),
      found.map((p) => p.message),
    );
  };

  const serverProblems =
    edit?.status === 'invalid' && problems.length === 0 ? (edit.problems ?? []).map((message) => ({ message })) : [];
  const shown: FieldProblem[] = [...problems, ...serverProblems];
  const field: FieldProps = {
    id: fieldId,
    label: language ? languageName(language) : scope === 'setting' ? 'Value' : target.key,
    language,
    keyName: target.key,
    value: text,
    onChange: change,
    readOnly,
    describedBy: shown.length > 0 ? problemsId : undefined,
    invalid: shown.length > 0,
  };

  return (
    <div className="key-value" {...(language ? { role: 'group', 'aria-label': field.label } : {})}>
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
      {language && !readOnly ? (
        <button
          type="button"
          className="secondary key-value__default"
          disabled={text === defaultValue}
          onClick={() => change(defaultValue)}
        >
          Use the default
        </button>
      ) : null}
      {readOnly ? null : (
        <SaveStatus
          edit={edit}
          draft={draft}
          savedHere={stored !== undefined && tookValueOf === undefined}
          onRetry={() => void saveNow(id)}
        />
      )}
      <ColleagueSave
        tookValueOf={tookValueOf}
        newer={
          newer && {
            entry: newer,
            onUseTheirs: () => takeTheirs(id, newer),
            onKeepMine: () => void keepMine(id, newer),
          }
        }
      />
      {!readOnly && draft && !edit ? (
        <DiscardDraftButton scope={scope} keyName={storedKey} revision={draft.revision} />
      ) : null}
      {edit?.status === 'conflict' && edit.conflict ? (
        <ConflictDialog
          label={storedKey}
          conflict={edit.conflict}
          onKeepMine={() => {
            // The dialog goes away: focus returns to the field that was being edited.
            void keepMine(id);
            requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
          }}
          onTakeTheirs={() => takeTheirs(id)}
        />
      ) : null}
    </div>
  );
}
