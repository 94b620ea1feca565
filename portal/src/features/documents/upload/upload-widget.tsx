/**
 * The file upload widget (spec §2 "File upload widget", §4 "File upload"): a drag-and-drop zone (not on
 * mobile browsers), an 'Add Files' picker for several files, one row per queued file, and 'Upload File(s)'
 * while files are queued, disabled during the upload. Reused by the Document Center, the documents page
 * and the profile's documents: give it the owner; it refreshes that owner's document list after each round.
 * For keyboard and screen-reader users (WCAG 2.4.3, 4.1.3): files added and each round's end are announced;
 * a refused Upload focuses the first file without a type; focus never falls to the page after Remove or Upload.
 */
import {
  MAX_UPLOAD_MEGABYTES,
  megabytes,
  uploadAccept,
  uploadFormatList,
  uploadRefusal,
} from '@schemas/rules/upload-limits';
import type { SettingsReader } from '@schemas/settings/reader';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import type { DocumentOwner } from '@/api/documents/document-types';
import { useFileTypesQuery } from '@/api/documents/get-file-types';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { LiveMessage } from '@/ui/live-message';
import { isMobileBrowser } from './is-mobile-browser';
import { QueuedFileRow } from './queued-file-row';
import { useUploadQueue, type RoundOutcome } from './use-upload-queue';
import './upload-widget.css';

/** The message of a file refused before it is sent (over the size limit, or not an accepted format), or null. */
function refusalText(file: File, text: SettingsReader['text']): string | null {
  const formats = uploadFormatList();
  const maxMegabytes = String(MAX_UPLOAD_MEGABYTES);
  switch (uploadRefusal(file)) {
    case 'tooLarge':
      return text('fileUpload.fileTooLarge', { size: megabytes(file.size), maxMegabytes });
    case 'formatNotAllowed':
      return text('fileUpload.formatNotAllowed', { formats });
    case null:
      return null;
  }
}

/** Props of {@link UploadWidget}. */
export interface UploadWidgetProps {
  /** Whose documents the files become: a loan account, the customer (profile) or an application. */
  owner: DocumentOwner;
  /** Called after each upload round, once the owner's list has been asked to refresh. */
  onRoundDone?: () => void;
  /** Test seam: whether this is a mobile browser (drop zone hidden); detected when absent. */
  mobile?: boolean;
}

/** The upload widget. */
export function UploadWidget({ owner, onRoundDone, mobile }: UploadWidgetProps) {
  const settings = useSettings();
  const limits = { formats: uploadFormatList(), maxMegabytes: String(MAX_UPLOAD_MEGABYTES) };
  const texts = useMemo(
    () => ({
      networkError: settings.text('fileUpload.networkError'),
      serverError: settings.text('fileUpload.serverError'),
      refusal: (file: File) => refusalText(file, settings.text),
    }),
    [settings],
  );
  const fileTypes = useFileTypesQuery();
  const { queue, uploading, add, remove, chooseType, uploadAll } = useUploadQueue(owner, texts, onRoundDone);
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState({ message: '', count: 0 });
  const say = (message: string) => setSaid((s) => ({ message, count: s.count + 1 }));
  // The element to focus once the queue's change is rendered (an id inside the widget).
  const focusTarget = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const setFocusId = (id: string) => {
    focusTarget.current = id;
    setFocusRequest((n) => n + 1);
  };
  useEffect(() => {
    if (!focusTarget.current) return;
    root.current?.querySelector<HTMLElement>(`[id="${focusTarget.current}"]`)?.focus();
    focusTarget.current = null;
  }, [focusRequest]);
  const addFilesId = `${owner.kind}-add-files`;
  const hintId = `${owner.kind}-upload-hint`;
  const uploadId = `${owner.kind}-upload-files`;

  const addFiles = (files: File[]) => {
    add(files);
    if (files.length > 0) say(settings.text('fileUpload.filesAdded', { n: files.length }));
  };
  const removeFile = (id: string) => {
    const at = queue.findIndex((f) => f.id === id);
    const neighbour = queue[at + 1] ?? queue[at - 1];
    remove(id);
    setFocusId(neighbour ? `${neighbour.id}-remove` : addFilesId);
  };
  const upload = async () => {
    const outcome: RoundOutcome = await uploadAll();
    if (outcome?.kind === 'typeMissing') setFocusId(`${outcome.ids[0]}-type`);
    if (outcome?.kind === 'done') {
      say(settings.text('fileUpload.uploadDone', { ok: outcome.uploaded, failed: outcome.failed }));
      setFocusId(outcome.failed > 0 ? uploadId : addFilesId);
    }
  };
  const showDropZone = !(mobile ?? isMobileBrowser());

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) addFiles(Array.from(event.dataTransfer.files));
  };
  const rowTexts = {
    fileTypePlaceholder: settings.text('fileUpload.fileTypePlaceholder'),
    fileTypeRequired: settings.text('fileUpload.fileTypeRequired'),
    removeButton: settings.text('fileUpload.removeButton'),
  };

  return (
    <div className="upload-widget" ref={root}>
      <LiveMessage text={said.message} count={said.count} className="visually-hidden" />
      {showDropZone ? (
        <div
          className={`upload-widget__drop${dragging ? ' upload-widget__drop--over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {settings.text('fileUpload.dropZoneText')}
        </div>
      ) : null}
      <input
        ref={picker}
        type="file"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-input"
        accept={uploadAccept()}
        onChange={(e) => {
          addFiles(Array.from(e.target.files ?? []));
          // The same file can be picked again after a remove.
          e.target.value = '';
        }}
      />
      <p id={hintId} className="upload-widget__hint">
        {settings.text('fileUpload.hint', limits)}
      </p>
      <button
        type="button"
        id={addFilesId}
        className="button button--secondary"
        aria-describedby={hintId}
        disabled={uploading}
        onClick={() => picker.current?.click()}
      >
        {settings.text('fileUpload.addFilesButton')}
      </button>
      {fileTypes.isError ? <ErrorBanner>{settings.text('fileUpload.fileTypesError')}</ErrorBanner> : null}
      {queue.length > 0 ? (
        <>
          <ul className="upload-widget__queue">
            {queue.map((item) => (
              <QueuedFileRow
                key={item.id}
                item={item}
                fileTypes={fileTypes.data ?? []}
                texts={rowTexts}
                locked={uploading}
                onChooseType={(id) => chooseType(item.id, id)}
                onRemove={() => removeFile(item.id)}
              />
            ))}
          </ul>
          <button type="button" id={uploadId} className="button" disabled={uploading} onClick={() => void upload()}>
            {settings.text('fileUpload.uploadButton')}
          </button>
        </>
      ) : null}
    </div>
  );
}
