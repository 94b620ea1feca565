/**
 * The file upload widget (spec §2 "File upload widget", §4 "File upload"): a drag-and-drop zone (not on
 * mobile browsers), an 'Add Files' picker for several files, one row per queued file, and 'Upload File(s)'
 * while files are queued, disabled during the upload. Reused by the Document Center, the documents page
 * and the profile's documents: give it the owner; it refreshes that owner's document list after each round.
 */
import { useMemo, useRef, useState, type DragEvent } from 'react';
import type { DocumentOwner } from '@/api/documents/document-types';
import { useFileTypesQuery } from '@/api/documents/get-file-types';
import { useSettings } from '@/settings/use-settings';
import { isMobileBrowser } from './is-mobile-browser';
import { QueuedFileRow } from './queued-file-row';
import { useUploadQueue } from './use-upload-queue';
import './upload-widget.css';

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
  const texts = useMemo(
    () => ({ networkError: settings.text('fileUpload.networkError'), serverError: settings.text('fileUpload.serverError') }),
    [settings],
  );
  const fileTypes = useFileTypesQuery();
  const { queue, uploading, add, remove, chooseType, uploadAll } = useUploadQueue(owner, texts, onRoundDone);
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const showDropZone = !(mobile ?? isMobileBrowser());

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) add(Array.from(event.dataTransfer.files));
  };
  const rowTexts = { fileTypePlaceholder: settings.text('fileUpload.fileTypePlaceholder'), fileTypeRequired: settings.text('fileUpload.fileTypeRequired'), removeButton: settings.text('fileUpload.removeButton') };

  return (
    <div className="upload-widget">
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
        onChange={(e) => {
          add(Array.from(e.target.files ?? []));
          // The same file can be picked again after a remove.
          e.target.value = '';
        }}
      />
      <button type="button" className="button button--secondary" disabled={uploading} onClick={() => picker.current?.click()}>
        {settings.text('fileUpload.addFilesButton')}
      </button>
      {fileTypes.isError ? (
        <p className="banner banner--error" role="alert">
          {settings.text('fileUpload.fileTypesError')}
        </p>
      ) : null}
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
                onRemove={() => remove(item.id)}
              />
            ))}
          </ul>
          <button type="button" className="button" disabled={uploading} onClick={() => void uploadAll()}>
            {settings.text('fileUpload.uploadButton')}
          </button>
        </>
      ) : null}
    </div>
  );
}
