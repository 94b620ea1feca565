/**
 * The upload queue (spec §4 "File upload"): each file goes from queued to uploading (percent) to success
 * (removed from the queue) or error (kept with its message). After a round the failed files are marked
 * touched, and files with an error are skipped by the next upload. Pure, so every transition is tested.
 */

/** One queued file. */
export interface QueuedFile {
  id: string;
  file: File;
  /** The chosen file type's ID, null until chosen ('--File Type'). */
  fileTypeId: number | null;
  status: 'queued' | 'uploading' | 'error';
  /** 0..100 while uploading. */
  progress: number;
  /** The refusal or transfer message of a failed upload. */
  error: string | null;
  /** Set after a round in which the file failed; also set when the user leaves the type unchosen. */
  touched: boolean;
}

/** What changes the queue. */
export type QueueAction =
  /** `refusal` says why a file is not to be sent (it enters as failed, with that message), or null. */
  | { type: 'add'; files: readonly File[]; makeId: () => string; refusal?: (file: File) => string | null }
  | { type: 'remove'; id: string }
  | { type: 'chooseType'; id: string; fileTypeId: number | null }
  | { type: 'touch'; ids: readonly string[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; percent: number }
  | { type: 'succeeded'; id: string }
  | { type: 'failed'; id: string; message: string }
  | { type: 'roundDone' };

/** The queue after an action. */
export function queueReducer(queue: readonly QueuedFile[], action: QueueAction): QueuedFile[] {
  const update = (id: string, change: Partial<QueuedFile>) => queue.map((f) => (f.id === id ? { ...f, ...change } : f));
  switch (action.type) {
    case 'add':
      return [
        ...queue,
        ...action.files.map((file) => {
          const refused = action.refusal?.(file) ?? null;
          return {
            id: action.makeId(),
            file,
            fileTypeId: null,
            status: refused === null ? ('queued' as const) : ('error' as const),
            progress: 0,
            error: refused,
            touched: refused !== null,
          };
        }),
      ];
    case 'remove':
      return queue.filter((f) => f.id !== action.id);
    case 'chooseType':
      return update(action.id, { fileTypeId: action.fileTypeId, touched: true });
    case 'touch':
      return queue.map((f) => (action.ids.includes(f.id) ? { ...f, touched: true } : f));
    case 'start':
      return update(action.id, { status: 'uploading', progress: 0, error: null });
    case 'progress':
      return update(action.id, { progress: Math.max(0, Math.min(100, Math.round(action.percent))) });
    case 'succeeded':
      return queue.filter((f) => f.id !== action.id);
    case 'failed':
      return update(action.id, { status: 'error', error: action.message });
    case 'roundDone':
      return queue.map((f) => (f.status === 'error' ? { ...f, touched: true } : f));
  }
}

/** The files the next upload sends: queued ones; files that failed before are skipped. */
export function filesToUpload(queue: readonly QueuedFile[]): QueuedFile[] {
  return queue.filter((f) => f.status === 'queued');
}

/** Files about to be sent without a type: the upload does not start while there is one ('Choose a file type'). */
export function filesMissingType(queue: readonly QueuedFile[]): QueuedFile[] {
  return filesToUpload(queue).filter((f) => f.fileTypeId === null);
}

/** True while any file is on its way (the Upload File(s) button is disabled). */
export function isUploading(queue: readonly QueuedFile[]): boolean {
  return queue.some((f) => f.status === 'uploading');
}
