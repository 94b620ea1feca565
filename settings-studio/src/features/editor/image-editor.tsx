import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { studioImageMaxBytes, studioImageMaxSidePx } from '@schemas/studio/studio-api';
import { uploadImage } from '@studio/api/upload-image';
import { StudioApiError } from '@studio/api/studio-client';
import type { FieldProps } from './field-editors';

/** Image types the server accepts (it checks the content too). */
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const maxSizeText = `${Math.round(studioImageMaxBytes / 1024)} KB`;

/** The message for a file the studio will not send, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(imageTypes as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, GIF or WebP image.';
  if (file.size > studioImageMaxBytes) return `The image is too large: at most ${maxSizeText}.`;
  return null;
}

function uploadMessage(error: unknown): string {
  if (error instanceof StudioApiError && error.status === 415)
    return 'This file is not a PNG, JPEG, GIF or WebP image.';
  if (error instanceof StudioApiError && error.status === 413) return `The image is too large: at most ${maxSizeText}.`;
  return error instanceof Error ? error.message : 'The upload failed. Try again.';
}

/** An image setting: the current image, an upload that saves its address, and the address itself. */
export function ImageEditor({ id, keyName, value, onChange, readOnly, describedBy, invalid }: FieldProps) {
  const fileId = useId();
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: (image) => onChange(image.url) });
  const message = problem ?? (upload.isError ? uploadMessage(upload.error) : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = imageFileProblem(file);
    setProblem(local);
    if (!local) upload.mutate(file);
  };

  return (
    <div className="field">
      <div className="image-current">
        {value.trim() ? (
          <img src={value} alt={`Current value of ${keyName}`} />
        ) : (
          <p className="field__hint">No image set: the portal does what the description says for an empty value.</p>
        )}
      </div>
      <label htmlFor={fileId}>Upload a new image</label>
      <input
        id={fileId}
        type="file"
        accept={imageTypes.join(',')}
        disabled={readOnly || upload.isPending}
        aria-describedby={`${messageId}${describedBy ? ` ${describedBy}` : ''}`}
        onChange={choose}
      />
      <p id={messageId} className={message ? 'field__problem' : 'field__hint'} role={message ? 'alert' : undefined}>
        {message ??
          (upload.isPending
            ? 'Uploading…'
            : `PNG, JPEG, GIF or WebP, at most ${maxSizeText} and ${studioImageMaxSidePx} × ${studioImageMaxSidePx} pixels.`)}
      </p>
      <label htmlFor={id}>Image address</label>
      <input
        id={id}
        type="text"
        value={value}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {value.trim() && !readOnly ? (
        <button type="button" className="secondary" onClick={() => onChange('')}>
          Remove image
        </button>
      ) : null}
    </div>
  );
}
