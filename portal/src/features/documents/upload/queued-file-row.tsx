/** One queued file: icon by extension, name, '--File Type' choice, progress bar, error icon with tooltip, remove. */
import type { FileType } from '@/api/documents/document-types';
import { fileIcon } from './file-icon';
import type { QueuedFile } from './upload-queue';

/** Texts of a row, from the settings catalogue. */
export interface RowTexts {
  fileTypePlaceholder: string;
  fileTypeRequired: string;
  removeButton: string;
}

/** Props of {@link QueuedFileRow}. */
export interface QueuedFileRowProps {
  item: QueuedFile;
  fileTypes: readonly FileType[];
  texts: RowTexts;
  /** True while a round runs: the queue cannot change under it. */
  locked: boolean;
  onChooseType: (fileTypeId: number | null) => void;
  onRemove: () => void;
}

/** A row of the queue. */
export function QueuedFileRow({ item, fileTypes, texts, locked, onChooseType, onRemove }: QueuedFileRowProps) {
  const icon = fileIcon(item.file.name);
  const typeMissing = item.status === 'queued' && item.touched && item.fileTypeId === null;
  const selectId = `${item.id}-type`;
  const hintId = `${item.id}-hint`;
  return (
    <li className={`upload-row${item.status === 'error' ? ' upload-row--error' : ''}`}>
      <span className={`file-icon file-icon--${icon.kind}`} aria-hidden="true">
        {icon.label}
      </span>
      <span className="upload-row__name">{item.file.name}</span>
      <label
        className="visually-hidden"
        htmlFor={selectId}
      >{`${texts.fileTypePlaceholder.replace(/^-+/, '')}: ${item.file.name}`}</label>
      <select
        id={selectId}
        className="upload-row__type"
        value={item.fileTypeId === null ? '' : String(item.fileTypeId)}
        disabled={locked || item.status !== 'queued'}
        aria-invalid={typeMissing || undefined}
        aria-describedby={typeMissing || item.error ? hintId : undefined}
        onChange={(e) => onChooseType(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{texts.fileTypePlaceholder}</option>
        {fileTypes.map((t) => (
          <option key={t.ID} value={String(t.ID)}>
            {t.Description}
          </option>
        ))}
      </select>
      <progress
        className="upload-row__progress"
        max={100}
        value={item.progress}
        aria-label={`${item.file.name} ${item.progress}%`}
      />
      {item.status === 'error' ? (
        // A button only so keyboard users can focus the icon and see its tooltip; the message is also below the row.
        <button type="button" className="upload-row__error-icon" aria-label={`${item.file.name}: ${item.error ?? ''}`}>
          <span aria-hidden="true">!</span>
          <span className="upload-row__tooltip" role="tooltip" aria-hidden="true">
            {item.error}
          </span>
        </button>
      ) : null}
      <button
        type="button"
        id={`${item.id}-remove`}
        className="button button--secondary upload-row__remove"
        disabled={locked}
        onClick={onRemove}
      >
        {texts.removeButton}
        <span className="visually-hidden"> {item.file.name}</span>
      </button>
      {typeMissing || item.error ? (
        <p id={hintId} className="upload-row__message">
          {item.error ?? texts.fileTypeRequired}
        </p>
      ) : null}
    </li>
  );
}
